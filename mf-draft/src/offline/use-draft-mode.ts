import { useQuery } from '@tanstack/react-query';
import { getDraftMode, type DraftMode } from '@fangtasy/shared';
import { draftQueryKeys } from '@fangtasy/shared/queries';

/**
 * How the league's picks are made (decision 066): live in the room, or entered by the
 * commissioner after an offline draft. Live until the server says otherwise (a room read before
 * the mode, or a server without it, is the live room it always was).
 */
export function useDraftMode(leagueId: number): DraftMode {
  const mode = useQuery({
    queryKey: draftQueryKeys.mode(leagueId),
    queryFn: () => getDraftMode(leagueId),
  });
  return mode.data?.mode ?? 'live';
}
