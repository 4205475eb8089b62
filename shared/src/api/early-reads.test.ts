import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, configureApi } from './client';
import { EARLY_READS_FOR_MS, type EarlyAnswer, type EarlyLoads } from './early-reads';
import { getMatchupsByLeagueAndWeek, getMyTeam, searchPlayers } from './index';

// The page's early script (shell/src/early) fetches a returning member's first reads before the
// app's script has arrived; the client answers those reads from there instead of asking again.
const API = 'http://api.test:4000';
let sent: InternalAxiosRequestConfig[] = [];
const network: AxiosAdapter = async (config) => {
  sent.push(config);
  return {
    data: { from: 'network', url: config.url },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
    request: {},
  };
};
const originalAdapter = apiClient.defaults.adapter;
const globals = globalThis as {
  __FANGTASY_EARLY__?: EarlyLoads & { awaiting?: { prefix: string; registered: Promise<void> }[] };
};

function earlyPage(reads: Record<string, EarlyAnswer | null>, startedAt = Date.now()) {
  globals.__FANGTASY_EARLY__ = {
    startedAt,
    config: Promise.resolve({ apiBaseUrl: API }),
    remotes: Promise.resolve({}),
    manifests: {},
    reads: Object.fromEntries(
      Object.entries(reads).map(([path, answer]) => [`${API}${path}`, Promise.resolve(answer)]),
    ),
  };
}

beforeEach(() => {
  sent = [];
  apiClient.defaults.adapter = network;
  configureApi({ baseURL: API, authToken: null });
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  delete globals.__FANGTASY_EARLY__;
  vi.useRealTimers();
});

describe('reads the early script fetched', () => {
  it('are answered from there, by every reader at start, without asking the api again', async () => {
    earlyPage({ '/rostered_players/myTeam/7': { status: 200, body: { players: ['early'] } } });
    expect(await getMyTeam(7)).toEqual({ players: ['early'] });
    expect(await getMyTeam(7)).toEqual({ players: ['early'] });
    expect(sent).toHaveLength(0);
    // A read the early script did not make goes to the api.
    expect(await getMyTeam(8)).toEqual({ from: 'network', url: '/rostered_players/myTeam/8' });
    expect(sent).toHaveLength(1);
  });

  it('match the query as the client writes it', async () => {
    const path =
      '/players/search?page=1&page_size=20&league_id=7&exclude_rostered=1&available_now=1&sort=season_points';
    earlyPage({ [path]: { status: 200, body: { players: [], total: 0 } } });
    const answer = await searchPlayers({
      page: 1,
      page_size: 20,
      league_id: 7,
      exclude_rostered: true,
      available_now: true,
      sort: 'season_points',
    });
    expect(answer).toEqual({ players: [], total: 0 });
    expect(sent).toHaveLength(0);
  });

  it('go to the api once the early script failed or was refused', async () => {
    earlyPage({
      '/rostered_players/myTeam/7': null,
      '/rostered_players/myTeam/8': { status: 401, body: { message: 'Unauthorized' } },
    });
    await getMyTeam(7);
    await getMyTeam(8);
    expect(sent.map((config) => config.url)).toEqual([
      '/rostered_players/myTeam/7',
      '/rostered_players/myTeam/8',
    ]);
  });

  it('that wait for the week are awaited by a page that learnt the week sooner', async () => {
    earlyPage({});
    const early = globals.__FANGTASY_EARLY__!;
    let weekKnown!: () => void;
    const registered = new Promise<void>((resolve) => (weekKnown = resolve));
    early.awaiting = [{ prefix: `${API}/matchups/getMatchupsByLeagueAndWeek/7/`, registered }];
    // The page asks for week 9 before the early script has started it, and week 8 it never will.
    const week9 = getMatchupsByLeagueAndWeek(7, 9);
    const week8 = getMatchupsByLeagueAndWeek(7, 8);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(0);
    early.reads[`${API}/matchups/getMatchupsByLeagueAndWeek/7/9`] = Promise.resolve({
      status: 200,
      body: { matchups: ['early'] },
    });
    weekKnown();
    expect(await week9).toEqual({ matchups: ['early'] });
    await week8;
    expect(sent.map((config) => config.url)).toEqual(['/matchups/getMatchupsByLeagueAndWeek/7/8']);
  });

  it('are not used after a change was sent, nor once the page has been open a while', async () => {
    earlyPage({ '/rostered_players/myTeam/7': { status: 200, body: { players: ['early'] } } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EARLY_READS_FOR_MS + 1);
    await getMyTeam(7);
    expect(sent).toHaveLength(1);
    vi.useRealTimers();

    earlyPage({ '/rostered_players/myTeam/7': { status: 200, body: { players: ['early'] } } });
    await apiClient.post('/rostered_players/bestLineup/7', {});
    await getMyTeam(7);
    // The change and the read after it both went to the api.
    expect(sent.map((config) => config.url)).toEqual([
      '/rostered_players/myTeam/7',
      '/rostered_players/bestLineup/7',
      '/rostered_players/myTeam/7',
    ]);
  });
});
