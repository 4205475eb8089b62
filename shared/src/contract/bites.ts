import { z } from 'zod';
import { BITE_RIGHT_STATUSES, BITE_SWAP_RULES } from '../domain/bite-rules';
import { idSchema, instantSchema } from './primitives';

/** A player as a bite names him. */
export const bitePlayerSchema = z.object({
  player_id: idSchema,
  player_name: z.string(),
  position: z.string(),
  /** His NFL team. */
  team: z.string(),
});

/**
 * A vampire's bite right (docs/decisions/019-the-vampire-bite.md): granted when the vampire won
 * its matchup of a regular-season week, open until its deadline, then taken, waived or lapsed.
 * Every member of the league reads them: bites are announced to the whole league.
 */
export const biteRightSchema = z.object({
  id: idSchema,
  league_id: idSchema,
  week: z.number(),
  vampire_member_id: idSchema,
  vampire_team_name: z.string().nullable(),
  victim_member_id: idSchema,
  victim_team_name: z.string().nullable(),
  vampire_score: z.number(),
  victim_score: z.number(),
  granted_at: instantSchema,
  deadline_at: instantSchema,
  status: z.enum(BITE_RIGHT_STATUSES),
  swap_rule: z.enum(BITE_SWAP_RULES),
  /** The loser's frozen lineup was not full: his bench may be bitten too. */
  exposed: z.boolean(),
  /** Why the lineup was exposed, one sentence per slot ('RB2 was empty.'). */
  exposure: z.array(z.string()),
  /** The starter the loser's garlic protected that week. */
  garlic_player: bitePlayerSchema.nullable(),
  /** The target the vampire declared before his game (declare-before-kickoff leagues). */
  declared_player: bitePlayerSchema.nullable(),
  taken_player: bitePlayerSchema.nullable(),
  /** The player the vampire sent back in the swap. */
  swap_player: bitePlayerSchema.nullable(),
  decided_at: instantSchema.nullable(),
  /** Why a right lapsed without a bite. */
  reason: z.string().nullable(),
});

/** A player the vampire could send back for a target. */
export const biteSwapOptionSchema = bitePlayerSchema.extend({
  is_locked: z.boolean(),
});

/** A player the bite may take, as he stands now. */
export const biteTargetSchema = bitePlayerSchema.extend({
  /** His slot in the loser's lineup that week ('RB1', or 'BENCH' when the lineup was exposed). */
  week_slot: z.string(),
  /** His game this week has kicked off: he can't move until the week ends. */
  is_locked: z.boolean(),
  /** Under the same-position swap: who may go back for him (empty: no legal swap). */
  swap_options: z.array(biteSwapOptionSchema),
  /**
   * Without a swap, taking him needs a drop: the vampire's roster is full, or already holds as
   * many of his position as its rules allow (then the drop is one of that position).
   */
  drop_required: z.boolean(),
});

/** GET /bites/getBiteRightById/{id}: a right with what it may take now (for an open right). */
export const biteRightDetailSchema = biteRightSchema.extend({
  targets: z.array(biteTargetSchema),
  /** Without a swap, the vampire's roster would be over its limits: the bite names a drop. */
  drop_required: z.boolean(),
  /** The vampire's players it may drop in the bite (when a drop is required). */
  drop_options: z.array(biteSwapOptionSchema),
  /** The caller is the vampire and may bite or pass now. */
  can_bite: z.boolean(),
});

/** A player chosen ahead of the week's games (a declared target, a garlic starter). */
export const biteWeekChoiceSchema = bitePlayerSchema.extend({
  is_locked: z.boolean(),
});

/**
 * GET /bites/getWeekPlan/{league_id}: the caller's vampire week as it stands — whom the team
 * faces, and the choices the league's variants ask for before kickoff (only the caller sees his).
 */
export const biteWeekPlanSchema = z.object({
  week: z.number().nullable(),
  is_bite_week: z.boolean(),
  opponent_member_id: idSchema.nullable(),
  opponent_team_name: z.string().nullable(),
  opponent_is_vamp: z.boolean(),
  is_vamp: z.boolean(),
  /** The caller, a vampire facing a regular team, names its target before his game. */
  may_declare: z.boolean(),
  declared_player: biteWeekChoiceSchema.nullable(),
  /** The caller faces a vampire and may protect one starter with garlic. */
  may_use_garlic: z.boolean(),
  garlic_player: biteWeekChoiceSchema.nullable(),
});
