import type { RemotePageModule } from '@fangtasy/shared/federation';
import { forgetRefusal, RemoteRefusedError, refusalOf } from './refusals';
import { REMOTE_UNAVAILABLE, type UnavailableRemoteModule } from './remote-fallback-plugin';
import {
  fallBackToStable,
  federationRuntime,
  isOnCanary,
  markBuildLoaded,
  resetRemote,
} from './remote-registry';

/** A remote page that could not be loaded after every attempt. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly module: string,
    options: { cause: unknown },
  ) {
    super(`${remote} ${module} could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}

export interface RetryPolicy {
  attempts: number;
  /** Wait before the second attempt; it doubles for each further one. */
  backoffMs: number;
  /** Give up on an attempt that has not answered by then (a server that accepts and hangs). */
  attemptTimeoutMs: number;
}

/**
 * Three tries about a second apart: enough for a restarting server, short enough not to stall.
 * A hung server costs at most three timeouts before the member sees the panel.
 */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 300, attemptTimeoutMs: 6000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withinTime<T>(work: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${id} did not answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const isStandIn = (value: unknown): value is UnavailableRemoteModule =>
  typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;

const isPageModule = (value: unknown): value is RemotePageModule =>
  typeof value === 'object' &&
  value !== null &&
  !isStandIn(value) &&
  typeof (value as { default?: unknown }).default === 'function';

const causeOf = (value: unknown, id: string): unknown =>
  isStandIn(value) ? value.error : new Error(`${id} has no default-exported page`);

/** Tries a load up to `policy.attempts` times; each retry starts from a clean registration. */
async function attemptLoads(
  remote: string,
  id: string,
  policy: RetryPolicy,
): Promise<{ page: RemotePageModule } | { cause: unknown }> {
  let cause: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    if (attempt > 1) {
      await sleep(policy.backoffMs * 2 ** (attempt - 2));
      resetRemote(remote);
    }
    forgetRefusal(remote);
    try {
      const { loadRemote } = await federationRuntime();
      const loaded = await withinTime(loadRemote<unknown>(id), policy.attemptTimeoutMs, id);
      if (isPageModule(loaded)) return { page: loaded };
      cause = causeOf(loaded, id);
    } catch (error) {
      cause = error;
    }
    // A build refused for its libraries fails the same way every time: no retry.
    const refusal = refusalOf(remote);
    if (refusal) return { cause: new RemoteRefusedError(refusal) };
  }
  return { cause };
}

/**
 * Loads one exposed page of a remote ('mf-league-info', './LeagueRosters'), retrying with backoff
 * and starting each retry from a clean registration. A canary build gets one attempt: if it
 * fails, the user falls back to the stable build (with the full retries) rather than wait on
 * a deployment under trial. Rejects with RemoteUnavailableError.
 */
export async function loadRemotePage(
  remote: string,
  module: string,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<RemotePageModule> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let outcome = await attemptLoads(
    remote,
    id,
    isOnCanary(remote) ? { ...policy, attempts: 1 } : policy,
  );
  if ('cause' in outcome && fallBackToStable(remote)) {
    outcome = await attemptLoads(remote, id, policy);
  }
  if ('cause' in outcome)
    throw new RemoteUnavailableError(remote, module, { cause: outcome.cause });
  markBuildLoaded(remote);
  return outcome.page;
}
