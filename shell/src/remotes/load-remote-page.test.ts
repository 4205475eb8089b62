import { afterEach, describe, expect, it, vi } from 'vitest';
import * as runtime from '@module-federation/runtime';
import { loadRemotePage, RemoteUnavailableError } from './load-remote-page';
import { RemoteRefusedError } from './refusals';
import remoteFallbackPlugin, { REMOTE_UNAVAILABLE } from './remote-fallback-plugin';
import sharedVersionGuardPlugin from './shared-version-guard-plugin';
import { canaryBucket } from './canary-bucket';
import {
  chooseManifestUrl,
  isOnCanary,
  registerRemoteLocations,
  selectBuildFor,
} from './remote-registry';

// The federation runtime stands in for the network: the remotes' servers are not part of
// these tests.
vi.mock('@module-federation/runtime', () => ({
  init: vi.fn(),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
const loadRemote = vi.mocked(runtime.loadRemote);
const registerRemotes = vi.mocked(runtime.registerRemotes);
afterEach(() => vi.resetAllMocks());

const FAST = { attempts: 3, backoffMs: 1, attemptTimeoutMs: 50 };
const page = { default: () => null };
const standIn = (error: unknown) => ({ default: () => null, [REMOTE_UNAVAILABLE]: true, error });

describe('loading a remote page', () => {
  it('asks the runtime for remote/module and returns the page', async () => {
    loadRemote.mockResolvedValue(page);
    await expect(loadRemotePage('mf-league-info', './ScoringRules', FAST)).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledWith('mf-league-info/ScoringRules');
  });

  it('retries a failed load from a fresh registration of that remote', async () => {
    registerRemoteLocations({ 'mf-league-info': 'http://localhost:3005/mf-manifest.json' });
    registerRemotes.mockClear();
    loadRemote.mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce(page);
    await expect(loadRemotePage('mf-league-info', './ScoringRules', FAST)).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf-league-info', entry: 'http://localhost:3005/mf-manifest.json' }],
      { force: true },
    );
  });

  it('treats the fallback stand-in as a failure and gives up after the last attempt', async () => {
    const cause = new Error('manifest unreachable');
    loadRemote.mockResolvedValue(standIn(cause));
    const failure = loadRemotePage('mf-league-info', './WaiverRules', FAST);
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toMatchObject({
      remote: 'mf-league-info',
      module: './WaiverRules',
      cause,
    });
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('gives up on a remote that accepts the request and never answers', async () => {
    loadRemote.mockReturnValue(new Promise(() => {}));
    await expect(loadRemotePage('mf-league-info', './LeagueRosters', FAST)).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });
});

describe('a remote built against another major of a shared library', () => {
  const config = {
    '@fangtasy/shared': {
      singleton: true,
      requiredVersion: '^1.2.0',
      version: '1.2.0',
      strictVersion: false,
    },
    'react/': {
      singleton: true,
      requiredVersion: '^19.3.1',
      version: '19.3.1',
      strictVersion: false,
    },
  } as const;
  const afterLoadSnapshot = sharedVersionGuardPlugin(config).afterLoadSnapshot as (args: {
    moduleInfo: { name: string };
    remoteSnapshot: { shared: { sharedName: string; version: string }[] };
  }) => unknown;
  const snapshot = (sharedVersion: string) => ({
    moduleInfo: { name: 'mf-league-info' },
    remoteSnapshot: {
      shared: [
        { sharedName: 'react/jsx-runtime', version: '19.0.0' },
        { sharedName: '@fangtasy/shared', version: sharedVersion },
      ],
    },
  });
  const silenceConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it("passes a manifest on the shell's majors", () => {
    const args = snapshot('1.0.0');
    expect(afterLoadSnapshot(args)).toBe(args);
  });

  it('is refused on its manifest and logged, and the page gives up at once, without retries', async () => {
    const logged = silenceConsole();
    loadRemote.mockImplementation(() => {
      try {
        afterLoadSnapshot(snapshot('2.0.0'));
      } catch (error) {
        return Promise.resolve(standIn(error));
      }
      return Promise.resolve(page);
    });
    const failure = loadRemotePage('mf-league-info', './ScoringRules', FAST);
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    const cause = await failure.catch((error: RemoteUnavailableError) => error.cause);
    expect(cause).toBeInstanceOf(RemoteRefusedError);
    expect((cause as RemoteRefusedError).refusal).toEqual({
      remote: 'mf-league-info',
      share: '@fangtasy/shared',
      built: '2.0.0',
      provided: '1.2.0',
    });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('mf-league-info is refused'));
  });
});

describe('the errorLoadRemote fallback', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote as (args: {
    lifecycle: string;
    error: unknown;
  }) => unknown;

  it('answers a failed load with a stand-in that renders nothing', () => {
    const answer = hook({ lifecycle: 'onLoad', error: new Error('down') }) as ReturnType<
      typeof standIn
    >;
    expect(answer[REMOTE_UNAVAILABLE]).toBe(true);
    expect(answer.default()).toBeNull();
  });

  it('stays out of the other lifecycles (a stand-in there would be taken for a manifest)', () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare']) {
      expect(hook({ lifecycle, error: new Error('down') })).toBeUndefined();
    }
  });
});

describe('choosing a deployment from remotes.json', () => {
  it('uses a plain URL as it is, for everyone', () => {
    expect(chooseManifestUrl('http://cdn/x/mf-manifest.json', 42)).toBe(
      'http://cdn/x/mf-manifest.json',
    );
    expect(chooseManifestUrl('http://cdn/x/mf-manifest.json', null)).toBe(
      'http://cdn/x/mf-manifest.json',
    );
  });

  it('sends the buckets below the canary percentage to the canary and the rest to stable', () => {
    const split = {
      stable: 'http://s/mf-manifest.json',
      canary: 'http://c/mf-manifest.json',
      canaryPercent: 10,
    };
    expect(chooseManifestUrl(split, 0)).toBe(split.canary);
    expect(chooseManifestUrl(split, 9)).toBe(split.canary);
    expect(chooseManifestUrl(split, 10)).toBe(split.stable);
    expect(chooseManifestUrl({ stable: split.stable, canary: split.canary }, 0)).toBe(split.stable);
    expect(chooseManifestUrl({ ...split, canaryPercent: 0 }, 0)).toBe(split.stable);
    expect(chooseManifestUrl({ ...split, canaryPercent: 100 }, 99)).toBe(split.canary);
    expect(chooseManifestUrl({ ...split, canaryPercent: Number.NaN }, 0)).toBe(split.stable);
  });

  it('gives stable to a visitor who is not signed in', () => {
    const split = { stable: 'http://s/m.json', canary: 'http://c/m.json', canaryPercent: 100 };
    expect(chooseManifestUrl(split, null)).toBe(split.stable);
  });
});

describe('the canary bucket of a user', () => {
  it('is the same for the same user every time, whatever the case of the username', () => {
    const bucket = canaryBucket('mf-commissioner', 'alice');
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    expect(canaryBucket('mf-commissioner', 'alice')).toBe(bucket);
    expect(canaryBucket('mf-commissioner', 'ALICE')).toBe(bucket);
  });

  it('spreads users over all 100 buckets, differently per remote', () => {
    const users = Array.from({ length: 2000 }, (_, index) => `user_${index}`);
    const buckets = users.map((user) => canaryBucket('mf-commissioner', user));
    expect(new Set(buckets).size).toBe(100);
    // A 50 % canary takes about half of the users.
    const canaryShare = buckets.filter((bucket) => bucket < 50).length / users.length;
    expect(canaryShare).toBeGreaterThan(0.45);
    expect(canaryShare).toBeLessThan(0.55);
    const elsewhere = users.map((user) => canaryBucket('mf-roster', user));
    expect(elsewhere.filter((bucket, index) => bucket !== buckets[index]).length).toBeGreaterThan(
      1500,
    );
  });
});

describe('rolling a remote out to a share of users', () => {
  const STABLE = 'http://localhost:3004/mf-manifest.json';
  const CANARY = 'http://localhost:3114/mf-manifest.json';
  const split = (canaryPercent: number) => ({
    'mf-commissioner': { stable: STABLE, canary: CANARY, canaryPercent },
  });
  /** Usernames whose bucket for mf-commissioner is below / at or above 50. */
  const usernames = Array.from({ length: 200 }, (_, index) => `member_${index}`);
  const canaryUser = usernames.find((name) => canaryBucket('mf-commissioner', name) < 50) ?? '';
  const stableUser = usernames.find((name) => canaryBucket('mf-commissioner', name) >= 50) ?? '';
  const entryIn = (remotes: Parameters<typeof registerRemotes>[0] | undefined) => {
    const remote = remotes?.[0];
    return remote && 'entry' in remote ? remote.entry : undefined;
  };
  const entryOf = () => entryIn(registerRemotes.mock.calls.at(-1)?.[0]);

  it('registers the stable build until a user is known', () => {
    registerRemoteLocations(split(50));
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf-commissioner', entry: STABLE }]);
    selectBuildFor('mf-commissioner', null);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(isOnCanary('mf-commissioner')).toBe(false);
  });

  it("points the remote at the build of the user's bucket, the same on every page load", () => {
    for (let pageLoad = 0; pageLoad < 3; pageLoad += 1) {
      registerRemoteLocations(split(50));
      selectBuildFor('mf-commissioner', canaryUser);
      expect(entryOf()).toBe(CANARY);
      expect(isOnCanary('mf-commissioner')).toBe(true);

      registerRemoteLocations(split(50));
      selectBuildFor('mf-commissioner', stableUser);
      expect(entryOf()).toBe(STABLE);
      expect(isOnCanary('mf-commissioner')).toBe(false);
    }
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf-commissioner', entry: CANARY }], {
      force: true,
    });
  });

  it('sends everyone to stable at 0 %, a remotes.json edit away', () => {
    registerRemoteLocations(split(0));
    selectBuildFor('mf-commissioner', canaryUser);
    expect(entryOf()).toBe(STABLE);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('keeps the build a document has loaded when the signed-in user changes', async () => {
    registerRemoteLocations(split(50));
    selectBuildFor('mf-commissioner', canaryUser);
    loadRemote.mockResolvedValue(page);
    await loadRemotePage('mf-commissioner', './AddMember', FAST);
    registerRemotes.mockClear();
    selectBuildFor('mf-commissioner', stableUser);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(isOnCanary('mf-commissioner')).toBe(true);
  });

  it('falls back to stable after one failed canary attempt, and stays there', async () => {
    registerRemoteLocations(split(50));
    selectBuildFor('mf-commissioner', canaryUser);
    registerRemotes.mockClear();
    loadRemote
      .mockResolvedValueOnce(standIn(new Error('canary unreachable')))
      .mockResolvedValueOnce(page);

    await expect(loadRemotePage('mf-commissioner', './CreateLeague', FAST)).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf-commissioner', entry: STABLE }], {
      force: true,
    });
    expect(isOnCanary('mf-commissioner')).toBe(false);
  });

  it('does not pick the failed canary again for the next page of the same document', async () => {
    registerRemoteLocations(split(50));
    selectBuildFor('mf-commissioner', canaryUser);
    loadRemote.mockResolvedValue(standIn(new Error('canary unreachable')));
    await expect(loadRemotePage('mf-commissioner', './CreateLeague', FAST)).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    // One canary attempt, then the full retries on stable.
    expect(loadRemote).toHaveBeenCalledTimes(1 + FAST.attempts);

    registerRemotes.mockClear();
    selectBuildFor('mf-commissioner', canaryUser);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(isOnCanary('mf-commissioner')).toBe(false);
  });

  it('retries a stable build that fails without falling anywhere else', async () => {
    registerRemoteLocations(split(50));
    selectBuildFor('mf-commissioner', stableUser);
    loadRemote.mockRejectedValue(new Error('connection refused'));
    await expect(loadRemotePage('mf-commissioner', './AddPlayer', FAST)).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(loadRemote).toHaveBeenCalledTimes(FAST.attempts);
    expect(registerRemotes.mock.calls.map(([remotes]) => entryIn(remotes))).toEqual(
      registerRemotes.mock.calls.map(() => STABLE),
    );
  });
});
