import { startTransition, useEffect, useState } from 'react';
import { getMatchupsByLeagueAndWeek, watchLiveWeek, type WeekMatchups } from '@fangtasy/shared';
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
 * A week's matchups, kept live: a week that is not final is watched over the page's one live
 * stream (decision 015), each new state swapped in place as the server pushes it, so rows update
 * without a flicker or a reload. While the stream is not held (it cannot connect, the browser is
 * reconnecting, it was refused) the answer is fetched again every TIMINGS.liveRefreshMs during
 * games or at the next kickoff — an unchanged answer costs a 304. Choosing another week starts
 * over; leaving the page stops both.
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
    let streaming = false;
    let unwatch: (() => void) | null = null;
    // The last week's answer stays until this one arrives: its pickers keep their place.
    setState((previous) => ({ ...previous, error: null, loading: true }));

    const scheduleNext = () => {
      clearTimeout(timer);
      const delay = shown && !streaming ? refreshDelay(shown) : null;
      if (delay !== null) timer = setTimeout(() => void load(), delay);
    };
    const watch = () => {
      if (unwatch || !shown || shown.is_final) return;
      unwatch = watchLiveWeek(leagueId, week, {
        onState: (live) => {
          if (!active || !shown) return;
          shown = { ...live, own_league_member_id: shown.own_league_member_id };
          const next = shown;
          startTransition(() => setState({ data: next, error: null, loading: false }));
        },
        onOpen: () => {
          streaming = true;
          clearTimeout(timer);
        },
        onClosed: () => {
          streaming = false;
          unwatch = null;
          if (active) scheduleNext();
        },
      });
    };
    const load = async () => {
      try {
        const data = await getMatchupsByLeagueAndWeek(leagueId, week);
        if (!active) return;
        shown = data;
        // Both lineups are a long table: drawn in slices, the page stays responsive (use-load.ts).
        startTransition(() => setState({ data, error: null, loading: false }));
      } catch (error) {
        if (!active) return;
        // A refresh that fails keeps the scores on screen and tries again at the next beat.
        if (!shown) setState((previous) => ({ ...previous, error, loading: false }));
      }
      watch();
      scheduleNext();
    };
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
      unwatch?.();
    };
  }, [leagueId, week]);

  return state;
}
