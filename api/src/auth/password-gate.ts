import { MESSAGES } from '@fangtasy/shared/domain';
import { serviceUnavailable } from '../errors';

/**
 * Where every argon2 hash and verification waits its turn. Each costs tens of milliseconds of a
 * core, so the api runs at most `atOnce` of them and lets a few wait; one beyond that is refused
 * at once (503, try again) instead of queueing without end behind a flood (docs/decisions/010).
 * Logins and registrations wait apart (docs/decisions/024): registrations hold at most half the
 * turns and have a queue of their own, and a freed turn goes to a waiting login first, so a flood
 * of registrations from ever-new addresses cannot keep members from logging in. A made-up
 * username costs no hashing at all: its answer is held back like every failed login's
 * (routes/users.ts), which hides that it is unknown.
 */
export interface PasswordGate {
  /** Runs the verification of an existing account's password in its turn; 503 when full. */
  forLogin<T>(work: () => Promise<T>): Promise<T>;
  /** Runs a new account's hash in its turn, on the registrations' share; 503 when full. */
  forRegistration<T>(work: () => Promise<T>): Promise<T>;
}

export interface PasswordGateOptions {
  /** Hashes and verifications run at once (about the cores the api may use). */
  atOnce: number;
  /** Logins that may wait for a turn, and registrations that may (each apart). */
  waiting: number;
}

interface Lane {
  /** Started when a turn is theirs, in arrival order. */
  queue: (() => void)[];
  running: number;
  /** Turns this lane may hold at once. */
  share: number;
}

export function createPasswordGate({ atOnce, waiting }: PasswordGateOptions): PasswordGate {
  const turns = Math.max(1, atOnce);
  const logins: Lane = { queue: [], running: 0, share: turns };
  const registrations: Lane = { queue: [], running: 0, share: Math.max(1, Math.floor(turns / 2)) };
  let running = 0;

  const mayStart = (lane: Lane) => running < turns && lane.running < lane.share;
  /** Hands free turns out, logins first. */
  const startWaiting = () => {
    for (const lane of [logins, registrations])
      while (lane.queue.length > 0 && mayStart(lane)) {
        lane.running += 1;
        running += 1;
        lane.queue.shift()!();
      }
  };
  const run = async <T>(lane: Lane, work: () => Promise<T>): Promise<T> => {
    const startsNow = lane.queue.length === 0 && mayStart(lane);
    if (!startsNow && lane.queue.length >= waiting) throw serviceUnavailable(MESSAGES.serverBusy);
    await new Promise<void>((start) => {
      lane.queue.push(start);
      startWaiting();
    });
    try {
      return await work();
    } finally {
      lane.running -= 1;
      running -= 1;
      startWaiting();
    }
  };
  return {
    forLogin: (work) => run(logins, work),
    forRegistration: (work) => run(registrations, work),
  };
}
