import { z } from 'zod';
import {
  DRAFT_MODES,
  DRAFT_ORDER_MODES,
  DRAFT_PICK_SOURCES,
  DRAFT_STATUSES,
  DRAFT_TYPES,
} from '../domain/draft';
import { idSchema, instantSchema, positionSchema, rosterTypeSchema } from './primitives';

/** A league's draft settings (docs/decisions/058), as saved. */
export const draftSettingsSchema = z.object({
  type: z.enum(DRAFT_TYPES),
  order_mode: z.enum(DRAFT_ORDER_MODES),
  /** The first round's order as league member ids when the commissioner sets it, else []. */
  order: z.array(idSchema),
  pick_seconds: z.number().int(),
  /** The clock stops overnight (23:00-08:00 US Eastern). */
  overnight_pause: z.boolean(),
  starts_at: instantSchema.nullable(),
  /** Vampires draft under their own rule set; else they skip the draft (decision 059). */
  vampires_draft: z.boolean(),
});

/** A team in the draft order (the first round's), with how it picks. */
export const draftTeamSchema = z.object({
  league_member_id: idSchema,
  team_name: z.string().nullable(),
  username: z.string(),
  roster_type_id: rosterTypeSchema,
  /** The server picks for this team as soon as it is on the clock. */
  autopick: z.boolean(),
  /** False for a vampire skipping the draft: it is never on the clock. */
  drafts: z.boolean(),
});

/** One pick made. */
export const draftPickSchema = z.object({
  overall: z.number().int(),
  round: z.number().int(),
  pick_in_round: z.number().int(),
  league_member_id: idSchema,
  player_id: idSchema,
  player_name: z.string(),
  position: positionSchema,
  nfl_team: z.string(),
  made_by: z.enum(DRAFT_PICK_SOURCES),
  made_at: instantSchema,
});

/** The pick on the clock. */
export const draftClockSchema = z.object({
  overall: z.number().int(),
  round: z.number().int(),
  pick_in_round: z.number().int(),
  league_member_id: idSchema,
  /** When the pick is made by autopick; null while the draft is paused. */
  deadline: instantSchema.nullable(),
  /** The clock time left (frozen while paused). */
  remaining_ms: z.number().int(),
});

/** The whole draft room: what every member of the league sees. */
export const draftRoomSchema = z.object({
  league_id: idSchema,
  settings: draftSettingsSchema,
  status: z.enum(DRAFT_STATUSES),
  /**
   * The teams in drafting order once the draft has started (drawn then when random), the teams
   * that skip it last; before it starts, in the set order, else by membership.
   */
  order: z.array(draftTeamSchema),
  /** The regular rule set's slots: planned before the draft starts, fixed when it does. */
  rounds: z.number().int(),
  picks: z.array(draftPickSchema),
  on_clock: draftClockSchema.nullable(),
  /** The team that picks after the one on the clock. */
  next_league_member_id: idSchema.nullable(),
  started_at: instantSchema.nullable(),
  completed_at: instantSchema.nullable(),
  /** Until when vampires who skipped the draft have free agents to themselves (decision 059). */
  vampire_window_ends_at: instantSchema.nullable(),
  /** The server's clock when it answered, for the room's countdown. */
  server_now: instantSchema,
});

/** A player still to be drafted, with his ranking. */
export const draftAvailablePlayerSchema = z.object({
  player_id: idSchema,
  player_name: z.string(),
  position: positionSchema,
  nfl_team: z.string(),
  /** 1 for the best. */
  rank: z.number().int(),
  previous_season_points: z.number(),
  season_points: z.number(),
  injury_status: z.string().nullable(),
});

/** A player in a member's queue. */
export const draftQueuePlayerSchema = z.object({
  player_id: idSchema,
  player_name: z.string(),
  position: positionSchema,
  nfl_team: z.string(),
  /** Still undrafted. */
  available: z.boolean(),
});

/** The caller's queue, first wanted first. */
export const draftQueueSchema = z.object({
  league_member_id: idSchema,
  players: z.array(draftQueuePlayerSchema),
});

/**
 * How a league's picks are made (decision 066): live in the room, or entered by the commissioner
 * after an offline draft. An answer of its own beside the room, whose shape remotes built against
 * @fangtasy/shared 2.x read as it is (decision 056).
 */
export const draftModeSchema = z.object({
  league_id: idSchema,
  mode: z.enum(DRAFT_MODES),
});
