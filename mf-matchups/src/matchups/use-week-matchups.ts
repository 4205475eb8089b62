import { useEffect, useState } from 'react';
import { getMatchupsByLeagueAndWeek, type WeekMatchups } from '@fangtasy/shared';
import { refreshDelay } from './refresh-delay';

export interface WeekMatchupsState {
  /**
   * The latest answer; it stays on screen while a refresh is on its way (after a change of week,
   * until the new week arrives: compare its `week`).
   */
  data: WeekMatchups | null;
  /** Why the week could not be loaded (a failed refresh keeps the last scores instead). */
  error: unknown;
  loading: boolean;
}

/**
 * A week's matchups, kept live: while a game of the week is in progress the answer is fetched
 * again every TIMINGS.liveRefreshMs and swapped in place, so rows update without a flicker or a
 * reload. Choosing another week starts over; leaving the page stops the refreshes.
 */
export function useWeekMatchups(leagueId: number, week: number | null): WeekMatchupsState {
  const [state, setState] = useState<WeekMatchupsState>({
    data: null,
    error: null,
    loading: true,
  });

  useEffect(() => {
    if (week === null) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown: WeekMatchups | null = null;
    // The last week's answer stays until this one arrives: its pickers keep their place.
    setState((previous) => ({ ...previous, error: null, loading: true }));

    const scheduleNext = () => {
      const delay = shown ? refreshDelay(shown) : null;
      if (delay !== null) timer = setTimeout(() => void load(), delay);
    };
    const load = async () => {
      try {
        const data = await getMatchupsByLeagueAndWeek(leagueId, week);
        if (!active) return;
        shown = data;
        setState({ data, error: null, loading: false });
      } catch (error) {
        if (!active) return;
        // A refresh that fails keeps the scores on screen and tries again at the next beat.
        if (!shown) setState((previous) => ({ ...previous, error, loading: false }));
      }
      scheduleNext();
    };
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [leagueId, week]);

  return state;
}
