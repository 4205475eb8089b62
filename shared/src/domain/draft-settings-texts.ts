import { DRAFT_PICK_SECONDS_BOUNDS, type DraftOrderMode, type DraftType } from './draft';

/*
 * The draft settings in members' words (docs/decisions/058): the wizard, Edit League Rules and
 * the draft room say them alike.
 */

export const DRAFT_TYPE_LABELS: Readonly<Record<DraftType, string>> = {
  snake: 'Snake',
  linear: 'Linear',
  third_round_reversal: 'Snake with third-round reversal',
};

export const DRAFT_ORDER_MODE_LABELS: Readonly<Record<DraftOrderMode, string>> = {
  random: 'Drawn at random when the draft starts',
  commissioner: 'Set by the commissioner',
};

/**
 * The pick clocks offered, in seconds: a live draft's usual ones up to a slow draft's hours,
 * each within the bounds the server holds a clock to.
 */
export const DRAFT_PICK_CLOCK_CHOICES: readonly number[] = [
  30, 45, 60, 90, 120, 180, 300, 600, 1800, 3600, 7200, 14_400, 28_800,
].filter(
  (seconds) => seconds >= DRAFT_PICK_SECONDS_BOUNDS.min && seconds <= DRAFT_PICK_SECONDS_BOUNDS.max,
);

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A pick clock in words: '30 seconds', '1 minute 30 seconds', '8 hours'. */
export function pickClockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours ? unit(hours, 'hour') : '',
    minutes ? unit(minutes, 'minute') : '',
    rest || seconds === 0 ? unit(rest, 'second') : '',
  ];
  return parts.filter(Boolean).join(' ');
}
