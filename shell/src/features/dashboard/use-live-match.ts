import { startTransition, useEffect, useState } from 'react';
import { getMatchupsByLeagueAndWeek, TIMINGS, watchLiveWeek } from '@fangtasy/shared';
import type { Matchup, WeekMatchups } from '@fangtasy/shared';

export interface LiveMatch {
  /** The member's own match of the week, as last read or pushed; null when he has none. */
  match: Matchup | null;
  ownMemberId: number | null;
  loading: boolean;
  failed: boolean;
}

/**
 * The member's match of a week, kept live: read once from Matchups (it names the member's own
 * team), then watched over the page's one stream of that league week (decision 015) — the same
 * connection Matchups uses, so opening both costs one stream. While no stream is held (none in
 * this browser, refused, reconnecting) the read is repeated every TIMINGS.liveRefreshMs until the
 * week is final.
 */
export function useLiveMatch(leagueId: number | null, week: number | null): LiveMatch {
  // The state is for one league week; for any other (the week just became known) it is loading.
  const key = leagueId === null || week === null ? null : `${leagueId}/${week}`;
  const [state, setState] = useState<{
    key: string | null;
    data: WeekMatchups | null;
    failed: boolean;
    loading: boolean;
  }>({ key: null, data: null, failed: false, loading: false });

  useEffect(() => {
    if (leagueId === null || week === null) {
      setState({ key: null, data: null, failed: false, loading: false });
      return;
    }
    const key = `${leagueId}/${week}`;
    let active = true;
    let ownId: number | null = null;
    let streaming = false;
    let final = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unwatch: (() => void) | null = null;

    const show = (data: WeekMatchups) => {
      final = data.is_final;
      // Drawn in slices as a transition, as every page's answer is (shared useLoad).
      startTransition(() => setState({ key, data, failed: false, loading: false }));
    };
    const pollLater = () => {
      clearTimeout(timer);
      if (active && !streaming && !final)
        timer = setTimeout(() => void read(), TIMINGS.liveRefreshMs);
    };
    const watch = () => {
      if (unwatch || final) return;
      unwatch = watchLiveWeek(leagueId, week, {
        onState: (live) => {
          if (active && ownId !== null) show({ ...live, own_league_member_id: ownId });
        },
        onOpen: () => {
          streaming = true;
          clearTimeout(timer);
        },
        onClosed: () => {
          streaming = false;
          unwatch = null;
          pollLater();
        },
      });
    };
    const read = async () => {
      try {
        const data = await getMatchupsByLeagueAndWeek(leagueId, week);
        if (!active) return;
        ownId = data.own_league_member_id;
        show(data);
        watch();
      } catch {
        // A failed refresh keeps the last score on screen; only a first failure is shown.
        if (active)
          setState((previous) => ({
            key,
            data: previous.key === key ? previous.data : null,
            failed: previous.key !== key || previous.data === null,
            loading: false,
          }));
      }
      pollLater();
    };
    void read();
    return () => {
      active = false;
      clearTimeout(timer);
      unwatch?.();
    };
  }, [leagueId, week]);

  const current = state.key === key ? state : { data: null, failed: false, loading: key !== null };
  const ownMemberId = current.data?.own_league_member_id ?? null;
  const match =
    current.data?.matchups.find(
      (candidate) =>
        candidate.home.league_member_id === ownMemberId ||
        candidate.away.league_member_id === ownMemberId,
    ) ?? null;
  return { match, ownMemberId, loading: current.loading, failed: current.failed };
}

/** The match has begun and is not over: a starter's game has kicked off on either side. */
export function isUnderWay(match: Matchup): boolean {
  if (match.is_final) return false;
  return [match.home, match.away].some((side) =>
    (side.starters ?? []).some(
      (slot) =>
        slot.player !== null &&
        slot.player.game_status !== 'scheduled' &&
        slot.player.game_status !== 'none',
    ),
  );
}
