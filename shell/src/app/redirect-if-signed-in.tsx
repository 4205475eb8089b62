import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, Outlet } from '@fangtasy/shared/router';
import { userAtom } from '@fangtasy/shared';

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
