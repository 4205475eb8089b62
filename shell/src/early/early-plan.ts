import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chunkFilesToken } from '@fangtasy/shared/federation';

/** A page a member lands on, and what it downloads first (early-loader.js). */
export interface EarlyPage {
  path: string;
  /** The remote and module whose page the route shows; a shell page has none. */
  remote?: string;
  expose?: string;
  /**
   * The shell's own code the page needs first, a named chunk group ('federation' for a remote's
   * page): in the plan written into the page, its files (`files`).
   */
  chunk: string;
  files?: string[];
  /**
   * The api reads the page (and the session keeper) makes as it opens, exactly as the api client
   * sends them: `{league}`, `{user}`, `{member}`, `{rosterType}` come from the stored session,
   * `{week}` from /fantasy_weeks/current. A read listed here that the page no longer makes only
   * costs its download; one the page makes but is missing here is simply fetched by the page.
   */
  reads: string[];
}

/** What the build gives the early loader. */
export interface EarlyPlan {
  /** The api used when /config.json is missing (shared's DEFAULT_API_BASE_URL). */
  apiBaseUrl: string;
  pages: EarlyPage[];
}

/**
 * What every member page reads: the session keeper re-reads the selected league and membership,
 * the navigation what waits for the member (the Trades badge).
 */
const SESSION_READS = [
  '/leagues/getLeagueById/{league}',
  '/league_members/getLeagueMemberByLeagueAndUserId/{league}/{user}',
  '/trades/getPendingCount/{league}',
];

/** The member pages people come back to most, phone in hand. */
export const EARLY_PAGES: EarlyPage[] = [
  {
    path: '/dashboard',
    chunk: 'dashboard-page',
    reads: [
      ...SESSION_READS,
      '/waiver_claims/getWaiverClaimsByLeagueMemberId/{member}?is_active=1',
      '/waiver_runs/getWaiverWindow/{league}',
      '/transactions/getByLeagueId/{league}',
      '/rostered_players/myTeam/{league}',
      '/bites/getBiteRightsByLeagueId/{league}',
      '/standings/getStandingsByLeagueId/{league}',
      '/matchups/getMatchupsByLeagueAndWeek/{league}/{week}',
    ],
  },
  {
    path: '/roster',
    remote: 'mf-roster',
    expose: './MyTeam',
    chunk: 'federation',
    reads: [
      ...SESSION_READS,
      '/rostered_players/myTeam/{league}',
      '/bites/getBiteRightsByLeagueId/{league}',
    ],
  },
  {
    path: '/matchups',
    remote: 'mf-matchups',
    expose: './Matchups',
    chunk: 'federation',
    reads: [
      ...SESSION_READS,
      '/fantasy_weeks/current',
      '/matchups/getMatchupsByLeagueAndWeek/{league}/{week}',
    ],
  },
  {
    path: '/waivers',
    remote: 'mf-waivers',
    expose: './WaiverWire',
    chunk: 'federation',
    reads: [
      ...SESSION_READS,
      '/waiver_runs/getWaiverWindow/{league}',
      '/players/search?page=1&page_size=20&league_id={league}&exclude_rostered=1&available_now=1&sort=season_points',
      '/roster_rules/getRosterRulesByLeagueId/{league}/{rosterType}',
      '/rostered_players/getRosteredPlayersByLeagueMemberId/{member}',
      '/waiver_claims/getWaiverClaimsByLeagueMemberId/{member}?is_active=1',
      '/transactions/getByLeagueId/{league}',
    ],
  },
];

/**
 * The script index.html runs first: the loader's own text and its call with the plan. Each page's
 * files are left as a token the build replaces (hostConfig).
 */
export function earlyLoaderScript(apiBaseUrl: string): string {
  const source = readFileSync(fileURLToPath(new URL('./early-loader.js', import.meta.url)), 'utf8');
  // Every member page needs the signed-in shell first (decision 055), then its own chunk.
  const pages = EARLY_PAGES.map((page) => ({
    ...page,
    files: chunkFilesToken(`signed-in-shell+${page.chunk}`),
  }));
  return `${source}\nearlyLoad(${JSON.stringify({ apiBaseUrl, pages })}, window);`;
}
