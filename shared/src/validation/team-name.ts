import { z } from 'zod';
import { TEAM_NAME_MAX } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { TEAM_NAME_FORBIDDEN_PATTERN } from './patterns';

/**
 * A team name (rules §5): trimmed, not empty, at most 50 characters, and free of control
 * and text-direction characters. Unique in its league too, which only the server can tell.
 */
export const teamNameSchema = z
  .string({ error: MESSAGES.teamNameEmpty })
  .trim()
  .min(1, MESSAGES.teamNameEmpty)
  .max(TEAM_NAME_MAX, MESSAGES.teamNameTooLong)
  .refine((name) => !TEAM_NAME_FORBIDDEN_PATTERN.test(name), MESSAGES.teamNameCharacters);

/** The PUT /league_members/updateTeamName body. */
export const teamNameBodySchema = z.object({ team_name: teamNameSchema });

export type TeamNameBody = z.input<typeof teamNameBodySchema>;
