import { useQuery } from '@tanstack/react-query';
import {
  biteNewsFor,
  errorStatusOf,
  getBiteRightsByLeagueId,
  getLeagueMemberByLeagueAndUserId,
  getMyTeam,
  getStandingsByLeagueId,
  getTransactionsByLeagueId,
  getWaiverClaimsByLeagueMemberId,
  getWaiverWindow,
  lineupAlerts,
  MESSAGES,
  messageFromError,
  prefixedErrorMessage,
  vampireRulesLabel,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import type {
  BiteNews,
  League,
  LeagueMember,
  LeagueTransaction,
  LineupAlert,
  MyTeam,
  RosteredPlayer,
  User,
  WaiverClaim,
} from '@fangtasy/shared';
import { NO_OUTLOOK, teamOutlook } from './team-outlook';
import type { TeamOutlook } from './team-outlook';

/** How many of the league's latest transactions the dashboard lists. */
export const LATEST_TRANSACTIONS = 5;

/** A part of the page that loads on its own: its failure stays inside its panel. */
export type Part<T> = { ok: true; value: T } | { ok: false; error: string };

export interface PendingClaims {
  claims: WaiverClaim[];
  /** When the next weekly waiver run is due; null after the season's last. */
  nextRunAt: string | null;
}

/** What game day adds to the spec's dashboard for an active league. */
export interface GameDay {
  /** The fantasy week whose match the dashboard follows (this week, else the next match's). */
  week: number | null;
  alerts: LineupAlert[];
  /** A vampire member's lasting label; null for everyone else. */
  vampireLabel: string | null;
  claims: Part<PendingClaims>;
  transactions: Part<LeagueTransaction[]>;
  /** The member's bite right to use, and bites taken by or from him lately (decision 019). */
  bites: BiteNews[];
}

export interface TeamDashboard {
  member: LeagueMember | null;
  roster: RosteredPlayer[];
  outlook: TeamOutlook;
  gameDay: GameDay | null;
  loading: boolean;
  error: string | null;
}

/** Started beside the page's core reads, a part never rejects: it holds its value or its error. */
const partOf = <T>(promise: Promise<T>): Promise<Part<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (failure: unknown) => ({
      ok: false,
      error: messageFromError(failure, MESSAGES.failedToLoadData),
    }),
  );

/** The lineup alerts of a My Team answer (its rostered players under the member's own rules). */
export const alertsOf = (team: MyTeam): LineupAlert[] =>
  team.roster_rules
    ? lineupAlerts(
        team.roster_rules,
        team.players.filter((player) => player.is_rostered === 1),
      )
    : [];

/** The vampire's label: his own rule set against the regular one, both in the My Team answer. */
function vampireLabelOf(team: MyTeam): string | null {
  if (!team.member.is_vamp || !team.roster_rules || !team.regular_roster_rules) return null;
  return vampireRulesLabel(team.roster_rules, team.regular_roster_rules);
}

/** What the dashboard shows for the member in the league, read together (see useTeamDashboard). */
async function loadTeamDashboard(
  userId: number,
  leagueId: number,
  isActive: boolean,
): Promise<TeamDashboard> {
  const empty = { roster: [], outlook: NO_OUTLOOK, gameDay: null, loading: false };
  let member: LeagueMember;
  try {
    member = await getLeagueMemberByLeagueAndUserId(leagueId, userId);
  } catch (failure) {
    const status = errorStatusOf(failure);
    if (status === 404 || status === 403)
      return { member: null, ...empty, error: MESSAGES.notMemberOfLeague };
    throw failure;
  }
  if (!isActive) return { member, ...empty, error: null };
  const claims = partOf(
    Promise.all([getWaiverClaimsByLeagueMemberId(member.id), getWaiverWindow(leagueId)]).then(
      ([active, window]) => ({
        claims: active.filter((claim) => claim.status === 'pending'),
        nextRunAt: window.next_run_at,
      }),
    ),
  );
  const transactions = partOf(
    getTransactionsByLeagueId(leagueId).then((log) => log.slice(0, LATEST_TRANSACTIONS)),
  );
  // Bites are news when there is some: a failed read shows none rather than a broken card.
  const rights = getBiteRightsByLeagueId(leagueId).catch(() => []);
  const [team, standings] = await Promise.all([
    getMyTeam(leagueId),
    getStandingsByLeagueId(leagueId),
  ]);
  const label = vampireLabelOf(team);
  const [pending, latest, bites] = await Promise.all([claims, transactions, rights]);
  return {
    member,
    roster: team.players.filter((player) => player.is_rostered === 1),
    outlook: teamOutlook(standings),
    gameDay: {
      week: team.current_week?.week ?? standings.next_match?.week ?? null,
      alerts: alertsOf(team),
      vampireLabel: label,
      claims: pending,
      transactions: latest,
      // Recent by the league clock (the answer's `now`), not the browser's.
      bites: biteNewsFor(bites, member.id, team.now),
    },
    loading: false,
    error: null,
  };
}

const LOADING: TeamDashboard = {
  member: null,
  roster: [],
  outlook: NO_OUTLOOK,
  gameDay: null,
  loading: true,
  error: null,
};

/**
 * The team's membership, then for an active league everything game day shows, fetched together
 * as one query of the page's cache: one request per kind of data (the My Team answer carries the
 * roster with each player's season points, this week's games, the member's rule set and week;
 * the standings the record and next match), none per player. The roster and standings are the
 * page; claims, transactions and the vampire label fail inside their own panels.
 */
export function useTeamDashboard(user: User | null, league: League | null): TeamDashboard {
  const userId = user?.id;
  const leagueId = league?.league_id;
  const isActive = league?.is_active === 1;
  const query = useQuery({
    queryKey: queryKeys.own(leagueId ?? 0, userId, 'dashboard', isActive),
    queryFn: () => loadTeamDashboard(userId ?? 0, leagueId ?? 0, isActive),
    enabled: userId !== undefined && leagueId !== undefined,
  });
  if (userId === undefined || leagueId === undefined)
    return { ...LOADING, loading: false, error: MESSAGES.missingUserOrLeague };
  if (query.data) return query.data;
  if (query.isError)
    return {
      ...LOADING,
      loading: false,
      error: prefixedErrorMessage(MESSAGES.failedToLoadTeamInfo, query.error),
    };
  return LOADING;
}
