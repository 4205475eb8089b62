import {
  MESSAGES,
  holdsATeam,
  isAtPositionMaximum,
  isRosterFull,
  rosterTypeOf,
  type RosterRules,
} from '@fangtasy/shared/domain';
import type { ClaimToDecide, ClaimView, RunMember, RunRosterEntry } from './award-snapshot';
import type { RunContext } from './run-context';

/** A claim's fate at its award: refused with a reason, or won with the drop it names (if any). */
export type Judgement = { refusal: string } | { rules: RosterRules; drop: RunRosterEntry | null };

/**
 * Checks a claim against the league as it stands when the run reaches it (rules §4.16): the player still
 * free and not locked, the bid within the remaining budget, the drop player still on the roster
 * (and free to leave it), and a legal place after the drop — roster size without IR and the
 * per-position maximum. The first failing check is the claim's reason.
 */
export function judgeClaim(
  context: RunContext,
  snapshot: ClaimView,
  claim: ClaimToDecide,
  member: RunMember,
): Judgement {
  if (snapshot.rosteredBy !== null) return { refusal: MESSAGES.playerNoLongerAvailable };
  if (snapshot.lockedSince.has(claim.player_id)) return { refusal: MESSAGES.playerLocked };
  const rules = context.rulesByType.get(rosterTypeOf(member)) ?? null;
  if (!holdsATeam(member)) return { refusal: MESSAGES.invalidPlayerOrMember };
  if (!rules) return { refusal: MESSAGES.invalidRosterRules };
  const budget = member.remaining_faab_budget ?? 0;
  if (claim.faab_claim_amount > budget) return { refusal: MESSAGES.faabOverBudget(budget) };

  const { roster } = snapshot;
  const dropId = claim.rostered_player_to_drop;
  const drop = dropId === null ? null : roster.find((entry) => entry.id === dropId);
  if (drop === undefined) return { refusal: MESSAGES.claimDropPlayerGone };
  if (drop && snapshot.lockedSince.has(drop.player_id))
    return { refusal: MESSAGES.claimDropPlayerLocked };
  const afterDrop = drop ? roster.filter((entry) => entry.id !== drop.id) : roster;
  if (isRosterFull(rules, afterDrop)) return { refusal: MESSAGES.claimRosterFull };
  if (isAtPositionMaximum(rules, afterDrop, claim.position))
    return { refusal: MESSAGES.noRosterSlot };
  return { rules, drop };
}
