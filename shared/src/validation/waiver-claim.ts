import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { bodyId, tooLarge } from './bounded-numbers';
import { CLAIM_PRIORITY_BOUNDS, FAAB_MAX } from './limits';

const requiredId = (field: string) => bodyId(field, MESSAGES.missingRequiredInformation);

/** Whole dollars, zero included: $0 bids are valid (rules §5.6). */
const faabAmount = () =>
  z
    .number({ error: MESSAGES.faabInvalid })
    .int(MESSAGES.faabInvalid)
    .min(0, MESSAGES.faabInvalid)
    .max(FAAB_MAX, tooLarge('faab_claim_amount', FAAB_MAX));

/** The POST /waiver_claims/create and PUT /waiver_claims/update/{id} body (rules §7.5). */
export const waiverClaimBodySchema = z.object({
  league_id: requiredId('league_id'),
  league_member_id: requiredId('league_member_id'),
  player_id: requiredId('player_id'),
  faab_claim_amount: faabAmount(),
  is_active: z
    .union([z.literal(0), z.literal(1)], { error: MESSAGES.missingRequiredInformation })
    .optional(),
  rostered_player_to_drop: requiredId('rostered_player_to_drop').nullable().optional(),
  priority: z
    .number({ error: MESSAGES.claimPriorityInvalid })
    .int(MESSAGES.claimPriorityInvalid)
    .min(CLAIM_PRIORITY_BOUNDS.min, MESSAGES.claimPriorityInvalid)
    .max(CLAIM_PRIORITY_BOUNDS.max, tooLarge('priority', CLAIM_PRIORITY_BOUNDS.max))
    .nullable()
    .optional(),
});

export type WaiverClaimBody = z.input<typeof waiverClaimBodySchema>;

/** What the claim form knows besides its own fields (rules §5.6). */
export interface ClaimFormContext {
  /** The member's remaining FAAB; a member without a budget yet has $0. */
  remainingBudget: number | null;
  /** The non-IR rostered count has reached max_roster_size (rules §5.6). */
  rosterFull: boolean;
  /** The member's roster rules' max_roster_size, as loaded; anything but a number is broken rules. */
  maxRosterSize: unknown;
  /** The member's active claims, to refuse a second claim for the same player and drop choice. */
  existingClaims: readonly {
    id?: number;
    player_id: number;
    rostered_player_to_drop?: number | null;
  }[];
  /** The claim being edited, which must not count as its own duplicate. */
  editingClaimId?: number | null;
}

export interface ClaimFormValues {
  player_id: number;
  faab_claim_amount: number;
  /** null is 'Do Not Drop Player'. */
  rostered_player_to_drop: number | null;
}

// Inputs hand over their text; an empty box is not $0.
const toAmount = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());

/**
 * The claim form for one member's situation: issues in the order the modal walks through them —
 * ids, bid, budget, roster rules, drop player, duplicate.
 */
export function claimFormSchema(context: ClaimFormContext) {
  return z
    .object({
      player_id: requiredId('player_id'),
      faab_claim_amount: z.union([z.number(), z.string()], { error: MESSAGES.faabInvalid }),
      rostered_player_to_drop: requiredId('rostered_player_to_drop').nullable().optional(),
    })
    .superRefine((value, ctx) => {
      const issue = (message: string, path: string) =>
        ctx.addIssue({ code: 'custom', message, path: [path] });
      const amount = toAmount(value.faab_claim_amount);
      if (!Number.isInteger(amount) || amount < 0) {
        issue(MESSAGES.faabInvalid, 'faab_claim_amount');
        return;
      }
      const budget = context.remainingBudget ?? 0;
      if (amount > budget) {
        issue(MESSAGES.faabOverBudget(budget), 'faab_claim_amount');
        return;
      }
      if (typeof context.maxRosterSize !== 'number' || !Number.isFinite(context.maxRosterSize)) {
        issue(MESSAGES.invalidRosterRules, 'rostered_player_to_drop');
        return;
      }
      const drop = value.rostered_player_to_drop ?? null;
      if (context.rosterFull && drop === null) {
        issue(MESSAGES.dropRequired, 'rostered_player_to_drop');
        return;
      }
      const duplicate = context.existingClaims.some(
        (claim) =>
          claim.player_id === value.player_id &&
          (claim.rostered_player_to_drop ?? null) === drop &&
          (context.editingClaimId == null || claim.id !== context.editingClaimId),
      );
      if (duplicate) issue(MESSAGES.duplicateClaim, 'player_id');
    })
    .transform((value): ClaimFormValues => ({
      player_id: value.player_id,
      faab_claim_amount: toAmount(value.faab_claim_amount),
      rostered_player_to_drop: value.rostered_player_to_drop ?? null,
    }));
}

export type ClaimFormInput = z.input<ReturnType<typeof claimFormSchema>>;
