/**
 * `@fangtasy/shared/standalone` — the kit for a remote's standalone page. A subpath, not part of
 * the singleton entry, so the shell never downloads it; it reaches the session and the api client
 * through the root entry's modules, which a standalone page owns alone.
 */
export { startStandalone } from './start-standalone';
