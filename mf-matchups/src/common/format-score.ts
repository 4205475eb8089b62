import { MESSAGES } from '@fangtasy/shared';

/** A score as the league shows it: 2 decimals, or '--' when there is none yet. */
export const formatScore = (score: number | null | undefined): string =>
  typeof score === 'number' && Number.isFinite(score) ? score.toFixed(2) : MESSAGES.missingScore;
