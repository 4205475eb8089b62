import type { WeeklyScore } from '../contract';
import type { WeeklyScoresBody } from '../validation/weekly-scores';
import { postData } from './client';

/** POST /scores/getWeeklyScores — each player's fantasyScore (2 decimals) and stat line for a week. */
export const getWeeklyScores = (body: WeeklyScoresBody): Promise<WeeklyScore[]> =>
  postData<WeeklyScore[]>('/scores/getWeeklyScores', body);
