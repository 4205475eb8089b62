import { lazyPage } from './lazy-page';

// Named: index.html's early script preloads its files for a member coming back (src/early).
const load = () => import(/* webpackChunkName: "signed-in-shell" */ '../signed-in/signed-in-shell');

/** Every route but /login: fetched on first use, or earlier by the calls below. */
export const SignedInShell = lazyPage(load, 'SignedInShell');

/** The data layer (the api client and its calls), the one part of it /login needs to sign in. */
export const loadDataLayer = () =>
  import(/* webpackChunkName: "signed-in-shell" */ '../signed-in/data-layer');

/**
 * The login form is in use: the member is about to sign in, so the signed-in shell (with the
 * data layer) starts downloading now rather than after the answer.
 */
export const preloadSignedInShell = () => void SignedInShell.preload().catch(() => undefined);

/** Just signed in: the pages after login and the federation runtime, fetched now. */
export const preloadAfterSignIn = () =>
  void load()
    .then((shell) => shell.preloadForMember())
    .catch(() => undefined);

/** A member coming back (a reload, a link): what the page he opens needs first, then the rest. */
export const preloadForReturningMember = (path: string) =>
  void load()
    .then((shell) => shell.preloadForReturningMember(path))
    .catch(() => undefined);

/** The whole shell and every page of it (tests render the routes without waiting on downloads). */
export const preloadAllPages = () =>
  load().then((shell) => Promise.all([SignedInShell.preload(), shell.preloadShellPages()]));
