import { useCallback } from 'react';
import { getMatchupsByLeagueAndWeek, watchLiveWeek } from '@fangtasy/shared';
import type { LiveWeekHandlers, WeekMatchups } from '@fangtasy/shared';
import type { LiveWeek as PushedWeek } from '../contract';
import { queryKeys } from './keys';
import { useStreamedQuery } from './use-streamed-query';

export interface LiveWeekOptions {
  /**
   * While the stream is not held, when to read the week again (ms) after the last answer, or
   * after a first read that failed (`undefined`); null: not until something else changes.
   */
  pollDelay: (shown: WeekMatchups | undefined) => number | null;
  /** Another week keeps the last one's answer on screen until its own arrives (its `week`). */
  keepPrevious?: boolean;
}

export interface LiveWeek {
  /** The latest answer, read or pushed; the last week's while `keepPrevious` and loading. */
  data: WeekMatchups | null;
  /** Why the week could not be read at all (a failed refresh keeps the last scores instead). */
  error: unknown;
  /** The week asked for has no answer yet. */
  loading: boolean;
}

// The stream does not know whose page it is: the member's own team stays the read's.
const keepOwnTeam = (live: PushedWeek, shown: WeekMatchups | undefined) =>
  shown ? { ...live, own_league_member_id: shown.own_league_member_id } : shown;

/**
 * A league week's matchups kept live — the one hook of the dashboard and Matchups (decision
 * 053, rules §15.3): the week's read, followed over the page's one stream of that league week
 * (`watchLiveWeek`, decision 015) and polled at `pollDelay` while no stream is held
 * (useStreamedQuery). A final week is not watched.
 */
export function useLiveWeek(
  leagueId: number | null,
  week: number | null,
  { pollDelay, keepPrevious = false }: LiveWeekOptions,
): LiveWeek {
  const enabled = leagueId !== null && week !== null;
  const watch = useCallback(
    (handlers: LiveWeekHandlers) => watchLiveWeek(leagueId ?? 0, week ?? 0, handlers),
    [leagueId, week],
  );
  const query = useStreamedQuery<WeekMatchups, PushedWeek>({
    queryKey: queryKeys.weekMatchups(leagueId ?? 0, week ?? 0),
    queryFn: () => getMatchupsByLeagueAndWeek(leagueId ?? 0, week ?? 0),
    enabled,
    pollDelay,
    mayChange: (answer) => !answer.is_final,
    watch,
    absorb: keepOwnTeam,
    keepPrevious,
  });

  const data = query.data ?? null;
  return {
    data,
    error: data === null && query.isError ? query.error : null,
    loading: enabled && (query.isPending || query.isPlaceholderData),
  };
}
