import type { ComponentType } from 'react';
import { MESSAGES } from '../domain/messages';

/**
 * Who may open a remote page, as the shell's route guards check it: `session` a signed-in user,
 * `league` one with a selected league, `active-league` one whose league is active, `commissioner`
 * the selected league's commissioner.
 */
export type RouteGuard = 'session' | 'league' | 'active-league' | 'commissioner';

/** One page a remote exposes, and the shell route that shows it. */
export interface ExposedPage {
  /** The page's name: in the fallback panel ('<title> is unavailable right now.') and loading text. */
  title: string;
  /** The shell's path for the page, without the leading slash ('roster'). */
  path: string;
  guard: RouteGuard;
  /** What the area says while the page loads, where the spec gives one; else 'Loading <title>...'. */
  loadingText?: string;
}

/** What a remote promises the shell (ARCHITECTURE.md: types cross by the workspace). */
export interface RemoteDeclaration {
  /** Its own port under `pnpm start`; it is served from its own origin, as in production. */
  port: number;
  /** The title of its standalone page ('<title> — Fangtasy Football'). */
  title: string;
  /**
   * Exposed module ('./MyTeam') → its page. The source of './MyTeam' is src/exposed/my-team.tsx
   * (exposedFile): the build, the standalone page and the shell's routes all read this map.
   */
  exposes: Readonly<Record<string, ExposedPage>>;
}

/**
 * Every remote, what it exposes, the shell route of each page and where `pnpm start` serves it:
 * the one list the builds, the shell's routes, the scripts and the tests read. A new remote is
 * added here by `pnpm new:remote <name>` (docs/how-to/add-a-remote.md).
 */
export const REMOTES = {
  'mf-roster': {
    port: 3001,
    title: 'My Team',
    exposes: {
      './MyTeam': { title: 'My Team', path: 'roster', guard: 'active-league' },
    },
  },
  'mf-waivers': {
    port: 3002,
    title: 'Waivers',
    exposes: {
      './WaiverWire': { title: 'Waivers', path: 'waivers', guard: 'active-league' },
      './ActiveClaims': {
        title: 'Active Waiver Claims',
        path: 'active-waiver-claims',
        guard: 'active-league',
        loadingText: MESSAGES.loadingWaiverClaims,
      },
      './TradeCenter': { title: 'Trades', path: 'trades', guard: 'active-league' },
    },
  },
  'mf-matchups': {
    port: 3003,
    title: 'Matchups',
    exposes: {
      './Matchups': { title: 'Matchups', path: 'matchups', guard: 'active-league' },
      './LeagueSchedule': {
        title: 'League Schedule',
        path: 'league-member-schedule',
        guard: 'active-league',
      },
      './Standings': { title: 'Standings', path: 'standings', guard: 'active-league' },
      './Bite': { title: 'Vampire Bite', path: 'bite', guard: 'active-league' },
      './Bracket': { title: 'Playoff Bracket', path: 'bracket', guard: 'active-league' },
    },
  },
  'mf-commissioner': {
    port: 3004,
    title: 'Commissioner Tools',
    exposes: {
      './CreateLeague': { title: 'Create League', path: 'create-league', guard: 'session' },
      './AddMember': {
        title: 'Add Member to League',
        path: 'add-member-to-league',
        guard: 'commissioner',
      },
      './AddPlayer': {
        title: 'Add Player to Team',
        path: 'add-player-to-team',
        guard: 'commissioner',
      },
      // Open to every member with a league: the screen itself checks for commissioner.
      './ActivateLeague': { title: 'Activate League', path: 'activate-league', guard: 'league' },
      './RenewLeague': { title: 'Renew League', path: 'renew-league', guard: 'commissioner' },
      './EditRules': {
        title: 'Edit League Rules',
        path: 'edit-league-rules',
        guard: 'commissioner',
      },
    },
  },
  'mf-league-info': {
    port: 3005,
    title: 'League Info',
    exposes: {
      './LeagueRosters': {
        title: 'League Rosters',
        path: 'league-member-roster',
        guard: 'active-league',
      },
      './ScoringRules': {
        title: 'Scoring Rules',
        path: 'scoring-rules',
        guard: 'active-league',
        loadingText: MESSAGES.loadingScoringRules,
      },
      './RosterRules': { title: 'Roster Rules', path: 'roster-rules', guard: 'active-league' },
      './WaiverRules': { title: 'Waiver Rules', path: 'waiver-rules', guard: 'active-league' },
      './LeagueHistory': {
        title: 'League History',
        path: 'league-history',
        guard: 'active-league',
      },
    },
  },
  'mf-draft': {
    port: 3006,
    title: 'Draft Room',
    exposes: {
      './Draft': { title: 'Draft Room', path: 'draft', guard: 'league' },
      // Any signed-in member, with a league or not: the mock draft is his own (decision 067).
      './MockDraft': { title: 'Mock Draft', path: 'draft/mock', guard: 'session' },
    },
  },
} as const satisfies Record<string, RemoteDeclaration>;

export type RemoteName = keyof typeof REMOTES;

/** The modules a given remote exposes, e.g. './LeagueRosters'. */
export type ExposedModule<R extends RemoteName> = keyof (typeof REMOTES)[R]['exposes'] & string;

/** True for a name that REMOTES declares (remotes.json keys come from outside the build). */
export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTES, name);

/**
 * The shape every exposed module satisfies: a default-exported page component that takes no
 * props (it reads the session from the shared atoms).
 */
export interface RemotePageModule {
  default: ComponentType;
}

/**
 * One entry of the shell's `remotes.json`: the remote's mf-manifest.json URL, or a canary split
 * between two deployments (the share of sessions that get `canary`, 0-100).
 */
export type RemoteLocation = string | { stable: string; canary?: string; canaryPercent?: number };

/** The shell's `remotes.json`: remote name → where its manifest is. Unknown names are ignored. */
export type RemotesFile = Partial<Record<RemoteName, RemoteLocation>>;

/** The shell's `config.json`, read at start so one build runs against any api. */
export interface ShellRuntimeConfig {
  apiBaseUrl: string;
}
