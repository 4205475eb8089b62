import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { League, LeagueMember, User } from '../domain/entities';
import { selectLeagueAtom, signInAtom, signOutAtom } from './session-atoms';

export interface SessionActions {
  signIn: (user: User) => void;
  selectLeague: (league: League, membership: LeagueMember) => void;
  signOut: () => void;
}

/** The shell's handle on the session: sign in, select a league, sign out. */
export function useSessionActions(): SessionActions {
  const signIn = useSetAtom(signInAtom);
  const selectLeague = useSetAtom(selectLeagueAtom);
  const signOut = useSetAtom(signOutAtom);
  return useMemo(() => ({ signIn, selectLeague, signOut }), [signIn, selectLeague, signOut]);
}
