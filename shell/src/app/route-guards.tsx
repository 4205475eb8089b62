import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from '@fangtasy/shared/router';
import {
  getLeagueById,
  getLeagueMemberByLeagueAndUserId,
  isCommishAtom,
  leagueAtom,
  LoadingText,
  useSessionActions,
  userAtom,
} from '@fangtasy/shared';
import { SignedInData } from './signed-in-data';

export interface RequireSessionProps {
  /** The route also needs a selected league. */
  league?: boolean;
  /** The route also needs the user to be the league's commissioner. */
  commissioner?: boolean;
}

/**
 * Lets its routes through only with a stored user (and league, and commissioner flag where the
 * route needs them). A missing user or league goes to /login (rules §2); a member who is
 * not the commissioner goes back to the dashboard, where the league is still selected. The pages
 * let through read their data through the signed-in data layer (the query client).
 */
export function RequireSession({ league = false, commissioner = false }: RequireSessionProps) {
  const user = useAtomValue(userAtom);
  const selectedLeague = useAtomValue(leagueAtom);
  const isCommish = useAtomValue(isCommishAtom);

  if (!user) return <Navigate to="/login" replace />;
  if ((league || commissioner) && !selectedLeague) return <Navigate to="/login" replace />;
  if (commissioner && !isCommish) return <Navigate to="/dashboard" replace />;
  return (
    <SignedInData>
      <Outlet />
    </SignedInData>
  );
}

/**
 * /login forwards to /landing when a user was already logged in on arrival. A login made on this
 * screen is not forwarded at once: the screen shows its success and redirects after 0.5 s.
 */
export function RedirectIfSignedIn() {
  const user = useAtomValue(userAtom);
  const [loggedInOnArrival] = useState(() => user !== null);
  if (loggedInOnArrival) return <Navigate to="/landing" replace />;
  return <Outlet />;
}

/**
 * The league pages beyond the dashboard open only in an active league (rules §4: an
 * inactive league shows only the dashboard notice); opened by address in an inactive league, they
 * go to the dashboard. The stored league may be stale (activated since it was selected), so an
 * inactive one is read afresh before the member is sent away.
 */
export function RequireActiveLeague() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const { selectLeague } = useSessionActions();
  const [checked, setChecked] = useState<'active' | 'inactive' | null>(null);
  const storedActive = league?.is_active === 1;
  const leagueId = league?.league_id;
  const userId = user?.id;

  useEffect(() => {
    if (storedActive || leagueId === undefined || userId === undefined) return;
    let current = true;
    Promise.all([getLeagueById(leagueId), getLeagueMemberByLeagueAndUserId(leagueId, userId)])
      .then(([fresh, membership]) => {
        if (!current) return;
        if (fresh.is_active === 1) selectLeague(fresh, membership);
        setChecked(fresh.is_active === 1 ? 'active' : 'inactive');
      })
      .catch(() => current && setChecked('inactive'));
    return () => {
      current = false;
    };
  }, [storedActive, leagueId, userId, selectLeague]);

  if (storedActive || checked === 'active') return <Outlet />;
  if (checked === 'inactive') return <Navigate to="/dashboard" replace />;
  return <LoadingText />;
}
