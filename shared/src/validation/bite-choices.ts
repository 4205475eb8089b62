import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { bodyId } from './bounded-numbers';

const playerId = (field: string) => bodyId(field, MESSAGES.invalidPlayerOrMember);

/**
 * The POST /bites/take/{id} body: the starter the vampire takes, the player it sends back under
 * the same-position swap, and a drop when a bite without a swap would overfill its roster.
 */
export const biteTakeBodySchema = z.object({
  player_id: playerId('player_id'),
  swap_player_id: playerId('swap_player_id').nullable().optional(),
  drop_player_id: playerId('drop_player_id').nullable().optional(),
});

/**
 * The POST /bites/declare and /bites/garlic body: the caller's choice for the current week (a
 * vampire's declared target, a starter protected by garlic); null takes it back.
 */
export const biteWeekChoiceBodySchema = z.object({
  league_id: bodyId('league_id', MESSAGES.missingRequiredInformation),
  league_member_id: bodyId('league_member_id', MESSAGES.missingRequiredInformation),
  player_id: playerId('player_id').nullable(),
});

export type BiteTakeBody = z.input<typeof biteTakeBodySchema>;
export type BiteWeekChoiceBody = z.input<typeof biteWeekChoiceBodySchema>;
