import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageFromError, type DraftRoom } from '@fangtasy/shared';
import { draftQueryKeys } from '@fangtasy/shared/queries';

/**
 * A change to the draft (a pick, start, pause, resume, undo, autopick): sent, its answer — the
 * room as it now stands — put in the cache at once, and everything of the draft read again
 * (the available players and queues follow the picks). A refusal's message is the server's.
 */
export function useDraftChange<A>(leagueId: number, send: (argument: A) => Promise<DraftRoom>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (room) => {
      queryClient.setQueryData(draftQueryKeys.room(leagueId), room);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftQueryKeys.all(leagueId) }),
  });
  return {
    run: (argument: A) => mutation.mutate(argument),
    pending: mutation.isPending,
    error: mutation.error
      ? messageFromError(mutation.error, 'The draft could not be changed. Try again.')
      : null,
  };
}
