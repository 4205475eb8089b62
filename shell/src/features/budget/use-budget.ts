import { useQuery } from '@tanstack/react-query';
import {
  getLeagueMemberByLeagueAndUserId,
  getTransactionsByLeagueId,
  MESSAGES,
  prefixedErrorMessage,
} from '@fangtasy/shared';
import type { LeagueMember, LeagueTransaction } from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';

export interface Budget {
  member: LeagueMember | null;
  /** The member's won waiver bids, newest first. */
  wonBids: LeagueTransaction[];
  loading: boolean;
  error: string | null;
}

/** The member and the bids they won, read together. */
async function loadBudget(userId: number, leagueId: number) {
  const [member, transactions] = await Promise.all([
    getLeagueMemberByLeagueAndUserId(leagueId, userId),
    getTransactionsByLeagueId(leagueId),
  ]);
  const wonBids = transactions
    .filter((t) => t.kind === 'waiver_won' && t.league_member_id === member.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { member, wonBids };
}

/** The member's remaining FAAB and the bids they won, fetched together. */
export function useBudget(userId: number | undefined, leagueId: number | undefined): Budget {
  const known = userId !== undefined && leagueId !== undefined;
  const query = useQuery({
    queryKey: queryKeys.own(leagueId ?? 0, userId, 'budget'),
    queryFn: () => loadBudget(userId ?? 0, leagueId ?? 0),
    enabled: known,
  });
  if (!known)
    return { member: null, wonBids: [], loading: false, error: MESSAGES.missingUserOrLeague };
  if (query.isError)
    return {
      member: null,
      wonBids: [],
      loading: false,
      error: prefixedErrorMessage(MESSAGES.failedToLoadTeamInfo, query.error),
    };
  return {
    member: query.data?.member ?? null,
    wonBids: query.data?.wonBids ?? [],
    loading: query.isPending,
    error: null,
  };
}
