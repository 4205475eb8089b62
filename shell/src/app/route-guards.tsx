import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, Outlet } from '@fangtasy/shared/router';
import { isCommishAtom, leagueAtom, userAtom } from '@fangtasy/shared';

export interface RequireSessionProps {
  /** The route also needs a selected league. */
  league?: boolean;
  /** The route also needs the user to be the league's commissioner. */
  commissioner?: boolean;
}

/**
 * Lets its routes through only with a stored user (and league, and commissioner flag where the
 * route needs them). A missing user or league goes to /login (spec section 2); a member who is
 * not the commissioner goes back to the dashboard, where the league is still selected.
 */
export function RequireSession({ league = false, commissioner = false }: RequireSessionProps) {
  const user = useAtomValue(userAtom);
  const selectedLeague = useAtomValue(leagueAtom);
  const isCommish = useAtomValue(isCommishAtom);

  if (!user) return <Navigate to="/login" replace />;
  if ((league || commissioner) && !selectedLeague) return <Navigate to="/login" replace />;
  if (commissioner && !isCommish) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
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
