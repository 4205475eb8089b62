import { useEffect, useState } from 'react';
import {
  errorStatusOf,
  getLeagueMemberByLeagueAndUserId,
  getRosteredPlayersByLeagueMemberId,
  getStandingsByLeagueId,
  MESSAGES,
  prefixedErrorMessage,
} from '@fangtasy/shared';
import type { League, LeagueMember, RosteredPlayer, User } from '@fangtasy/shared';
import { NO_OUTLOOK, teamOutlook } from './team-outlook';
import type { TeamOutlook } from './team-outlook';

export interface TeamDashboard {
  member: LeagueMember | null;
  roster: RosteredPlayer[];
  outlook: TeamOutlook;
  loading: boolean;
  error: string | null;
}

/**
 * The team's membership, then (for an active league) its roster and the league standings,
 * fetched together: one round trip after the membership, none per player (the roster answer
 * carries each player's season points; the standings carry the record and the next match).
 */
export function useTeamDashboard(user: User | null, league: League | null): TeamDashboard {
  const [state, setState] = useState<TeamDashboard>({
    member: null,
    roster: [],
    outlook: NO_OUTLOOK,
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
    const load = async (): Promise<TeamDashboard> => {
      let member: LeagueMember;
      try {
        member = await getLeagueMemberByLeagueAndUserId(leagueId, userId);
      } catch (failure) {
        const status = errorStatusOf(failure);
        if (status === 404 || status === 403) {
          return {
            member: null,
            roster: [],
            outlook: NO_OUTLOOK,
            loading: false,
            error: MESSAGES.notMemberOfLeague,
          };
        }
        throw failure;
      }
      if (!isActive)
        return { member, roster: [], outlook: NO_OUTLOOK, loading: false, error: null };
      const [roster, standings] = await Promise.all([
        getRosteredPlayersByLeagueMemberId(member.id),
        getStandingsByLeagueId(leagueId),
      ]);
      return {
        member,
        roster: roster.filter((player) => player.is_rostered === 1),
        outlook: teamOutlook(standings),
        loading: false,
        error: null,
      };
    };
    load()
      .then((next) => {
        if (current) setState(next);
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
