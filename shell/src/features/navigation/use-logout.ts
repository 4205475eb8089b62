import { useCallback } from 'react';
import { useNavigate } from '@fangtasy/shared/router';
import { logout, useSessionActions } from '@fangtasy/shared';

/** Ends the server session, clears the stored user and league, and goes to /login. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // An expired or unreachable session still ends here: the browser forgets it either way.
    }
    signOut();
    navigate('/login', { replace: true });
  }, [navigate, signOut]);
}
