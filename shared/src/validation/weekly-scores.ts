import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { bodyId } from './ids';
import { SCORE_REQUEST_MAX_PLAYERS } from './limits';

const positiveInt = (message: string) =>
  z.number({ error: message }).int(message).positive(message);

/** The POST /scores/getWeeklyScores body (spec section 5, "Score calculation inputs"). */
export const weeklyScoresBodySchema = z.object({
  player_ids: z
    .array(positiveInt(MESSAGES.scorePlayerIdsInvalid), { error: MESSAGES.scorePlayerIdsInvalid })
    .min(1, MESSAGES.scorePlayerIdsInvalid)
    .max(SCORE_REQUEST_MAX_PLAYERS, MESSAGES.scorePlayerIdsInvalid),
  week: positiveInt(MESSAGES.scoreWeekInvalid),
  season: z
    .number({ error: MESSAGES.scoreSeasonInvalid })
    .int(MESSAGES.scoreSeasonInvalid)
    .min(2000, MESSAGES.scoreSeasonInvalid),
  league_id: bodyId(MESSAGES.scoreLeagueInvalid),
});

export type WeeklyScoresBody = z.input<typeof weeklyScoresBodySchema>;
