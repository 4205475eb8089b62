import PQueue from 'p-queue';
import { MESSAGES } from '@fangtasy/shared/domain';
import { serviceUnavailable } from '../errors';

/**
 * Where every argon2 hash and verification waits its turn. Each costs tens of milliseconds of a
 * core, so the api runs at most `atOnce` of them and lets at most `waiting` wait; a login or a
 * registration beyond that is refused at once (503, try again) instead of queueing without end
 * behind a flood (docs/decisions/010). A made-up username costs no hashing at all: its answer
 * is held back like every failed login's (routes/users.ts), which hides that it is unknown.
 */
export interface PasswordGate {
  /** Runs an account's hash or verification in its turn; 503 when the queue is full. */
  forAccount<T>(work: () => Promise<T>): Promise<T>;
}

export interface PasswordGateOptions {
  /** Hashes and verifications run at once (about the cores the api may use). */
  atOnce: number;
  /** Hashes and verifications that may wait for a turn. */
  waiting: number;
}

export function createPasswordGate({ atOnce, waiting }: PasswordGateOptions): PasswordGate {
  const accounts = new PQueue({ concurrency: Math.max(1, atOnce) });
  return {
    forAccount: (work) => {
      const allBusy = accounts.pending >= accounts.concurrency;
      if (allBusy && accounts.size >= waiting) throw serviceUnavailable(MESSAGES.serverBusy);
      return accounts.add(work);
    },
  };
}
