import { useAtomValue } from 'jotai';
import { useLocation } from '@fangtasy/shared/router';
import { isCommishAtom, isLeagueActiveAtom, leagueAtom, userAtom } from '@fangtasy/shared';
import { useLogout } from './use-logout';
import { usePendingCount } from './use-pending-count';

/** What both navigation layouts show, from the session and the route (rules §2). */
export interface NavState {
  signedIn: boolean;
  /** A user with a selected league: Dashboard and the league's pages. */
  withLeague: boolean;
  isActive: boolean;
  /**
   * LM Tools shows for the commissioner whether or not the league is active yet, because
   * inviting members and activating are what make it active.
   */
  isCommish: boolean;
  /** Logout shows when logged in and not on /register. */
  showLogout: boolean;
  brandTarget: string;
  /** What waits for the member in an active league (the Trades badge); 0 otherwise. */
  pendingCount: number;
  onLogout: () => Promise<void>;
}

export function useNavState(): NavState {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const isActive = useAtomValue(isLeagueActiveAtom);
  const isCommish = useAtomValue(isCommishAtom);
  const { pathname } = useLocation();
  const onLogout = useLogout();
  const withLeague = user !== null && league !== null;
  const pendingCount = usePendingCount(user && league && isActive ? league.league_id : null);
  return {
    signedIn: user !== null,
    withLeague,
    isActive: withLeague && isActive,
    isCommish: withLeague && isCommish,
    showLogout: user !== null && pathname !== '/register',
    brandTarget: user ? '/landing' : '/login',
    pendingCount,
    onLogout,
  };
}
