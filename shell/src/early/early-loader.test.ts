import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EarlyLoads } from '@fangtasy/shared';
import { EARLY_PAGES, earlyLoaderScript, type EarlyPlan } from './early-plan';

// The early loader runs from index.html as plain script text, so it is tested as that text: run
// against a stand-in window whose fetch answers like the servers and records what was asked.
const source = readFileSync(fileURLToPath(new URL('./early-loader.js', import.meta.url)), 'utf8');
const earlyLoad = new Function(`${source}; return earlyLoad;`)() as (
  plan: EarlyPlan,
  win: unknown,
) => void;

const API = 'http://api.test:4000';
const ROSTER_MANIFEST = 'http://roster.test:3001/mf-manifest.json';
const plan: EarlyPlan = {
  apiBaseUrl: 'http://localhost:4000',
  pages: EARLY_PAGES.map((page) => ({
    ...page,
    files: page.chunk === 'federation' ? ['/569.abc.js', '/federation.def.js'] : ['/dash.js'],
  })),
};

interface Session {
  user?: unknown;
  league?: unknown;
  league_member?: unknown;
}

function standInWindow(path: string, session: Session) {
  const asked: string[] = [];
  const preloaded: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const answers: Record<string, () => Response> = {
    '/config.json': () => json({ apiBaseUrl: API }),
    '/remotes.json': () =>
      json({ 'mf-roster': ROSTER_MANIFEST, 'mf-matchups': 'http://m.test/mf-manifest.json' }),
    [ROSTER_MANIFEST]: () =>
      json({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './MyTeam',
            assets: { js: { sync: ['expose.1.js'], async: [] }, css: { sync: [], async: [] } },
          },
          {
            path: './Other',
            assets: { js: { sync: ['other.js'], async: [] }, css: { sync: [], async: [] } },
          },
        ],
      }),
    [`${API}/fantasy_weeks/current`]: () =>
      json({ status: 'success', data: { year: 2025, week: 9 } }),
  };
  const win = {
    location: { pathname: path, href: `http://shell.test${path}` },
    localStorage: {
      getItem: (key: keyof Session) =>
        session[key] === undefined ? null : JSON.stringify(session[key]),
    },
    document: {
      createElement: () => ({}) as Record<string, string>,
      head: {
        appendChild: (link: { href: string; as: string }) =>
          preloaded.push(`${link.as} ${link.href}`),
      },
    },
    fetch: (url: string) => {
      asked.push(url);
      return Promise.resolve((answers[url] ?? (() => json({ url })))());
    },
  } as Record<string, unknown>;
  return {
    win,
    asked,
    preloaded,
    early: () => win.__FANGTASY_EARLY__ as EarlyLoads & { awaiting?: { prefix: string }[] },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const alice = {
  user: { id: 2 },
  league: { league_id: 1 },
  league_member: { id: 12, league_id: 1, is_vamp: 1 },
};

describe('the early loader', () => {
  it('for a signed-out visitor fetches only the run-time files', async () => {
    const page = standInWindow('/roster', {});
    earlyLoad(plan, page.win);
    await settle();
    expect(page.asked).toEqual(['/config.json', '/remotes.json']);
    expect(await page.early().config).toEqual({ apiBaseUrl: API });
    expect(page.preloaded).toEqual([]);
  });

  it("starts a member's remote page: its runtime, manifest, scripts and first reads", async () => {
    const page = standInWindow('/roster/', alice);
    earlyLoad(plan, page.win);
    await settle();
    expect(page.preloaded).toEqual([
      'script /569.abc.js',
      'script /federation.def.js',
      'script http://roster.test:3001/remoteEntry.js',
      'script http://roster.test:3001/expose.1.js',
    ]);
    expect(page.asked).toContain(ROSTER_MANIFEST);
    expect(Object.keys(page.early().reads).sort()).toEqual(
      [
        `${API}/leagues/getLeagueById/1`,
        `${API}/league_members/getLeagueMemberByLeagueAndUserId/1/2`,
        `${API}/trades/getPendingCount/1`,
        `${API}/rostered_players/myTeam/1`,
        `${API}/bites/getBiteRightsByLeagueId/1`,
      ].sort(),
    );
    // The manifest is kept, unread, for the federation runtime.
    const manifest = await page.early().manifests[ROSTER_MANIFEST];
    expect(manifest?.bodyUsed).toBe(false);
  });

  it("preloads the dashboard's own code for a member coming back to it", async () => {
    const page = standInWindow('/dashboard', alice);
    earlyLoad(plan, page.win);
    await settle();
    expect(page.preloaded).toEqual(['script /dash.js']);
    expect(page.asked).toContain(`${API}/matchups/getMatchupsByLeagueAndWeek/1/9`);
    // The page may learn the week from its own reads first: it is told to wait for this one.
    const [awaiting] = page.early().awaiting ?? [];
    expect(awaiting?.prefix).toBe(`${API}/matchups/getMatchupsByLeagueAndWeek/1/`);
  });

  it('fills the member, the rule set and the current week into the reads', async () => {
    const waivers = standInWindow('/waivers', alice);
    earlyLoad(plan, waivers.win);
    await settle();
    expect(waivers.asked).toContain(`${API}/roster_rules/getRosterRulesByLeagueId/1/2`);
    expect(waivers.asked).toContain(
      `${API}/waiver_claims/getWaiverClaimsByLeagueMemberId/12?is_active=1`,
    );

    const matchups = standInWindow('/matchups', alice);
    earlyLoad(plan, matchups.win);
    await settle();
    expect(matchups.asked).toContain(`${API}/matchups/getMatchupsByLeagueAndWeek/1/9`);
    expect(await matchups.early().reads[`${API}/matchups/getMatchupsByLeagueAndWeek/1/9`]).toEqual({
      status: 200,
      body: { url: `${API}/matchups/getMatchupsByLeagueAndWeek/1/9` },
    });
  });

  it('leaves out reads whose member is unknown (a stored membership of another league)', async () => {
    const page = standInWindow('/waivers', { ...alice, league_member: { id: 5, league_id: 4 } });
    earlyLoad(plan, page.win);
    await settle();
    expect(page.asked.some((url) => url.includes('getWaiverClaimsByLeagueMemberId'))).toBe(false);
    expect(page.asked).toContain(`${API}/waiver_runs/getWaiverWindow/1`);
  });

  it('is written into the page with its plan, the federation files left for the build', () => {
    const script = earlyLoaderScript('http://localhost:4000');
    expect(script).toContain('function earlyLoad(plan, win)');
    expect(script).toContain('"files":"__FANGTASY_CHUNK_FILES:signed-in-shell+federation__"');
    expect(script).toContain('"files":"__FANGTASY_CHUNK_FILES:signed-in-shell+dashboard-page__"');
    expect(script.trim().endsWith(', window);')).toBe(true);
  });
});
