import { useCallback, useEffect, useState } from 'react';
import {
  getCurrentUser,
  getLeagueMembersByUserId,
  MESSAGES,
  messageFromError,
} from '@fangtasy/shared';
import type { Membership, User } from '@fangtasy/shared';

/** `GET /users/me` tells whether this account may create leagues: the server decides, not the client. */
type CurrentUser = User & { can_create_leagues?: boolean };

export interface LandingData {
  memberships: Membership[];
  canCreateLeagues: boolean;
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

/** The user's memberships (leagues and invitations) and whether they may create a league. */
export function useLandingData(user: User | null): LandingData {
  const [memberships, setMemberships] = useState<Membership[]>([]);
  const [canCreateLeagues, setCanCreateLeagues] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(user ? null : MESSAGES.notLoggedIn);
  const userId = user?.id;

  const reload = useCallback(async () => {
    if (userId === undefined) return;
    try {
      setMemberships(await getLeagueMembersByUserId(userId));
      setError(null);
    } catch (failure) {
      setError(messageFromError(failure, MESSAGES.failedToLoadLeagues));
    }
  }, [userId]);

  useEffect(() => {
    if (userId === undefined) {
      setLoading(false);
      return;
    }
    let current = true;
    const me: Promise<CurrentUser | null> = getCurrentUser().catch(() => null);
    void Promise.all([reload(), me]).then(([, currentUser]) => {
      if (!current) return;
      setCanCreateLeagues(currentUser?.can_create_leagues === true);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [userId, reload]);

  return { memberships, canCreateLeagues, loading, error, reload };
}
