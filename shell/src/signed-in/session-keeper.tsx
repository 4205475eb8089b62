import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@fangtasy/shared/router';
import {
  apiClient,
  errorStatusOf,
  getLeagueById,
  getLeagueMemberByLeagueAndUserId,
  leagueAtom,
  useSessionActions,
  userAtom,
} from '@fangtasy/shared';

// Login and register answer 401 for bad credentials, not for an expired session.
const CREDENTIAL_CALLS = ['/users/login', '/users/register'];

/**
 * Keeps the stored session honest: the stored user is display state, the api's cookie is the
 * proof. A 401 from any call (shell or remote: they share the client) means the server session
 * is gone, so the user is signed out and sent to /login. On start and on each league change the
 * selected league and the user's membership are re-read, so an activation (the activate screen
 * reloads the page) or a role change shows without logging in again.
 */
export function SessionKeeper() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const { signOut, selectLeague } = useSessionActions();
  const navigate = useNavigate();
  const signedIn = useRef(user !== null);
  signedIn.current = user !== null;

  useEffect(() => {
    const id = apiClient.interceptors.response.use(undefined, (error: unknown) => {
      const url = (error as { config?: { url?: string } }).config?.url ?? '';
      if (
        errorStatusOf(error) === 401 &&
        signedIn.current &&
        !CREDENTIAL_CALLS.some((call) => url.startsWith(call))
      ) {
        signOut();
        navigate('/login', { replace: true });
      }
      return Promise.reject(error);
    });
    return () => apiClient.interceptors.response.eject(id);
  }, [navigate, signOut]);

  const userId = user?.id;
  const leagueId = league?.league_id;
  useEffect(() => {
    if (userId === undefined || leagueId === undefined) return;
    let current = true;
    Promise.all([getLeagueById(leagueId), getLeagueMemberByLeagueAndUserId(leagueId, userId)])
      .then(([freshLeague, membership]) => {
        if (current) selectLeague(freshLeague, membership);
      })
      // The pages report their own load failures; the stored league stays as it was.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId, leagueId, selectLeague]);

  return null;
}
