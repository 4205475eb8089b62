import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMockDraft, messageFromError, startMockDraft } from '@fangtasy/shared';
import type { MockDraftBody } from '@fangtasy/shared/validation';
import { draftQueryKeys } from '@fangtasy/shared/queries';

/** The member's mock draft's league (decision 067): his own, whatever league he has selected. */
const mockKey = (userId: number | undefined) => ['user', userId, 'mock-draft'] as const;

export function useMockDraft(userId: number | undefined) {
  return useQuery({
    queryKey: mockKey(userId),
    queryFn: getMockDraft,
    enabled: userId !== undefined,
  });
}

/**
 * Starts a new mock draft: its room, answered at once, goes into the room's cache and the
 * member's mock draft becomes it (the previous one is gone on the server).
 */
export function useStartMockDraft(userId: number | undefined) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: MockDraftBody) => startMockDraft(body),
    onSuccess: (room) => {
      queryClient.setQueryData(draftQueryKeys.room(room.league_id), room);
      queryClient.setQueryData(mockKey(userId), { league_id: room.league_id });
    },
  });
  return {
    start: (body: MockDraftBody) => mutation.mutate(body),
    pending: mutation.isPending,
    error: mutation.error
      ? messageFromError(mutation.error, 'The mock draft could not be started. Try again.')
      : null,
  };
}
