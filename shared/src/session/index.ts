/** Session state shared by the shell and the remotes: remotes read, only the shell writes. */
export {
  isCommishAtom,
  isLeagueActiveAtom,
  leagueAtom,
  membershipAtom,
  selectLeagueAtom,
  signInAtom,
  signOutAtom,
  userAtom,
} from './session-atoms';
export { SESSION_STORAGE_KEYS } from './session-storage';
export { useSessionActions } from './use-session-actions';
export type { SessionActions } from './use-session-actions';
