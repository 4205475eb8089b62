import type { ComponentType } from 'react';

/** One page a remote exposes: the shell routes to it and names it in the fallback panel. */
export interface ExposedPage {
  title: string;
}

/** What a remote promises the shell (ARCHITECTURE.md: types cross by the workspace). */
export interface RemoteDeclaration {
  /** Its own port under `pnpm start`; it is served from its own origin, as in production. */
  port: number;
  exposes: Readonly<Record<string, ExposedPage>>;
}

/**
 * Every remote, what it exposes and where `pnpm start` serves it. The build of each remote
 * refuses an `exposes` map that differs from this one, and the contract test checks the built
 * manifests against it.
 */
export const REMOTES = {
  'mf-roster': {
    port: 3001,
    exposes: { './MyTeam': { title: 'My Team' } },
  },
  'mf-waivers': {
    port: 3002,
    exposes: {
      './WaiverWire': { title: 'Waivers' },
      './ActiveClaims': { title: 'Active Waiver Claims' },
      './TradeCenter': { title: 'Trades' },
    },
  },
  'mf-matchups': {
    port: 3003,
    exposes: {
      './Matchups': { title: 'Matchups' },
      './LeagueSchedule': { title: 'League Schedule' },
      './Standings': { title: 'Standings' },
      './Bite': { title: 'Vampire Bite' },
      './Bracket': { title: 'Playoff Bracket' },
    },
  },
  'mf-commissioner': {
    port: 3004,
    exposes: {
      './CreateLeague': { title: 'Create League' },
      './AddMember': { title: 'Add Member to League' },
      './AddPlayer': { title: 'Add Player to Team' },
      './ActivateLeague': { title: 'Activate League' },
      './RenewLeague': { title: 'Renew League' },
      './EditRules': { title: 'Edit League Rules' },
    },
  },
  'mf-league-info': {
    port: 3005,
    exposes: {
      './LeagueRosters': { title: 'League Rosters' },
      './ScoringRules': { title: 'Scoring Rules' },
      './RosterRules': { title: 'Roster Rules' },
      './WaiverRules': { title: 'Waiver Rules' },
      './LeagueHistory': { title: 'League History' },
    },
  },
} as const satisfies Record<string, RemoteDeclaration>;

export type RemoteName = keyof typeof REMOTES;

/** The modules a given remote exposes, e.g. './LeagueRosters'. */
export type ExposedModule<R extends RemoteName> = keyof (typeof REMOTES)[R]['exposes'] & string;

/** The remote names in a stable order (ports ascending). */
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

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
