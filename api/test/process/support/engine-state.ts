import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/connect';

/**
 * What a waiver run leaves behind, in a form two databases seeded alike can be compared by:
 * claims, members and runs by their ids (twins share them), rosters and the transaction log by
 * content — a run cut off by a crash uses up serial ids that an unbroken one does not.
 */
export async function waiverEngineState(db: Db) {
  const claims = await db
    .selectFrom('waiver_claims')
    .select([
      'id',
      'league_id',
      'league_member_id',
      'player_id',
      'faab_claim_amount',
      'rostered_player_to_drop',
      'is_active',
      'status',
      'result_reason',
      'league_member_priority',
      'processed_at',
    ])
    .orderBy('id')
    .execute();
  const members = await db
    .selectFrom('league_members')
    .select(['id', 'league_id', 'remaining_faab_budget', 'waiver_order'])
    .orderBy('id')
    .execute();
  const rosters = await db
    .selectFrom('rostered_players')
    .select([
      'league_id',
      'league_member_id',
      'player_id',
      'roster_position',
      'is_rostered',
      'dropped_at',
      'waivers_until',
    ])
    .orderBy('league_id')
    .orderBy('player_id')
    .orderBy('league_member_id')
    .orderBy('is_rostered')
    .execute();
  const log = await db
    .selectFrom('league_transactions')
    .select(['league_id', 'league_member_id', 'kind', 'player_id', 'bid', 'reason'])
    .select(['waiver_claim_id', 'created_at'])
    .orderBy('league_id')
    .orderBy(sql`waiver_claim_id nulls last`)
    .orderBy('kind')
    .orderBy('player_id')
    .orderBy('league_member_id')
    .execute();
  const runs = await db
    .selectFrom('waiver_runs')
    .select(['league_id', 'kind', 'player_id', 'due_at', 'status', 'awarded', 'failed'])
    .select(['started_at', 'finished_at'])
    .orderBy('league_id')
    .orderBy('due_at')
    .execute();
  return { claims, members, rosters, log, runs };
}

export type WaiverEngineState = Awaited<ReturnType<typeof waiverEngineState>>;

/**
 * The invariants a finished run must leave whatever happened to the processes running it: every
 * claim decided, each by one log row; no budget below zero; a player on one roster per league;
 * each league's run recorded once and done, its counts matching its decisions.
 */
export function expectFinishedRunInvariants(state: WaiverEngineState, startBudget: number): void {
  expect(state.claims.filter((claim) => claim.is_active === 1)).toEqual([]);
  const decided = state.log.flatMap((row) => (row.waiver_claim_id === null ? [] : [row]));
  expect(decided.map((row) => row.waiver_claim_id).sort((a, b) => a! - b!)).toEqual(
    state.claims.map((claim) => claim.id),
  );
  for (const member of state.members)
    expect(member.remaining_faab_budget).toBeGreaterThanOrEqual(0);
  const rostered = state.rosters
    .filter((row) => row.is_rostered === 1)
    .map((row) => `${row.league_id}/${row.player_id}`);
  expect(new Set(rostered).size).toBe(rostered.length);
  const runLeagues = state.runs.map((run) => run.league_id);
  expect(new Set(runLeagues).size).toBe(runLeagues.length);
  for (const run of state.runs) {
    expect(run.status).toBe('done');
    const ofLeague = decided.filter((row) => row.league_id === run.league_id);
    expect(run.awarded).toBe(ofLeague.filter((row) => row.kind === 'waiver_won').length);
    expect(run.failed).toBe(ofLeague.filter((row) => row.kind === 'waiver_failed').length);
  }
  // Each won bid debited once: every budget is the start less the member's won bids.
  const spent = new Map<number, number>();
  for (const row of decided)
    if (row.kind === 'waiver_won')
      spent.set(row.league_member_id, (spent.get(row.league_member_id) ?? 0) + (row.bid ?? 0));
  for (const member of state.members)
    expect(member.remaining_faab_budget).toBe(startBudget - (spent.get(member.id) ?? 0));
}
