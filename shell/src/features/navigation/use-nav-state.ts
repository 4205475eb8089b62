import { useAtomValue } from 'jotai';
import { useLocation } from '@fangtasy/shared/router';
import { isCommishAtom, isLeagueActiveAtom, leagueAtom, userAtom } from '@fangtasy/shared';
import { useLogout } from './use-logout';

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
  /** An inactive league whose draft is not complete: Draft is a destination. */
  draftOpen: boolean;
  onLogout: () => Promise<void>;
}

/**
 * What both layouts show but the Trades badge's count and the draft's state, with the league
 * whose count the badge shows (an active league chosen by a signed-in member) and the league
 * whose draft is read (an inactive one), or null for none.
 */
export function useNavState(): Omit<NavState, 'pendingCount' | 'draftOpen'> & {
  pendingLeagueId: number | null;
  draftLeagueId: number | null;
} {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const isActive = useAtomValue(isLeagueActiveAtom);
  const isCommish = useAtomValue(isCommishAtom);
  const { pathname } = useLocation();
  const onLogout = useLogout();
  const withLeague = user !== null && league !== null;
  return {
    signedIn: user !== null,
    withLeague,
    isActive: withLeague && isActive,
    isCommish: withLeague && isCommish,
    showLogout: user !== null && pathname !== '/register',
    brandTarget: user ? '/landing' : '/login',
    pendingLeagueId: user && league && isActive ? league.league_id : null,
    draftLeagueId: user && league && !isActive ? league.league_id : null,
    onLogout,
  };
}
