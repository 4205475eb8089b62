/** The shell's remote loader: run-time registration from remotes.json and the per-route loader. */
export { RemoteRoute } from './remote-route';
export type { RemoteRouteProps } from './remote-route';
export { registerRemoteLocations, resetRemote } from './remote-registry';
export { readRemotesFile, readShellConfig } from './runtime-files';
