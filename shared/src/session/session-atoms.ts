import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import type { League, LeagueMember, User } from '../domain/entities';
import { storedLeagueAtom, storedMembershipAtom, storedUserAtom } from './session-storage';

// The public atoms are read-only: only the shell changes the session, through the actions below,
// so a remote cannot leave the user, league and membership out of step with each other.

/** The logged-in user (display state; the api's cookie session is the proof of identity). */
export const userAtom = atom((get) => get(storedUserAtom));

/** The selected league, or null before one is chosen on the landing page. */
export const leagueAtom = atom((get) => get(storedLeagueAtom));

/** The user's own membership in the selected league. */
export const membershipAtom = atom((get) => {
  const user = get(storedUserAtom);
  const league = get(storedLeagueAtom);
  const membership = get(storedMembershipAtom);
  return user && league && membership && belongsTo(membership, user, league) ? membership : null;
});

/** Whether the user is the commissioner of the selected league, derived on every user or league change. */
export const isCommishAtom = atom((get) => get(membershipAtom)?.role === 'commish');

/** Whether the selected league is active (nav items beyond Dashboard unlock). */
export const isLeagueActiveAtom = atom((get) => get(storedLeagueAtom)?.is_active === 1);

/** Stores the user who just logged in and forgets any league chosen before. */
export const signInAtom = atom(null, (_get, set, user: User) => {
  set(storedUserAtom, user);
  set(storedLeagueAtom, RESET);
  set(storedMembershipAtom, RESET);
});

/** Selects a league together with the user's own membership in it. */
export const selectLeagueAtom = atom(
  null,
  (_get, set, league: League, membership: LeagueMember) => {
    set(storedLeagueAtom, league);
    set(storedMembershipAtom, membership);
  },
);

/** Clears the stored user, league and membership. */
export const signOutAtom = atom(null, (_get, set) => {
  set(storedUserAtom, RESET);
  set(storedLeagueAtom, RESET);
  set(storedMembershipAtom, RESET);
});

function belongsTo(membership: LeagueMember, user: User, league: League): boolean {
  return membership.user_id === user.id && membership.league_id === league.league_id;
}
