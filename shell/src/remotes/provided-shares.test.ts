import { describe, expect, it } from 'vitest';
import type { SingletonShareConfig } from '@fangtasy/shared/federation';
import { providedShares, SHARE_PROVIDERS } from './provided-shares';

// The singleton list as the build compiles it in (vitest.config.ts sets it the same way).
const config = JSON.parse(process.env.FANGTASY_SHARED ?? '{}') as Record<
  string,
  SingletonShareConfig
>;

describe('the libraries the shell provides to the remotes', () => {
  it('covers every package of the singleton list, so no remote brings its own copy', () => {
    const keys = Object.keys(config).filter((key) => !key.endsWith('/'));
    expect(keys).toContain('@fangtasy/shared');
    expect(Object.keys(SHARE_PROVIDERS)).toEqual(expect.arrayContaining(keys));
  });

  it('offers each at the version and with the settings of the list', () => {
    const shared = providedShares(config);
    expect(shared.react).toMatchObject({
      version: config.react?.version,
      shareConfig: { singleton: true, requiredVersion: config.react?.requiredVersion },
    });
    // A subpath takes the settings of its prefix key ('react/').
    expect(shared['react/jsx-runtime']).toMatchObject({ version: config.react?.version });
  });

  it('refuses to provide a library the list does not share', () => {
    const { react: _dropped, ...withoutReact } = config;
    expect(() => providedShares(withoutReact)).toThrow(/react is provided/);
  });
});
