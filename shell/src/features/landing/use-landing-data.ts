import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getCurrentUser,
  getLeagueMembersByUserId,
  MESSAGES,
  messageFromError,
} from '@fangtasy/shared';
import type { Membership, User } from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';

/** `GET /users/me` tells whether this account may create leagues: the server decides, not the client. */
type CurrentUser = User & { can_create_leagues?: boolean };

export interface LandingData {
  memberships: Membership[];
  canCreateLeagues: boolean;
  loading: boolean;
  error: string | null;
  /** Reads the memberships again (after an invitation was answered). */
  reload: () => Promise<void>;
}

/** The user's memberships (leagues and invitations) and whether they may create a league. */
export function useLandingData(user: User | null): LandingData {
  const queryClient = useQueryClient();
  const userId = user?.id ?? 0;
  const signedIn = user !== null;
  const memberships = useQuery({
    queryKey: queryKeys.user(userId, 'memberships'),
    queryFn: () => getLeagueMembersByUserId(userId),
    enabled: signedIn,
  });
  // Without an answer the page simply offers no league creation.
  const me = useQuery({
    queryKey: queryKeys.user(userId, 'me'),
    queryFn: (): Promise<CurrentUser | null> => getCurrentUser().catch(() => null),
    enabled: signedIn,
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.user(userId, 'memberships') }),
    [queryClient, userId],
  );

  if (!signedIn)
    return {
      memberships: [],
      canCreateLeagues: false,
      loading: false,
      error: MESSAGES.notLoggedIn,
      reload,
    };
  return {
    memberships: memberships.data ?? [],
    canCreateLeagues: me.data?.can_create_leagues === true,
    loading: memberships.isPending || me.isPending,
    error: memberships.isError
      ? messageFromError(memberships.error, MESSAGES.failedToLoadLeagues)
      : null,
    reload,
  };
}
