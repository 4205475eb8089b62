import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDraftQueue, messageFromError, setDraftQueue } from '@fangtasy/shared';
import { draftQueryKeys } from '@fangtasy/shared/queries';

/**
 * The signed-in member's queue, kept on the server (the autopick takes from it when his clock
 * runs out): read with each pick the room sees, and replaced whole by each change — the answer
 * is the queue as saved.
 */
export function useMyQueue(
  leagueId: number,
  userId: number | undefined,
  picksMade: number,
  /** Whether the member drafts: a vampire who skips the draft (or a non-member) has no queue. */
  drafts: boolean,
) {
  const queryClient = useQueryClient();
  const key = draftQueryKeys.queue(leagueId, userId, picksMade);
  const queue = useQuery({
    queryKey: key,
    queryFn: () => getDraftQueue(leagueId),
    enabled: drafts,
  });
  const save = useMutation({
    mutationFn: (playerIds: number[]) => setDraftQueue(leagueId, playerIds),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  const players = queue.data?.players ?? [];
  return {
    players,
    error: queue.isError
      ? messageFromError(queue.error, 'Your queue could not be read.')
      : save.isError
        ? messageFromError(save.error, 'Your queue could not be saved. Try again.')
        : null,
    saving: save.isPending,
    /** Saves the queue as these player ids, first wanted first. */
    setOrder: (playerIds: number[]) => save.mutate(playerIds),
  };
}
