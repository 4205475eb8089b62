import type { TransactionKind } from './entities';

/** How a line of the league's transaction log reads its kind, on every page that shows it. */
export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  add: 'Added',
  drop: 'Dropped',
  waiver_won: 'Won on waivers',
  waiver_failed: 'Claim failed',
  commish_add: 'Added by commissioner',
  trade: 'Received in a trade',
  bite: 'Taken in a vampire bite',
  bite_swap: 'Sent back in a vampire bite',
};
