import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { bodyId, seasonNumber, weekNumber } from './bounded-numbers';
import { SCORE_REQUEST_MAX_PLAYERS } from './limits';

/** The POST /scores/getWeeklyScores body (rules §5.4). */
export const weeklyScoresBodySchema = z.object({
  player_ids: z
    .array(bodyId('player_ids', MESSAGES.scorePlayerIdsInvalid), {
      error: MESSAGES.scorePlayerIdsInvalid,
    })
    .min(1, MESSAGES.scorePlayerIdsInvalid)
    .max(SCORE_REQUEST_MAX_PLAYERS, MESSAGES.scorePlayerIdsInvalid),
  week: weekNumber('week', MESSAGES.scoreWeekInvalid),
  season: seasonNumber('season', MESSAGES.scoreSeasonInvalid),
  league_id: bodyId('league_id', MESSAGES.scoreLeagueInvalid),
});

export type WeeklyScoresBody = z.input<typeof weeklyScoresBodySchema>;
