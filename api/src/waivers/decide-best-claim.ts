import {
  claimView,
  type AwardSnapshot,
  type Candidate,
  type ClaimToDecide,
  type RunMember,
  type RunRosterEntry,
} from './award-snapshot';
import { judgeClaim } from './judge-claim';
import type { RunContext } from './run-context';

/** The outcome of one decision of a run: the claim decided, and how. */
export type ClaimDecision = {
  leagueId: number;
  claimId: number;
  memberId: number;
  playerId: number;
} & ({ outcome: 'won'; bid: number } | { outcome: 'failed'; reason: string });

/** A claim a step refused before its award (or before the run ran out of claims), with why. */
export interface Refusal {
  claim: ClaimToDecide;
  reason: string;
}

/** The next step of a run: what it decided (run-state.ts works out what that writes). */
export interface NextStep {
  /** The claims decided, in order: any refused ones, then at most one won, last. */
  decisions: ClaimDecision[];
  /** The claims refused, in order. */
  refusals: Refusal[];
  /** The claim won, if one was: its member as the snapshot showed him, and its drop. */
  award: { candidate: Candidate; member: RunMember; drop: RunRosterEntry | null } | null;
}

/**
 * Decides the run's best pending claims against the league as the run's state shows it
 * (run-state.ts), best first, until one is won: each is awarded or closed with its
 * reason, as one award a transaction would (rules §4.16). A refusal
 * changes nothing another claim is judged on, and while every member has a place in the
 * waiver order of his own, the ranks it closes change no claim's turn: the next claim in the
 * state's order is the next best, judged against the same state. Otherwise (members sharing
 * a place, or none) the step ends at its first decision. The first award ends the step too:
 * what comes after it is decided against the league as the award left it.
 */
export function nextStep(context: RunContext, snapshot: AwardSnapshot): NextStep | null {
  const refusals: Refusal[] = [];
  const decisions: ClaimDecision[] = [];
  for (const candidate of snapshot.candidates) {
    if (decisions.length > 0 && !snapshot.distinctOrder) break;
    const { claim } = candidate;
    const member = snapshot.members.get(claim.league_member_id);
    if (!member) throw new Error(`claim ${claim.id} names a member outside its league`);
    const base = {
      leagueId: context.league.id,
      claimId: claim.id,
      memberId: member.id,
      playerId: claim.player_id,
    };
    const judgement = judgeClaim(context, claimView(snapshot, candidate), claim, member);
    if ('refusal' in judgement) {
      refusals.push({ claim, reason: judgement.refusal });
      decisions.push({ ...base, outcome: 'failed', reason: judgement.refusal });
      continue;
    }
    decisions.push({ ...base, outcome: 'won', bid: claim.faab_claim_amount });
    return {
      decisions,
      refusals,
      award: { candidate, member, drop: judgement.drop },
    };
  }
  if (refusals.length === 0) return null;
  return { decisions, refusals, award: null };
}
