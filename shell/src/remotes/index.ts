/** The shell's remote loader: run-time registration from remotes.json and the per-route loader. */
export { registerRemoteLocations } from './remote-registry';
