import { afterEach, describe, expect, it, vi } from 'vitest';
import * as runtime from '@module-federation/enhanced/runtime';
import { loadRemotePage, RemoteUnavailableError } from './load-remote-page';
import remoteFallbackPlugin, { REMOTE_UNAVAILABLE } from './remote-fallback-plugin';
import { chooseManifestUrl, registerRemoteLocations } from './remote-registry';

vi.mock('@module-federation/enhanced/runtime', () => ({
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
  it('uses a plain URL as it is', () => {
    expect(chooseManifestUrl('http://cdn/x/mf-manifest.json', 42)).toBe(
      'http://cdn/x/mf-manifest.json',
    );
  });

  it('sends the canary share of browsers to the canary and the rest to stable', () => {
    const split = {
      stable: 'http://s/mf-manifest.json',
      canary: 'http://c/mf-manifest.json',
      canaryPercent: 10,
    };
    expect(chooseManifestUrl(split, 9)).toBe(split.canary);
    expect(chooseManifestUrl(split, 10)).toBe(split.stable);
    expect(chooseManifestUrl({ stable: split.stable, canary: split.canary }, 0)).toBe(split.stable);
  });
});
