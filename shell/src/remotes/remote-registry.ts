import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLocation, RemotesFile } from '@fangtasy/shared/federation';

const CANARY_BUCKET_KEY = 'fangtasy:canary-bucket';

/** Manifest URL of each registered remote, kept so a failed remote can be registered afresh. */
const registered = new Map<string, string>();

/**
 * This browser's canary bucket, 0-99, kept across visits so a user stays on one side of a
 * canary split instead of flipping between deployments on every page load.
 */
function canaryBucket(): number {
  try {
    const raw = window.localStorage.getItem(CANARY_BUCKET_KEY);
    const stored = raw === null ? Number.NaN : Number(raw);
    if (Number.isInteger(stored) && stored >= 0 && stored < 100) return stored;
    const bucket = Math.floor(Math.random() * 100);
    window.localStorage.setItem(CANARY_BUCKET_KEY, String(bucket));
    return bucket;
  } catch {
    return 0; // storage blocked: everyone gets the stable deployment
  }
}

/** The manifest URL this browser uses for one remotes.json entry. */
export function chooseManifestUrl(location: RemoteLocation, bucket: number): string | null {
  if (typeof location === 'string') return location;
  if (location.canary && bucket < (location.canaryPercent ?? 0)) return location.canary;
  return location.stable ?? null;
}

/**
 * Registers every remote of remotes.json with the federation runtime. Nothing is fetched here:
 * a remote's manifest is requested the first time one of its pages is opened.
 */
export function registerRemoteLocations(file: RemotesFile): void {
  const bucket = canaryBucket();
  const remotes: { name: string; entry: string }[] = [];
  for (const [name, location] of Object.entries(file) as [string, RemoteLocation | undefined][]) {
    const entry = location === undefined ? null : chooseManifestUrl(location, bucket);
    if (!entry) continue;
    registered.set(name, entry);
    remotes.push({ name, entry });
  }
  registerRemotes(remotes);
}

/**
 * Registers a remote afresh (force), which drops what the runtime cached for it — a failed
 * manifest request, a half-loaded entry — so the next load really asks its server again.
 */
export function resetRemote(name: string): void {
  const entry = registered.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
