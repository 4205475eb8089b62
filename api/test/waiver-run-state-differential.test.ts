import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connect';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import { insertAll, MANY_LEAGUES_WEEK, seedManyWaiverLeagues } from './support/many-waiver-leagues';
import { createTestApp, type TestApp } from './support/test-app';

// A waiver run reads its league once and keeps that state in step with its own awards
// (waivers/run-state.ts). This test runs twin databases, one keeping the state and one reading
// the league again before every step, and asks that they end the same, row for row. Both work
// out what a step writes with the same takeStep: what that writes is held to the rules by the
// plain-loop reference (waiver-run-reference.test.ts).

let kept: TestApp;
let reread: TestApp;
beforeAll(async () => {
  [kept, reread] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([kept.close(), reread.close()]));

const LEAGUES = 10;

/**
 * The same twists on both twins (the seeding gives them the same ids): what the plain seeding
 * never has, so the kept state meets every rule that changes it. Members sharing a place in the
 * waiver order or having none, small budgets, claims without a priority, and claims on players
 * other members' claims drop. In some leagues a dropped player goes on waivers past the run's
 * instant (claims on him leave the run); in others his waivers end at it, so he can be claimed
 * again in the same run, his old record re-used.
 */
async function twist(db: Db, leagueIds: number[], seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const extra: Parameters<typeof insertAll<'waiver_claims'>>[2] = [];
  for (const [index, leagueId] of leagueIds.entries()) {
    const members = (
      await db
        .selectFrom('league_members')
        .select('id')
        .where('league_id', '=', leagueId)
        .orderBy('id')
        .execute()
    ).map((m) => m.id);
    const claims = await db
      .selectFrom('waiver_claims')
      .select(['id', 'league_member_id', 'rostered_player_to_drop'])
      .where('league_id', '=', leagueId)
      .orderBy('id')
      .execute();
    if (index % 3 === 1) {
      // Members sharing a place bid alike: their claims' own priorities decide between them.
      await db
        .updateTable('league_members')
        .set({ waiver_order: index % 2 === 0 ? null : 4 })
        .where('id', 'in', members.slice(0, 6))
        .execute();
      for (const claim of claims) {
        await db
          .updateTable('waiver_claims')
          .set({ faab_claim_amount: pick([5, 10]) })
          .where('id', '=', claim.id)
          .execute();
      }
    }
    for (const member of [pick(members), pick(members), pick(members)]) {
      await db
        .updateTable('league_members')
        .set({ remaining_faab_budget: 10 + Math.floor(random() * 20) })
        .where('id', '=', member)
        .execute();
    }
    await db
      .updateTable('waiver_rules')
      .set({ waivers_length: index % 2 === 0 ? 0 : 2 })
      .where('league_id', '=', leagueId)
      .execute();
    await db
      .updateTable('waiver_claims')
      .set({ league_member_priority: null })
      .where('id', 'in', [pick(claims).id, pick(claims).id])
      .execute();
    const drops = await db
      .selectFrom('rostered_players')
      .select(['player_id', 'league_member_id'])
      .where(
        'id',
        'in',
        claims.flatMap((c) =>
          c.rostered_player_to_drop === null ? [] : [c.rostered_player_to_drop],
        ),
      )
      .orderBy('id')
      .execute();
    for (let k = 0; k < 6 && drops.length > 0; k++) {
      const dropped = pick(drops);
      const member = pick(members.filter((m) => m !== dropped.league_member_id));
      extra.push({
        league_id: leagueId,
        league_member_id: member,
        player_id: dropped.player_id,
        faab_claim_amount: Math.floor(random() * 25),
        league_member_priority: 10 + k,
        created_at: new Date(MANY_LEAGUES_WEEK.tuesday.getTime() + (100 + k) * 1000),
      });
    }
  }
  await insertAll(db, 'waiver_claims', extra);
}

/** Everything a run writes, as members and the log would show it. */
async function endState(db: Db) {
  const [claims, rostered, members, log, runs] = await Promise.all([
    db
      .selectFrom('waiver_claims')
      .select([
        'id',
        'league_member_id',
        'status',
        'result_reason',
        'is_active',
        'league_member_priority',
        'waiver_run_id',
      ])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('rostered_players')
      .select([
        'id',
        'league_member_id',
        'player_id',
        'is_rostered',
        'roster_position',
        'dropped_at',
        'waivers_until',
      ])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('league_members')
      .select(['id', 'remaining_faab_budget', 'waiver_order'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('league_transactions')
      .select(['id', 'league_member_id', 'kind', 'player_id', 'bid', 'reason', 'waiver_claim_id'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('waiver_runs')
      .select(['id', 'league_id', 'status', 'awarded', 'failed'])
      .orderBy('id')
      .execute(),
  ]);
  return { claims, rostered, members, log, runs };
}

describe('a waiver run keeping its league in memory', () => {
  it('ends exactly as a run that reads the league again before every step', async () => {
    for (const app of [kept, reread]) {
      const seeded = await seedManyWaiverLeagues(app.db, {
        leagues: LEAGUES,
        claimsPerLeague: 30,
        seed: 7,
      });
      await twist(app.db, seeded.leagueIds, 11);
    }
    // At the due instant itself: a player dropped in a league with no waiver period is free
    // again at once, and claims on him stay in the run.
    const at = MANY_LEAGUES_WEEK.due;
    // One league at a time, so that rows are written in the same order and get the same ids.
    const [keptOutcomes, rereadOutcomes] = await Promise.all([
      runDueWaivers(kept.db, at, { concurrency: 1 }),
      runDueWaivers(reread.db, at, { concurrency: 1, readStateEachStep: true }),
    ]);
    const decisions = (outcomes: typeof keptOutcomes) =>
      outcomes.flatMap((outcome) => outcome.decisions).sort((a, b) => a.claimId - b.claimId);
    expect(decisions(keptOutcomes)).toEqual(decisions(rereadOutcomes));

    const [keptEnd, rereadEnd] = await Promise.all([endState(kept.db), endState(reread.db)]);
    expect(keptEnd.log).toEqual(rereadEnd.log);
    expect(keptEnd.claims).toEqual(rereadEnd.claims);
    expect(keptEnd.rostered).toEqual(rereadEnd.rostered);
    expect(keptEnd.members).toEqual(rereadEnd.members);
    expect(keptEnd.runs).toEqual(rereadEnd.runs);

    // The twists were met: every run is done, some claims waited for a dropped player's own
    // run, a player dropped by one award was won by another in the same run, and some claims
    // were refused for a budget or a place in the waiver order shared.
    expect(keptEnd.runs).toHaveLength(LEAGUES);
    expect(keptEnd.runs.every((run) => run.status === 'done')).toBe(true);
    expect(keptEnd.claims.some((claim) => claim.is_active === 1)).toBe(true);
    const wonPlayers = new Set(
      keptEnd.log.filter((row) => row.kind === 'waiver_won').map((row) => row.player_id),
    );
    const droppedThenWon = keptEnd.log.filter(
      (row) => row.kind === 'drop' && wonPlayers.has(row.player_id),
    );
    expect(droppedThenWon.length).toBeGreaterThan(0);
    expect(keptEnd.log.some((row) => row.reason?.startsWith('FAAB amount exceeds') ?? false)).toBe(
      true,
    );
  });
});
