import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { bodyId } from './bounded-numbers';
import { SLOT_CODE_PATTERN } from './patterns';

const id = (field: string) => bodyId(field, MESSAGES.invalidPlayerOrLeague);

/**
 * A slot code as stored: trimmed, upper-cased (rules §3), a numbered slot or BENCH. Bench
 * slots are numbered on screen (BENCH2 is a slot in rules §3) but one place: BENCHn is BENCH.
 */
const slotCode = () =>
  z
    .string({ error: MESSAGES.invalidMove })
    .trim()
    .toUpperCase()
    .transform((code) => (/^BENCH[1-9][0-9]*$/.test(code) ? 'BENCH' : code))
    .pipe(z.string().regex(SLOT_CODE_PATTERN, MESSAGES.invalidMove));

/** The POST /rostered_players/create and PUT /rostered_players/update/{id} body (rules §7.4). */
export const rosteredPlayerBodySchema = z.object({
  league_member_id: id('league_member_id'),
  player_id: id('player_id'),
  roster_position: slotCode().default('BENCH'),
  is_rostered: z
    .union([z.literal(0), z.literal(1)], { error: MESSAGES.invalidPlayerOrLeague })
    .default(1),
});

/** The POST /rostered_players/move body: one of the member's players into a target slot. */
export const rosterMoveBodySchema = z.object({
  league_member_id: id('league_member_id'),
  rostered_player_id: id('rostered_player_id'),
  target_slot: slotCode(),
});

/** The POST /rostered_players/bench and /rostered_players/drop body. */
export const rosteredPlayerIdBodySchema = z.object({
  rostered_player_id: id('rostered_player_id'),
});

/** The POST /rostered_players/addFromWaivers body: a direct add, with a drop when the roster is full. */
export const addFromWaiversBodySchema = z.object({
  league_member_id: id('league_member_id'),
  player_id: id('player_id'),
  rostered_player_to_drop: id('rostered_player_to_drop').nullable().optional(),
});

/** The POST /rostered_players/addToTeam body (commissioner's Add Player). */
export const addToTeamBodySchema = z.object({
  league_member_id: bodyId('league_member_id', MESSAGES.selectPlayerAndMember),
  player_id: bodyId('player_id', MESSAGES.selectPlayerAndMember),
});

export type RosteredPlayerBody = z.input<typeof rosteredPlayerBodySchema>;
export type RosterMoveBody = z.input<typeof rosterMoveBodySchema>;
export type RosteredPlayerIdBody = z.input<typeof rosteredPlayerIdBodySchema>;
export type AddFromWaiversBody = z.input<typeof addFromWaiversBodySchema>;
export type AddToTeamBody = z.input<typeof addToTeamBodySchema>;
