/**
 * `@fangtasy/shared/queries` — the data layer of the signed-in pages (decision 053): the page's
 * one TanStack Query client, the query keys, and the live week. A federation singleton of its own,
 * so the screens before login never download it.
 */
export { draftQueryKeys, queryKeys } from './keys';
export { createQueryClient, sharedQueryClient } from './query-client';
export { SharedQueryProvider } from './query-provider';
export { useLiveWeek } from './use-live-week';
export type { LiveWeek, LiveWeekOptions } from './use-live-week';
export { DRAFT_REFRESH_MS, useLiveDraft } from './use-live-draft';
export { useStreamedQuery } from './use-streamed-query';
export type { StreamedQueryOptions } from './use-streamed-query';
