import { biteStoryText, formatEasternDateTime, type BiteRight } from '@fangtasy/shared';

/** Where a right stands, in one sentence for the member reading it. */
export function rightStatusText(right: BiteRight, memberId: number | null): string {
  switch (right.status) {
    case 'open':
      return `Open until ${formatEasternDateTime(right.deadline_at)}.`;
    case 'taken':
      return biteStoryText(right, memberId);
    case 'waived':
      return 'Passed: nobody was taken.';
    case 'lapsed':
      return right.reason ?? 'Not used before the deadline.';
  }
}
