import { MESSAGES, type Streak } from '@fangtasy/shared';

/** A streak as sports tables write it: 'W3' for three wins in a row; '--' before any result. */
export const streakText = (streak: Streak | null): string =>
  streak ? `${streak.result}${streak.length}` : MESSAGES.missingScore;
