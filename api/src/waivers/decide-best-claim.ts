import type { Db } from '../db/connect';
import { readAwardSnapshot } from './award-snapshot';
import { writeAward, writeRefusal } from './award-writes';
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

/**
 * One step of a run, inside the caller's transaction, in two statements: the snapshot (which
 * takes every member's lock) and the writes. It decides the run's best pending claim against the
 * league as it stands now — awards it or closes it with its reason — and answers null when the
 * run has no claim left, or LEAGUE_MOVED when the league changed while the members' locks were
 * awaited (nothing is written; the caller decides again in a new transaction). The log row
 * written with the decision carries the claim's id under the unique index
 * `league_transactions_claim_once`, so no claim is ever decided twice.
 */
export async function decideBestClaim(
  trx: Db,
  context: RunContext,
): Promise<ClaimDecision | null | typeof LEAGUE_MOVED> {
  const snapshot = await readAwardSnapshot(trx, context);
  const { claim } = snapshot;
  if (!claim) return null;
  const member = snapshot.members.find((candidate) => candidate.id === claim.league_member_id);
  if (!member) throw new Error(`claim ${claim.id} names a member outside its league`);
  const base = {
    leagueId: context.league.id,
    claimId: claim.id,
    memberId: member.id,
    playerId: claim.player_id,
  };
  const judgement = judgeClaim(context, snapshot, claim, member);
  if ('refusal' in judgement) {
    const written = await writeRefusal(trx, context, snapshot, claim, judgement.refusal);
    return written ? { ...base, outcome: 'failed', reason: judgement.refusal } : LEAGUE_MOVED;
  }
  const written = await writeAward(trx, context, snapshot, claim, member, judgement.drop);
  return written ? { ...base, outcome: 'won', bid: claim.faab_claim_amount } : LEAGUE_MOVED;
}
