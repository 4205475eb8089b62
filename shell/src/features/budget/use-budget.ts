import { useEffect, useState } from 'react';
import {
  getLeagueMemberByLeagueAndUserId,
  getTransactionsByLeagueId,
  MESSAGES,
  prefixedErrorMessage,
} from '@fangtasy/shared';
import type { LeagueMember, LeagueTransaction } from '@fangtasy/shared';

export interface Budget {
  member: LeagueMember | null;
  /** The member's won waiver bids, newest first. */
  wonBids: LeagueTransaction[];
  loading: boolean;
  error: string | null;
}

/** The member's remaining FAAB and the bids they won, fetched together. */
export function useBudget(userId: number | undefined, leagueId: number | undefined): Budget {
  const [budget, setBudget] = useState<Budget>({
    member: null,
    wonBids: [],
    loading: true,
    error: null,
  });

  useEffect(() => {
    if (userId === undefined || leagueId === undefined) {
      setBudget({ member: null, wonBids: [], loading: false, error: MESSAGES.missingUserOrLeague });
      return;
    }
    let current = true;
    Promise.all([
      getLeagueMemberByLeagueAndUserId(leagueId, userId),
      getTransactionsByLeagueId(leagueId),
    ])
      .then(([member, transactions]) => {
        if (!current) return;
        const wonBids = transactions
          .filter((t) => t.kind === 'waiver_won' && t.league_member_id === member.id)
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        setBudget({ member, wonBids, loading: false, error: null });
      })
      .catch((failure: unknown) => {
        if (current) {
          setBudget({
            member: null,
            wonBids: [],
            loading: false,
            error: prefixedErrorMessage(MESSAGES.failedToLoadTeamInfo, failure),
          });
        }
      });
    return () => {
      current = false;
    };
  }, [userId, leagueId]);

  return budget;
}
