import { refusalText, type ShareRefusal } from '@fangtasy/shared/remotes';

/** Remotes the shell refused on their last load, and why (decision 056). */
const refused = new Map<string, ShareRefusal>();

/** A remote page that will not load because its build does not fit this shell's libraries. */
export class RemoteRefusedError extends Error {
  constructor(readonly refusal: ShareRefusal) {
    super(refusalText(refusal));
    this.name = 'RemoteRefusedError';
  }
}

/** Records a refusal and logs it: a deployment mistake a developer must see in the console. */
export function recordRefusal(refusal: ShareRefusal): void {
  refused.set(refusal.remote, refusal);
  console.error(refusalText(refusal));
}

export const refusalOf = (remote: string): ShareRefusal | undefined => refused.get(remote);

/** Forgotten before each load: a redeployed remote is judged again. */
export const forgetRefusal = (remote: string): void => void refused.delete(remote);

/** The refusal behind an error (itself or one of its causes), if there is one. */
export function refusalBehind(error: unknown): ShareRefusal | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof RemoteRefusedError) return current.refusal;
  }
  return null;
}
