/**
 * Every query key of the shell and the remotes, in one place (decision 053). A key names what
 * an answer is about, widest first — the league, then a week or a member — so one
 * `invalidateQueries({ queryKey: prefix })` reaches everything a change touches: a whole league
 * (`queryKeys.league(7)`), one member's reads in it, or one list.
 *
 * A page whose answer is several calls put together (the trade centre, the claim form) keys that
 * whole under the league too, so a change in the league refreshes it with the rest.
 */
export const queryKeys = {
  /** Everything read about one league: the prefix of every key below but the few outside it. */
  league: (leagueId: number) => ['league', leagueId] as const,
  leagueInfo: (leagueId: number) => ['league', leagueId, 'info'] as const,
  activation: (leagueId: number) => ['league', leagueId, 'activation'] as const,
  history: (leagueId: number) => ['league', leagueId, 'history'] as const,
  /** The league's members (every page that lists or picks teams). */
  members: (leagueId: number) => ['league', leagueId, 'members'] as const,

  /** The league's rules; `kind` names the set, `detail` a variant (the roster's rule set). */
  rules: (leagueId: number, kind: string, detail?: string | number) =>
    detail === undefined
      ? (['league', leagueId, 'rules', kind] as const)
      : (['league', leagueId, 'rules', kind, detail] as const),

  standings: (leagueId: number) => ['league', leagueId, 'standings'] as const,
  schedule: (leagueId: number) => ['league', leagueId, 'schedule'] as const,
  bracket: (leagueId: number) => ['league', leagueId, 'bracket'] as const,
  /** One week of the league: its matchups, live (kept by useLiveWeek). */
  weekMatchups: (leagueId: number, week: number) =>
    ['league', leagueId, 'week', week, 'matchups'] as const,
  biteRights: (leagueId: number) => ['league', leagueId, 'bites'] as const,
  transactions: (leagueId: number) => ['league', leagueId, 'transactions'] as const,
  waiverWindow: (leagueId: number) => ['league', leagueId, 'waiver-window'] as const,
  /** What waits for the signed-in member (the Trades badge). */
  pendingCount: (leagueId: number) => ['league', leagueId, 'pending'] as const,
  /** The player search of a page in the league (availability depends on the league). */
  players: (leagueId: number, search: object) => ['league', leagueId, 'players', search] as const,

  /** The signed-in member's reads in the league, each naming the page or part that reads it. */
  own: (leagueId: number, userId: number | undefined, part: string, detail?: unknown) =>
    ['league', leagueId, 'own', userId ?? null, part, detail ?? null] as const,
  /** One member's reads (his roster, his claims), `part` naming which. */
  member: (leagueId: number, memberId: number, part: string, detail?: unknown) =>
    ['league', leagueId, 'member', memberId, part, detail ?? null] as const,

  /** The signed-in user's own reads outside a league: his memberships, what he may do. */
  user: (userId: number, part: string) => ['user', userId, part] as const,

  /** Not about one league. */
  currentWeek: () => ['fantasy-week', 'current'] as const,
  seasonGames: (season: number) => ['season', season, 'games'] as const,
};

/**
 * The league's draft room (decision 053's keys, under the league): an object of its own beside
 * `queryKeys`, so adding it is a new name in the shared surface rather than a change to one
 * (decision 056) — a remote built before it keeps working with a shell built after.
 */
export const draftQueryKeys = {
  /** The league's draft: the prefix of the room, its available players and the queues. */
  all: (leagueId: number) => ['league', leagueId, 'draft'] as const,
  /** The draft room every member sees (settings, order, picks, the clock). */
  room: (leagueId: number) => ['league', leagueId, 'draft', 'room'] as const,
  /**
   * The players still to draft under a filter; `picksMade` is part of the key, so a pick seen in
   * the room reads the list again by itself.
   */
  available: (leagueId: number, filter: object, picksMade: number) =>
    ['league', leagueId, 'draft', 'available', filter, picksMade] as const,
  /** The signed-in member's queue, read again with each pick like the available players. */
  queue: (leagueId: number, userId: number | undefined, picksMade: number) =>
    ['league', leagueId, 'draft', 'queue', userId ?? null, picksMade] as const,
  /** How the league's picks are made: live, or entered after an offline draft (decision 066). */
  mode: (leagueId: number) => ['league', leagueId, 'draft', 'mode'] as const,
};
