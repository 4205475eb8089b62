import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LiveStreamHandlers } from '../api/live-stream';

/** A query of `T` whose stream pushes `P` (the same, or the part that is everyone's). */
export interface StreamedQueryOptions<T, P = T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled: boolean;
  /**
   * While the stream is not held, when to read again (ms) after the last answer, or after a first
   * read that failed (`undefined`); null: not until something else changes.
   */
  pollDelay: (shown: T | undefined) => number | null;
  /** Whether an answer may still change, so is worth a stream (a final week, a done draft: no). */
  mayChange: (answer: T) => boolean;
  /**
   * Opens or joins the page's stream of this key (stable between renders: a `useCallback` of what
   * the key is made of); each state pushed goes through `onState`.
   */
  watch: (handlers: LiveStreamHandlers<P>) => () => void;
  /** What the cache holds after a push (default: the pushed state as it came). */
  absorb?: (pushed: P, shown: T | undefined) => T | undefined;
  /** Another key keeps the last one's answer on screen until its own arrives. */
  keepPrevious?: boolean;
}

/** Where the page's stream stands, for the key it was opened for. */
type StreamState = { key: string; open: boolean } | null;

/**
 * A query kept live by one of the api's streams (decisions 015, 053): read into the query cache,
 * then each state the server pushes is written into the cache in place of the answer, so every
 * reader of the key redraws without a request. While no stream is held (none in this browser,
 * refused, reconnecting) the query polls at `pollDelay`; each answer of that polling tries the
 * stream again. Leaving stops both.
 */
export function useStreamedQuery<T, P = T>({
  queryKey,
  queryFn,
  enabled,
  pollDelay,
  mayChange,
  watch,
  absorb,
  keepPrevious = false,
}: StreamedQueryOptions<T, P>) {
  const client = useQueryClient();
  const streamKey = hashKey(queryKey);
  // The key and the merge as of the last render, for the pushes of a stream opened earlier.
  const latest = useRef({ queryKey, absorb });
  useEffect(() => {
    latest.current = { queryKey, absorb };
  });
  const [stream, setStream] = useState<StreamState>(null);
  const streaming = stream?.key === streamKey && stream.open;
  const query = useQuery({
    queryKey,
    queryFn,
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    // Recomputed after every answer: the delay runs from the last one.
    refetchInterval: (current) => (streaming ? false : (pollDelay(current.state.data) ?? false)),
    // Followed with the window in the background too, as a held stream would.
    refetchIntervalInBackground: true,
  });

  const watchable =
    enabled && query.data !== undefined && !query.isPlaceholderData && mayChange(query.data);
  // A lost stream is tried again with each answer the polling brings.
  const retry = stream?.key === streamKey && !stream.open ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (!watchable) return;
    const unwatch = watch({
      onState: (pushed) => {
        const { queryKey: key, absorb: merge } = latest.current;
        client.setQueryData<T>(key, (shown) =>
          merge ? merge(pushed, shown) : (pushed as unknown as T),
        );
      },
      onOpen: () => setStream({ key: streamKey, open: true }),
      onClosed: () => setStream({ key: streamKey, open: false }),
    });
    return () => {
      unwatch();
      setStream(null);
    };
  }, [client, streamKey, watch, watchable, retry]);

  return query;
}
