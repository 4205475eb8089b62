import { useEffect, useState } from 'react';
import { getPendingTradeCount, onPendingChange } from '@fangtasy/shared';

/** How often an open page asks again what waits for the member (offers come from others). */
export const PENDING_REFRESH_MS = 60_000;

/**
 * What waits for the member in the selected league — offers to answer, trades to review, bite
 * rights to use — for the Trades badge: read when the league is chosen, again whenever a page
 * announces an answer of its own (shared `announcePendingChange`), when the window comes back
 * into view, and every minute while it is in view. A failed read keeps the last count.
 */
export function usePendingCount(leagueId: number | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
    if (leagueId === null) return;
    let current = true;
    const read = () => {
      getPendingTradeCount(leagueId).then(
        (answer) => {
          if (current) setCount(answer.count);
        },
        () => undefined,
      );
    };
    const inView = () => document.visibilityState === 'visible';
    const onVisibility = () => {
      if (inView()) read();
    };
    read();
    const stopListening = onPendingChange(read);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(onVisibility, PENDING_REFRESH_MS);
    return () => {
      current = false;
      stopListening();
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }, [leagueId]);
  return count;
}
