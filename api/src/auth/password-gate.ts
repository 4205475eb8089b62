import PQueue from 'p-queue';
import { MESSAGES } from '@fangtasy/shared/domain';
import { serviceUnavailable } from '../errors';

/**
 * Where every argon2 hash and verification waits its turn. Each costs tens of milliseconds of a
 * core, so the api runs at most `atOnce` of them and lets at most `waiting` wait; a login or a
 * registration beyond that is refused at once (503, try again) instead of queueing without end
 * behind a flood. A made-up username's decoy check — there so an unknown name takes as long as a
 * wrong password — has a lane of its own, one at a time and only while no account waits: a flood
 * of made-up names never delays a real member's login (docs/decisions/008).
 */
export interface PasswordGate {
  /** Runs an account's hash or verification in its turn; 503 when the queue is full. */
  forAccount<T>(work: () => Promise<T>): Promise<T>;
  /** Runs an unknown username's decoy check when the gate has room for it, else skips it. */
  decoy(work: () => Promise<unknown>): Promise<void>;
}

export interface PasswordGateOptions {
  /** Hashes and verifications run at once (about the cores the api may use). */
  atOnce: number;
  /** Hashes and verifications that may wait for a turn. */
  waiting: number;
}

export function createPasswordGate({ atOnce, waiting }: PasswordGateOptions): PasswordGate {
  const accounts = new PQueue({ concurrency: Math.max(1, atOnce) });
  const decoys = new PQueue({ concurrency: 1 });
  return {
    forAccount: (work) => {
      const allBusy = accounts.pending >= accounts.concurrency;
      if (allBusy && accounts.size >= waiting) throw serviceUnavailable(MESSAGES.serverBusy);
      return accounts.add(work);
    },
    decoy: async (work) => {
      if (decoys.pending + decoys.size > 0 || accounts.size > 0) return;
      await decoys.add(work);
    },
  };
}
