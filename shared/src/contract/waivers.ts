import { z } from 'zod';
import { fantasyWeekSchema } from './fantasy-weeks';
import { flagSchema, idSchema, instantSchema, waiverDaySchema } from './primitives';

export const CLAIM_STATUSES = ['pending', 'won', 'failed', 'cancelled'] as const;

/**
 * A Waiver claim (rules §3: id, league_id, league_member_id, player_id, faab_claim_amount,
 * rostered_player_to_drop, is_active, league_member_priority), with what the claims page shows.
 */
export const waiverClaimSchema = z.object({
  id: idSchema,
  league_id: idSchema,
  league_member_id: idSchema,
  player_id: idSchema,
  player_name: z.string(),
  position: z.string(),
  team: z.string(),
  faab_claim_amount: z.number(),
  rostered_player_to_drop: idSchema.nullable(),
  drop_player_name: z.string().nullable(),
  is_active: flagSchema,
  league_member_priority: z.number().nullable(),
  status: z.enum(CLAIM_STATUSES),
  /** Why a claim failed, shown to its owner only. */
  result_reason: z.string().nullable(),
  created_at: instantSchema,
  processed_at: instantSchema.nullable(),
});

/** Waiver-claim changes — rules §7.5: "Responses to the waiver-claim calls carry status and message". */
export const waiverClaimAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  id: idSchema,
  data: waiverClaimSchema,
});
export const waiverClaimDeletedAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

/** Where a league stands in its waiver week by the server's clock (rules §4.8). */
export const waiverWindowSchema = z.object({
  /** The league clock's now, which may differ from the browser's (FANTASY_NOW). */
  now: instantSchema,
  week: fantasyWeekSchema.omit({ id: true }).nullable(),
  waiver_day: waiverDaySchema,
  waivers_length: z.number(),
  /** 00:00 Eastern on the waiver day of the current fantasy week. */
  waiver_day_start: instantSchema.nullable(),
  /** Before the waiver day the claim modal is offered; from it on, the direct-add modal. */
  mode: z.enum(['claims', 'direct_add']),
  /** When the next weekly waiver run is due, or null after the season's last. */
  next_run_at: instantSchema.nullable(),
});

/** A recorded waiver run of a league: the weekly one, or a dropped player's. */
export const waiverRunSchema = z.object({
  id: idSchema,
  kind: z.enum(['weekly', 'player']),
  player_id: idSchema.nullable(),
  player_name: z.string().nullable(),
  due_at: instantSchema,
  status: z.enum(['pending', 'running', 'done']),
  started_at: instantSchema.nullable(),
  finished_at: instantSchema.nullable(),
  awarded: z.number(),
  failed: z.number(),
});
