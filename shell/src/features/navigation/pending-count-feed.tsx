import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getPendingTradeCount } from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';

/** How often an open page asks again what waits for the member (offers come from others). */
export const PENDING_REFRESH_MS = 60_000;

export interface PendingCountFeedProps {
  leagueId: number;
  onCount: (leagueId: number, count: number) => void;
}

/**
 * What waits for the member in the league — offers to answer, trades to review, bite rights to
 * use — for the Trades badge (decision 031), as a query: read when the league is chosen, again
 * when a page's change invalidates it (an answer, a review, a bite: `queryKeys.pendingCount` or
 * the whole league), when the window comes back into view, and every minute while it is in view.
 * A failed read keeps the last count. It comes with the signed-in shell (decision 055).
 */
export function PendingCountFeed({ leagueId, onCount }: PendingCountFeedProps) {
  const { data } = useQuery({
    queryKey: queryKeys.pendingCount(leagueId),
    queryFn: () => getPendingTradeCount(leagueId),
    refetchInterval: PENDING_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const count = data?.count ?? 0;
  useEffect(() => onCount(leagueId, count), [leagueId, count, onCount]);
  return null;
}
