/** An answer the page's early script fetched: its status and its parsed body. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/**
 * What the shell's index.html starts before the app's script arrives (shell/src/early): the
 * run-time files, a remote's manifest and the page's first api reads, by full URL.
 */
export interface EarlyLoads {
  startedAt: number;
  config: Promise<{ apiBaseUrl?: unknown } | null>;
  remotes: Promise<Record<string, unknown> | null>;
  manifests: Record<string, Promise<Response | null>>;
  reads: Record<string, Promise<EarlyAnswer | null>>;
}

/**
 * Reads that start once an earlier answer names their missing part (the current week): a URL
 * beginning with `prefix` is known once `registered` settles. Beside EarlyLoads rather than in
 * it, so the versioned surface (decision 056) keeps its shape.
 */
interface EarlyWaits {
  awaiting?: { prefix: string; registered: Promise<unknown> }[];
}

/**
 * How long after the page started an early answer may stand in for a read: the page's first
 * reads come within a few seconds of its script arriving on a quiet phone, and within a few tens
 * of seconds on a loaded one (a reader that came after 10 s read the membership a second time);
 * anything later asks the api afresh. Any change sent ends it sooner (voidEarlyReads).
 */
export const EARLY_READS_FOR_MS = 30_000;

/** The early script's loads, when the page had one. */
export const earlyLoads = (): EarlyLoads | undefined =>
  (globalThis as { __FANGTASY_EARLY__?: EarlyLoads }).__FANGTASY_EARLY__;

/** The page's early loads a change was sent after: each page load has its own. */
const voided = new WeakSet<EarlyLoads>();

/**
 * The early answer for a GET of `url`, if the early script fetched it, it is still fresh and no
 * change has been sent since (a change may make it stale). Several readers of one URL at start
 * (the session keeper and the page) share it, as they would share one moment's answer.
 */
export function earlyReadOf(url: string): Promise<EarlyAnswer | null> | undefined {
  const early = earlyLoads();
  if (!early || voided.has(early) || Date.now() - early.startedAt > EARLY_READS_FOR_MS)
    return undefined;
  const started = Object.hasOwn(early.reads, url) ? early.reads[url] : undefined;
  if (started) return started;
  const waitFor = (early as EarlyWaits).awaiting?.find(({ prefix }) => url.startsWith(prefix));
  if (!waitFor) return undefined;
  // Not started yet: it may be once the week is known (null: the page asks the api itself).
  return waitFor.registered.then(
    () => early.reads[url] ?? null,
    () => null,
  );
}

/** After any change sent to the api, reads go to the api again. */
export function voidEarlyReads(): void {
  const early = earlyLoads();
  if (early) voided.add(early);
}
