// The signed-in shell: everything after /login — the navigation, the shell's pages, the remote
// routes, the federation runtime's registry and the data layer. One lazy chunk, fetched once a
// member signs in or opens the app signed in (decision 055).
import './data-layer';
import { runTimeSettings } from '../app/run-time-settings';
import { registerRemoteLocations } from '../remotes';
import { SessionKeeper } from './session-keeper';
import { SignedInQueries } from './signed-in-queries';
import { SignedInRoutes } from './signed-in-routes';

// Registered as the chunk arrives, before any remote page can be opened: the remotes named in
// /remotes.json, read at start.
const settings = runTimeSettings();
if (settings) registerRemoteLocations(settings.remotes);

export function SignedInShell() {
  return (
    <SignedInQueries>
      <SessionKeeper />
      <SignedInRoutes />
    </SignedInQueries>
  );
}

export { preloadForMember, preloadForReturningMember, preloadShellPages } from './signed-in-routes';
