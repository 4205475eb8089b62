import { z } from 'zod';
import { POSITIONS, SLOT_KINDS, WAIVER_DAYS } from '../domain/constants';
import { GAME_STATES } from '../domain/game-state';
import { MEMBER_ROLES } from '../domain/members';

/** Flags are 0 or 1, as the spec's entities have them. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
export const idSchema = z.number().int();
/** An instant, ISO 8601. */
export const instantSchema = z.string();

export { MEMBER_ROLES };
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export const positionSchema = z.enum(POSITIONS);
export const slotKindSchema = z.enum(SLOT_KINDS);
export const gameStateSchema = z.enum(GAME_STATES);
export const rosterTypeSchema = z.union([z.literal(1), z.literal(2)]);
export const waiverDaySchema = z.enum(WAIVER_DAYS);

/** The answer of a change whose rules §7 answer is "status, message". */
export const statusMessageAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

/**
 * The answer of a change that rules §8's screens check by its `status` and that also gives back what
 * it changed: `{status: 'success', message, …the changed object}`.
 */
export const withSuccessStatus = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ status: z.literal('success'), message: z.string() });

/** Every refusal and failure: a 4xx or 5xx with this body (rules §8 reads the message). */
export const errorAnswerSchema = z.object({ status: z.literal('error'), message: z.string() });
