import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getMatchupsByLeagueAndWeek, watchLiveWeek } from '@fangtasy/shared';
import type { WeekMatchups } from '@fangtasy/shared';
import { queryKeys } from './keys';

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

/** Where the page's stream of a league week stands, for the key it was opened for. */
type StreamState = { key: string; open: boolean } | null;

/**
 * A league week's matchups kept live — the one hook of the dashboard and Matchups (decision
 * 053, rules §15.3). The week is read into the query cache, then watched over the page's one
 * stream of that league week (`watchLiveWeek`, decision 015): each state the server pushes is
 * written into the cache in place of the answer, so every reader of the week redraws without a
 * request. While no stream is held (none in this browser, refused, reconnecting) the query polls
 * at `pollDelay`; each answer of that polling tries the stream again. Leaving stops both.
 */
export function useLiveWeek(
  leagueId: number | null,
  week: number | null,
  { pollDelay, keepPrevious = false }: LiveWeekOptions,
): LiveWeek {
  const client = useQueryClient();
  const enabled = leagueId !== null && week !== null;
  const weekKey = `${leagueId}/${week}`;
  const [stream, setStream] = useState<StreamState>(null);
  const streaming = stream?.key === weekKey && stream.open;
  const query = useQuery({
    queryKey: queryKeys.weekMatchups(leagueId ?? 0, week ?? 0),
    queryFn: () => getMatchupsByLeagueAndWeek(leagueId ?? 0, week ?? 0),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    // Recomputed after every answer: the delay runs from the last one, as the rules' 30 s does.
    refetchInterval: (current) => (streaming ? false : (pollDelay(current.state.data) ?? false)),
    // Scores are followed with the window in the background too, as a held stream would.
    refetchIntervalInBackground: true,
  });

  const answered = query.data !== undefined && !query.isPlaceholderData;
  const watchable = enabled && answered && !query.data.is_final;
  // A lost stream is tried again with each answer the polling brings.
  const retry = stream?.key === weekKey && !stream.open ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (!watchable || leagueId === null || week === null) return;
    const key = queryKeys.weekMatchups(leagueId, week);
    const unwatch = watchLiveWeek(leagueId, week, {
      onState: (live) =>
        // The stream does not know whose page it is: the member's own team stays the read's.
        client.setQueryData<WeekMatchups>(key, (shown) =>
          shown ? { ...live, own_league_member_id: shown.own_league_member_id } : shown,
        ),
      onOpen: () => setStream({ key: `${leagueId}/${week}`, open: true }),
      onClosed: () => setStream({ key: `${leagueId}/${week}`, open: false }),
    });
    return () => {
      unwatch();
      setStream(null);
    };
  }, [client, leagueId, week, watchable, retry]);

  const data = query.data ?? null;
  return {
    data,
    error: data === null && query.isError ? query.error : null,
    loading: enabled && (query.isPending || query.isPlaceholderData),
  };
}
