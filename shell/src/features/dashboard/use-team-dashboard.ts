import { startTransition, useEffect, useState } from 'react';
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

/**
 * The team's membership, then for an active league everything game day shows, fetched together:
 * one request per kind of data (the My Team answer carries the roster with each player's season
 * points, this week's games, the member's rule set and week; the standings the record and next
 * match), none per player. The roster and standings are the page; claims, transactions and the
 * vampire label fail inside their own panels.
 */
export function useTeamDashboard(user: User | null, league: League | null): TeamDashboard {
  const [state, setState] = useState<TeamDashboard>({
    member: null,
    roster: [],
    outlook: NO_OUTLOOK,
    gameDay: null,
    loading: true,
    error: null,
  });
  const userId = user?.id;
  const leagueId = league?.league_id;
  const isActive = league?.is_active === 1;

  useEffect(() => {
    if (userId === undefined || leagueId === undefined) {
      setState((s) => ({ ...s, loading: false, error: MESSAGES.missingUserOrLeague }));
      return;
    }
    let current = true;
    const empty = { roster: [], outlook: NO_OUTLOOK, gameDay: null, loading: false };
    const load = async (): Promise<TeamDashboard> => {
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
    };
    load()
      .then((next) => {
        // Drawn in slices as a transition, as every page's answer is (shared useLoad).
        if (current) startTransition(() => setState(next));
      })
      .catch((failure: unknown) => {
        if (current) {
          setState((s) => ({
            ...s,
            loading: false,
            error: prefixedErrorMessage(MESSAGES.failedToLoadTeamInfo, failure),
          }));
        }
      });
    return () => {
      current = false;
    };
  }, [userId, leagueId, isActive]);

  return state;
}
