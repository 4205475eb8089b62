import type { WeeklyScore } from '../contract';
import type { WeeklyScoresBody } from '../validation/weekly-scores';
import { callRoute } from './client';

/** POST /scores/getWeeklyScores — each player's fantasyScore (2 decimals) and stat line for a week. */
export const getWeeklyScores = (body: WeeklyScoresBody): Promise<WeeklyScore[]> =>
  callRoute('POST /scores/getWeeklyScores', { body });
