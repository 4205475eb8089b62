import { z } from 'zod';
import { LEAGUE_SIZE, POSITIONS } from '../domain/constants';
import {
  DEFAULT_DRAFT_SETTINGS,
  DRAFT_AVAILABLE_LIMIT_BOUNDS,
  DRAFT_CSV_BOUNDS,
  DRAFT_MODES,
  DRAFT_ORDER_MODES,
  DRAFT_PICK_SECONDS_BOUNDS,
  DRAFT_QUEUE_MAX,
  DRAFT_TYPES,
} from '../domain/draft';
import { DRAFT_MESSAGES as MESSAGES } from '../domain/messages';
import { bodyId, tooLarge } from './bounded-numbers';
import { MAX_ROSTER_SIZE } from './limits';

const { min: secondsMin, max: secondsMax } = DRAFT_PICK_SECONDS_BOUNDS;
/** The last pick of the largest draft: every slot of the largest roster, for every team. */
export const overallMax = LEAGUE_SIZE * MAX_ROSTER_SIZE;

/** The PUT /drafts/updateSettings/{league_id} body: the whole settings, each field defaulted. */
export const draftSettingsBodySchema = z.object({
  type: z
    .enum(DRAFT_TYPES, { error: MESSAGES.draftTypeInvalid })
    .default(DEFAULT_DRAFT_SETTINGS.type),
  order_mode: z
    .enum(DRAFT_ORDER_MODES, { error: MESSAGES.draftOrderModeInvalid })
    .default(DEFAULT_DRAFT_SETTINGS.order_mode),
  order: z
    .array(bodyId('order', MESSAGES.draftOrderInvalid), { error: MESSAGES.draftOrderInvalid })
    .max(LEAGUE_SIZE, MESSAGES.draftOrderInvalid)
    .default([]),
  pick_seconds: z
    .number({ error: MESSAGES.draftPickSecondsInvalid(secondsMin, secondsMax) })
    .int(MESSAGES.draftPickSecondsInvalid(secondsMin, secondsMax))
    .min(secondsMin, MESSAGES.draftPickSecondsInvalid(secondsMin, secondsMax))
    .max(secondsMax, tooLarge('pick_seconds', secondsMax))
    .default(DEFAULT_DRAFT_SETTINGS.pick_seconds),
  overnight_pause: z
    .boolean({ error: MESSAGES.draftSettingsInvalid('overnight_pause is true or false.') })
    .default(DEFAULT_DRAFT_SETTINGS.overnight_pause),
  starts_at: z.iso
    .datetime({ offset: true, error: MESSAGES.draftStartsAtInvalid })
    .nullable()
    .default(null),
  vampires_draft: z
    .boolean({ error: MESSAGES.draftSettingsInvalid('vampires_draft is true or false.') })
    .default(DEFAULT_DRAFT_SETTINGS.vampires_draft),
});
export type DraftSettingsBody = z.input<typeof draftSettingsBodySchema>;

/** The POST /drafts/makePick/{league_id} body: the pick on the clock the caller means, and whom. */
export const draftPickBodySchema = z.object({
  overall: z
    .number({ error: MESSAGES.draftOverallInvalid })
    .int(MESSAGES.draftOverallInvalid)
    .positive(MESSAGES.draftOverallInvalid)
    .max(overallMax, tooLarge('overall', overallMax)),
  player_id: bodyId('player_id', MESSAGES.draftPlayerUnknown),
});
export type DraftPickBody = z.input<typeof draftPickBodySchema>;

/** The PUT /drafts/setAutopick/{league_id} body. */
export const draftAutopickBodySchema = z.object({
  autopick: z.boolean({ error: MESSAGES.draftAutopickInvalid }),
});
export type DraftAutopickBody = z.input<typeof draftAutopickBodySchema>;

/** The PUT /drafts/setQueue/{league_id} body: the caller's queue, first wanted first. */
export const draftQueueBodySchema = z.object({
  player_ids: z
    .array(bodyId('player_ids', MESSAGES.draftPlayerUnknown), {
      error: MESSAGES.draftPlayerUnknown,
    })
    .max(DRAFT_QUEUE_MAX, MESSAGES.draftQueueTooLong(DRAFT_QUEUE_MAX))
    .refine((ids) => new Set(ids).size === ids.length, MESSAGES.draftQueueDuplicate),
});
export type DraftQueueBody = z.input<typeof draftQueueBodySchema>;

/** The PUT /drafts/setAutopickFor/{league_id} body: the commissioner switches a team of his league. */
export const draftAutopickForBodySchema = z.object({
  league_member_id: bodyId('league_member_id', MESSAGES.draftAutopickTeamUnknown),
  autopick: z.boolean({ error: MESSAGES.draftAutopickInvalid }),
});
export type DraftAutopickForBody = z.input<typeof draftAutopickForBodySchema>;

/** The PUT /drafts/setMode/{league_id} body: live in the room, or offline (decision 066). */
export const draftModeBodySchema = z.object({
  mode: z.enum(DRAFT_MODES, { error: MESSAGES.draftModeInvalid }),
});
export type DraftModeBody = z.input<typeof draftModeBodySchema>;

/**
 * The POST /drafts/uploadOffline/{league_id} body: an offline draft's results as CSV text,
 * `round,pick,team,player` (decision 066). Its size is bounded here; its rows by the server.
 */
export const draftOfflineUploadBodySchema = z.object({
  csv: z
    .string({ error: MESSAGES.draftCsvInvalid })
    .max(DRAFT_CSV_BOUNDS.maxChars, MESSAGES.draftCsvTooLong(DRAFT_CSV_BOUNDS.maxChars)),
});
export type DraftOfflineUploadBody = z.input<typeof draftOfflineUploadBodySchema>;

const { min: limitMin, max: limitMax } = DRAFT_AVAILABLE_LIMIT_BOUNDS;

/** The GET /drafts/getAvailablePlayers/{league_id} query: a position, and how many. */
export const draftAvailableQuerySchema = z.object({
  position: z.enum(POSITIONS, { error: MESSAGES.draftPositionInvalid }).optional(),
  limit: z.coerce
    .number({ error: MESSAGES.draftLimitInvalid(limitMin, limitMax) })
    .int(MESSAGES.draftLimitInvalid(limitMin, limitMax))
    .min(limitMin, MESSAGES.draftLimitInvalid(limitMin, limitMax))
    .max(limitMax, tooLarge('limit', limitMax))
    .default(100),
});
export type DraftAvailableQuery = z.input<typeof draftAvailableQuerySchema>;
