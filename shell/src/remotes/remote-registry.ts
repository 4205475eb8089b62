import type { RemoteLocation, RemotesFile } from '@fangtasy/shared/federation';
import { preconnect } from '../app/preconnect';
import { canaryBucket } from './canary-bucket';
import type * as FederationModule from './federation';

type Federation = typeof FederationModule;

/** Each remote's entry of remotes.json: one manifest URL, or a stable/canary split. */
const locations = new Map<string, RemoteLocation>();
/** The manifest URL each remote is registered with right now. */
const registered = new Map<string, string>();
/** Remotes that have loaded a page in this document: they keep that build until a reload. */
const loadedBuilds = new Set<string>();
/** Remotes whose canary failed to load here: their users are on stable until a reload. */
const failedCanaries = new Set<string>();
/** The federation runtime once started; until then registrations are only recorded. */
let federation: Federation | null = null;
let starting: Promise<Federation> | null = null;

/**
 * The page's federation runtime, fetched and started on first use with the remotes registered so
 * far. Nothing before login needs it, so the shell's first download goes without it.
 */
export function federationRuntime(): Promise<Federation> {
  // Named, so the build can tell index.html's early script which files it is.
  starting ??= import(/* webpackChunkName: "federation" */ './federation').then(
    (module) => {
      module.startFederation([...registered].map(([name, entry]) => ({ name, entry })));
      federation = module;
      return module;
    },
    (error: unknown) => {
      // A failed download is asked for again next time (a Retry), not remembered.
      starting = null;
      throw error;
    },
  );
  return starting;
}

const canaryShare = (percent: number | undefined) =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, percent ?? 0)) : 0;

/**
 * The manifest URL for one remotes.json entry and a user's bucket (0-99). A canary takes the
 * buckets below its percentage; without a known user (bucket null) everyone gets stable.
 */
export function chooseManifestUrl(location: RemoteLocation, bucket: number | null): string | null {
  if (typeof location === 'string') return location;
  if (location.canary && bucket !== null && bucket < canaryShare(location.canaryPercent)) {
    return location.canary;
  }
  return location.stable ?? null;
}

function register(name: string, entry: string, force: boolean): void {
  registered.set(name, entry);
  federation?.registerRemotes([{ name, entry }], force ? { force: true } : undefined);
}

/**
 * Registers every remote of remotes.json, starting over (a split starts on its stable build until
 * a user is known). Nothing is fetched here: a remote's manifest is requested the first time one
 * of its pages is opened.
 */
export function registerRemoteLocations(file: RemotesFile): void {
  for (const state of [locations, registered, loadedBuilds, failedCanaries]) state.clear();
  const remotes: { name: string; entry: string }[] = [];
  for (const [name, location] of Object.entries(file) as [string, RemoteLocation | undefined][]) {
    const entry = location === undefined ? null : chooseManifestUrl(location, null);
    if (location === undefined || !entry) continue;
    locations.set(name, location);
    registered.set(name, entry);
    remotes.push({ name, entry });
  }
  federation?.registerRemotes(remotes);
}

/**
 * Points a remote at the build this user gets (their bucket against its canary percentage),
 * just before one of its pages loads. A remote that already runs in this document keeps its
 * build: two builds of one remote must never mix in a page. The choice is made afresh on every
 * page load, so editing remotes.json moves users without touching the shell.
 */
export function selectBuildFor(name: string, username: string | null): void {
  const location = locations.get(name);
  if (location === undefined || loadedBuilds.has(name)) return;
  const bucket = username && !failedCanaries.has(name) ? canaryBucket(name, username) : null;
  const entry = chooseManifestUrl(location, bucket);
  if (entry && registered.get(name) !== entry) register(name, entry, true);
  if (entry) {
    // The runtime fetches the manifest (a CORS fetch), then the scripts (script tags): both
    // connections open while the runtime itself is still arriving.
    preconnect(entry, 'anonymous');
    preconnect(entry, null);
  }
}

/** Whether the remote is registered with its canary build right now. */
export function isOnCanary(name: string): boolean {
  const location = locations.get(name);
  return (
    typeof location === 'object' &&
    location.canary !== undefined &&
    location.canary !== location.stable &&
    registered.get(name) === location.canary
  );
}

/**
 * A canary that failed to load hands its user to the stable build (true), for the rest of this
 * document; false when the remote was not on a canary, so there is nothing to fall back to.
 */
export function fallBackToStable(name: string): boolean {
  const location = locations.get(name);
  if (!isOnCanary(name) || typeof location !== 'object') return false;
  failedCanaries.add(name);
  register(name, location.stable, true);
  return true;
}

/** Records that a page of the remote loaded: its build now stays for this document. */
export function markBuildLoaded(name: string): void {
  loadedBuilds.add(name);
}

/**
 * Registers a remote afresh (force), which drops what the runtime cached for it — a failed
 * manifest request, a half-loaded entry — so the next load really asks its server again.
 */
export function resetRemote(name: string): void {
  const entry = registered.get(name);
  if (entry) federation?.registerRemotes([{ name, entry }], { force: true });
}
