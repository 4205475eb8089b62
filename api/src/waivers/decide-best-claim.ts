import type { RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { claimView, readAwardSnapshot, type AwardSnapshot } from './award-snapshot';
import { awardStatement, refusalsStatement, type Refusal } from './award-writes';
import { judgeClaim } from './judge-claim';
import type { RunContext } from './run-context';

/** The outcome of one decision of a run: the claim decided, and how. */
export type ClaimDecision = {
  leagueId: number;
  claimId: number;
  memberId: number;
  playerId: number;
} & ({ outcome: 'won'; bid: number } | { outcome: 'failed'; reason: string });

/** Something the step decided on committed while its snapshot waited: decide it again. */
export const LEAGUE_MOVED = 'moved' as const;

/** The next step of a run and the statement that writes it, or null when no claim is left. */
export interface NextStep {
  /** The claims decided, in order: any refused ones, then at most one won, last. */
  decisions: ClaimDecision[];
  /** Writes them while the snapshot's read versions hold; answers `applied`. */
  write: RawBuilder<{ applied: boolean }>;
}

/**
 * Decides the run's best pending claims against the league as the snapshot shows it (taken
 * under every member's lock), best first, until one is won: each is awarded or closed with its
 * reason, as one award a transaction would (decisions.md, "Waiver processing"). A refusal
 * changes nothing another claim is judged on, and while every member has a place in the
 * waiver order of his own, the ranks it closes change no claim's turn: the next claim in the
 * snapshot's order is the next best, judged against the same state. Otherwise (members sharing
 * a place, or none) the step ends at its first decision. The first award ends the step too:
 * what comes after it is decided from a new snapshot, against the league as the award left it.
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
      write: awardStatement(context, snapshot, refusals, candidate, member, judgement.drop),
    };
  }
  if (refusals.length === 0) return null;
  return { decisions, write: refusalsStatement(context, snapshot, refusals) };
}

/**
 * One step of a run, inside the caller's transaction, in two statements: the snapshot (which
 * takes every member's lock) and the writes. Answers the decisions, null when the run has no
 * claim left, or LEAGUE_MOVED when the league changed while the members' locks were awaited
 * (nothing is written; the caller decides again in a new transaction). The log row written with
 * each decision carries the claim's id under the unique index `league_transactions_claim_once`,
 * so no claim is ever decided twice.
 */
export async function decideBestClaims(
  trx: Db,
  context: RunContext,
  afterDecision?: (decision: ClaimDecision) => void | Promise<void>,
): Promise<ClaimDecision[] | null | typeof LEAGUE_MOVED> {
  const next = nextStep(context, await readAwardSnapshot(trx, context));
  if (!next) return null;
  for (const decision of next.decisions) await afterDecision?.(decision);
  const { rows } = await next.write.execute(trx);
  return rows[0]?.applied === true ? next.decisions : LEAGUE_MOVED;
}
