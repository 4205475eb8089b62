import { z } from 'zod';
import { leagueStatusSchema, seasonTeamSchema } from './playoffs';
import { flagSchema, idSchema, memberRoleSchema, withSuccessStatus } from './primitives';

/**
 * A League member (rules §3; rules §7 lists id, user_id, team_name, remaining_faab_budget,
 * is_vamp, role, username), with the owner's names and the rolling waiver order.
 */
export const leagueMemberSchema = z.object({
  id: idSchema,
  league_id: idSchema,
  user_id: idSchema,
  role: memberRoleSchema,
  is_vamp: flagSchema,
  team_name: z.string().nullable(),
  remaining_faab_budget: z.number().nullable(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Position in the rolling waiver order, 1 = first pick; null before activation. */
  waiver_order: z.number().nullable(),
});

/** One of a user's memberships with its league: `name` as the League entity has it. */
export const membershipSchema = leagueMemberSchema.extend({
  name: z.string(),
  /** The same name, as the landing page has always read it. */
  league_name: z.string(),
  is_active: flagSchema,
  season: z.number(),
  /** Where the league's season stands, and its champion once the final is decided. */
  league_status: leagueStatusSchema,
  champion: seasonTeamSchema.nullable(),
  /** The league's previous and next seasons (renewals), if any. */
  previous_league_id: idSchema.nullable(),
  next_league_id: idSchema.nullable(),
});

/** PUT /league_members/updateTeamName — rules §7.3: status 'success' or a message. */
export const updateTeamNameAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

/** POST /league_members/create — rules §7.3: status, message. */
export const createLeagueMemberAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

/**
 * PUT /league_members/updateRole and updateRemainingFaabBudget: the membership as it now stands,
 * with status and message — rules §8's "Failed to accept invitation." and "Failed to set FAAB budget."
 * come from checking the status.
 */
export const updatedMembershipAnswerSchema = withSuccessStatus(leagueMemberSchema);
