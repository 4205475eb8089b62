import type { RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { readAwardSnapshot, type AwardSnapshot } from './award-snapshot';
import { awardStatement, refusalStatement } from './award-writes';
import { judgeClaim } from './judge-claim';
import type { RunContext } from './run-context';

/** The outcome of one step of a run: the claim decided, and how. */
export type ClaimDecision = {
  leagueId: number;
  claimId: number;
  memberId: number;
  playerId: number;
} & ({ outcome: 'won'; bid: number } | { outcome: 'failed'; reason: string });

/** Something the award decided on committed while its snapshot waited: decide it again. */
export const LEAGUE_MOVED = 'moved' as const;

/** The next award of a run and the statement that writes it, or null when none is left. */
export interface NextAward {
  decision: ClaimDecision;
  /** Writes it while the snapshot's read versions hold; answers `applied`. */
  write: RawBuilder<{ applied: boolean }>;
}

/**
 * Decides the run's best pending claim against the league as the snapshot shows it (taken
 * under every member's lock): awards it or closes it with its reason.
 */
export function nextAward(context: RunContext, snapshot: AwardSnapshot): NextAward | null {
  const { claim } = snapshot;
  if (!claim) return null;
  const { member } = snapshot;
  if (!member) throw new Error(`claim ${claim.id} names a member outside its league`);
  const base = {
    leagueId: context.league.id,
    claimId: claim.id,
    memberId: member.id,
    playerId: claim.player_id,
  };
  const judgement = judgeClaim(context, snapshot, claim, member);
  if ('refusal' in judgement)
    return {
      decision: { ...base, outcome: 'failed', reason: judgement.refusal },
      write: refusalStatement(context, snapshot, claim, judgement.refusal),
    };
  return {
    decision: { ...base, outcome: 'won', bid: claim.faab_claim_amount },
    write: awardStatement(context, snapshot, claim, member, judgement.drop),
  };
}

/**
 * One step of a run, inside the caller's transaction, in two statements: the snapshot (which
 * takes every member's lock) and the writes. Answers the decision, null when the run has no
 * claim left, or LEAGUE_MOVED when the league changed while the members' locks were awaited
 * (nothing is written; the caller decides again in a new transaction). The log row written with
 * the decision carries the claim's id under the unique index `league_transactions_claim_once`,
 * so no claim is ever decided twice.
 */
export async function decideBestClaim(
  trx: Db,
  context: RunContext,
): Promise<ClaimDecision | null | typeof LEAGUE_MOVED> {
  const next = nextAward(context, await readAwardSnapshot(trx, context));
  if (!next) return null;
  const { rows } = await next.write.execute(trx);
  return rows[0]?.applied === true ? next.decision : LEAGUE_MOVED;
}
