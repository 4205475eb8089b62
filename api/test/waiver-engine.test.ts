import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../src/db/connect';
import { SCHEDULED_JOBS } from '../src/scheduler/jobs';
import type { ClaimDecision } from '../src/waivers/decide-best-claim';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import { waiverRunJob } from '../src/waivers/waiver-run-job';
import {
  WEEK_10,
  addGame,
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  droppedPlayer,
  rosterPlayer,
  slotsOf,
  uniqueTeam,
  type RosterLeague,
  type RosterLeagueOptions,
  type Team,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());

/** Week 10's weekly run is due at 00:00 Eastern on Wednesday 5 November 2025. */
const DUE = WEEK_10.wednesday;
/** The scheduler notices it a minute later. */
const RUN_AT = new Date(DUE.getTime() + 60_000);
const MINUTE = 60_000;

/** A league whose teams stand in the waiver order they were made in (team 0 picks first). */
async function waiverLeague(options: RosterLeagueOptions = {}): Promise<RosterLeague> {
  const league = await createRosterLeague(t, { teams: 4, ...options });
  for (const [index, team] of league.teams.entries()) {
    await t.db
      .updateTable('league_members')
      .set({ waiver_order: index + 1 })
      .where('id', '=', team.memberId)
      .execute();
  }
  return league;
}

const freeAgent = (name?: string) =>
  createPlayer(t, { position: 'WR', team: uniqueTeam(), ...(name ? { name } : {}) });

let claimClock = WEEK_10.tuesday.getTime();
/** A pending claim made before the run was due; each one a little later than the one before. */
async function claim(
  league: RosterLeague,
  team: Team,
  playerId: number,
  bid: number,
  options: { drop?: number; priority?: number; createdAt?: Date } = {},
): Promise<number> {
  claimClock += 1000;
  const row = await t.db
    .insertInto('waiver_claims')
    .values({
      league_id: league.leagueId,
      league_member_id: team.memberId,
      player_id: playerId,
      faab_claim_amount: bid,
      rostered_player_to_drop: options.drop ?? null,
      league_member_priority: options.priority ?? 1,
      created_at: options.createdAt ?? new Date(claimClock),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const claimRow = (id: number) =>
  t.db.selectFrom('waiver_claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const memberRow = (team: Team) =>
  t.db
    .selectFrom('league_members')
    .select(['remaining_faab_budget', 'waiver_order'])
    .where('id', '=', team.memberId)
    .executeTakeFirstOrThrow();

const waiverOrder = async (league: RosterLeague) => {
  const rows = await t.db
    .selectFrom('league_members')
    .select(['id', 'waiver_order'])
    .where('league_id', '=', league.leagueId)
    .orderBy('waiver_order')
    .execute();
  return rows.map((row) => league.teams.findIndex((team) => team.memberId === row.id));
};

const logOf = (league: RosterLeague) =>
  t.db
    .selectFrom('league_transactions')
    .select(['league_member_id', 'kind', 'player_id', 'bid', 'reason', 'waiver_claim_id'])
    .where('league_id', '=', league.leagueId)
    .orderBy('id')
    .execute();

const runsOf = (league: RosterLeague) =>
  t.db
    .selectFrom('waiver_runs')
    .selectAll()
    .where('league_id', '=', league.leagueId)
    .orderBy('id')
    .execute();

/** Fills a team's roster with `count` bench players; answers their rostered-row ids. */
async function fillRoster(league: RosterLeague, team: Team, count: number): Promise<number[]> {
  const rows: number[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(
      await rosterPlayer(
        t,
        league,
        team,
        await createPlayer(t, { position: 'RB', team: uniqueTeam() }),
      ),
    );
  }
  return rows;
}

describe('the weekly waiver run', () => {
  it('awards the highest bid: the player on BENCH, the bid debited, the rivals closed', async () => {
    const league = await waiverLeague();
    const [, low, high] = league.teams as [Team, Team, Team];
    const wanted = await freeAgent('Wanted Receiver');
    const lowClaim = await claim(league, low, wanted, 10);
    const highClaim = await claim(league, high, wanted, 20);

    await runDueWaivers(t.db, RUN_AT);

    expect((await slotsOf(t, high)).get(wanted)).toBe('BENCH');
    expect((await slotsOf(t, low)).has(wanted)).toBe(false);
    expect(await memberRow(high)).toMatchObject({ remaining_faab_budget: 80 });
    expect(await memberRow(low)).toMatchObject({ remaining_faab_budget: 100 });
    expect(await claimRow(highClaim)).toMatchObject({ status: 'won', is_active: 0 });
    expect(await claimRow(lowClaim)).toMatchObject({
      status: 'failed',
      is_active: 0,
      result_reason: MESSAGES.playerAlreadyClaimed,
    });
    expect(await logOf(league)).toEqual([
      expect.objectContaining({
        league_member_id: high.memberId,
        kind: 'waiver_won',
        player_id: wanted,
        bid: 20,
        waiver_claim_id: highClaim,
      }),
      expect.objectContaining({
        league_member_id: low.memberId,
        kind: 'waiver_failed',
        bid: 10,
        reason: MESSAGES.playerAlreadyClaimed,
        waiver_claim_id: lowClaim,
      }),
    ]);
    const [run] = await runsOf(league);
    expect(run).toMatchObject({ kind: 'weekly', status: 'done', awarded: 1, failed: 1 });
    expect(run?.due_at.toISOString()).toBe(DUE.toISOString());
    expect((await claimRow(highClaim)).waiver_run_id).toBe(run?.id);
  });

  it('breaks equal bids by the rolling waiver order, and the winner goes to its end', async () => {
    const league = await waiverLeague();
    const [first, second] = league.teams as [Team, Team];
    const one = await freeAgent();
    const two = await freeAgent();
    // The later claim of the second team must not win on age: waiver order comes first.
    await claim(league, second, one, 15);
    await claim(league, first, one, 15);
    await claim(league, first, two, 15, { priority: 2 });
    await claim(league, second, two, 15, { priority: 2 });

    await runDueWaivers(t.db, RUN_AT);

    expect((await slotsOf(t, first)).has(one)).toBe(true);
    // Having won, the first team dropped to the end: the second team beats it to player two.
    expect((await slotsOf(t, second)).has(two)).toBe(true);
    expect((await slotsOf(t, first)).has(two)).toBe(false);
    expect(await waiverOrder(league)).toEqual([2, 3, 0, 1]);
  });

  it("then the member's own priority, then the oldest claim", async () => {
    const league = await waiverLeague({ faab: 100 });
    const [me, other] = league.teams as [Team, Team];
    const [a, b] = await fillRoster(league, me, 2);
    const wanted = await freeAgent();
    const backup = await freeAgent();
    // Two claims of one team at one bid: priority 1 goes first even though it is newer.
    const second = await claim(league, me, wanted, 5, { priority: 2, drop: a });
    const firstChoice = await claim(league, me, wanted, 5, { priority: 1, drop: b });
    // Same bid, same team, no priorities: the older claim goes first.
    const older = await claim(league, other, backup, 3, { priority: undefined });
    const newer = await claim(league, other, backup, 3, { priority: undefined });
    await t.db
      .updateTable('waiver_claims')
      .set({ league_member_priority: null })
      .where('id', 'in', [older, newer])
      .execute();

    await runDueWaivers(t.db, RUN_AT);

    expect(await claimRow(firstChoice)).toMatchObject({ status: 'won' });
    expect(await claimRow(second)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.playerAlreadyClaimed,
    });
    // The winning claim dropped its own choice and kept the other.
    const mine = await slotsOf(t, me);
    expect(mine.has(await rowPlayer(a!))).toBe(true);
    expect(mine.has(await rowPlayer(b!))).toBe(false);
    expect(await claimRow(older)).toMatchObject({ status: 'won' });
    expect(await claimRow(newer)).toMatchObject({ status: 'failed' });
  });

  it("fails a member's second claim for budget after a first win, and the next bidder gets the player", async () => {
    const league = await waiverLeague({ faab: 30 });
    const [rich, patient] = league.teams as [Team, Team];
    const star = await freeAgent();
    const sleeper = await freeAgent();
    await claim(league, rich, star, 25, { priority: 1 });
    const second = await claim(league, rich, sleeper, 10, { priority: 2 });
    const fallback = await claim(league, patient, sleeper, 5);

    await runDueWaivers(t.db, RUN_AT);

    expect((await slotsOf(t, rich)).has(star)).toBe(true);
    expect(await claimRow(second)).toMatchObject({
      status: 'failed',
      result_reason: 'FAAB amount exceeds remaining budget of $5',
    });
    expect(await claimRow(fallback)).toMatchObject({ status: 'won' });
    expect((await slotsOf(t, patient)).has(sleeper)).toBe(true);
    expect(await memberRow(rich)).toMatchObject({ remaining_faab_budget: 5 });
    expect(await memberRow(patient)).toMatchObject({ remaining_faab_budget: 25 });
  });

  it('drops the named player onto waivers, and fails a later claim naming the same drop', async () => {
    const league = await waiverLeague({ regular: { max_roster_size: 2 }, waiversLength: 2 });
    const [me, rival] = league.teams as [Team, Team];
    const [keep, cut] = (await fillRoster(league, me, 2)) as [number, number];
    const cutPlayer = await rowPlayer(cut);
    const target = await freeAgent();
    const other = await freeAgent();
    const won = await claim(league, me, target, 10, { drop: cut });
    const gone = await claim(league, me, other, 8, { drop: cut, priority: 2 });
    const next = await claim(league, rival, other, 1);

    await runDueWaivers(t.db, RUN_AT);

    expect(await claimRow(won)).toMatchObject({ status: 'won' });
    const mine = await slotsOf(t, me);
    expect([...mine.keys()].sort()).toEqual([await rowPlayer(keep), target].sort());
    const dropped = await t.db
      .selectFrom('rostered_players')
      .selectAll()
      .where('id', '=', cut)
      .executeTakeFirstOrThrow();
    expect(dropped.is_rostered).toBe(0);
    expect(dropped.waivers_until?.toISOString()).toBe(
      new Date(RUN_AT.getTime() + 2 * 86_400_000).toISOString(),
    );
    expect(await claimRow(gone)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.claimDropPlayerGone,
    });
    expect(await claimRow(next)).toMatchObject({ status: 'won' });
    const log = await logOf(league);
    expect(log.map((row) => row.kind)).toEqual([
      'waiver_failed',
      'drop',
      'waiver_won',
      'waiver_won',
    ]);
    expect(log[1]).toMatchObject({ kind: 'drop', player_id: cutPlayer });
  });

  it('fails a claim whose drop player left the roster some other way', async () => {
    const league = await waiverLeague();
    const [me, rival] = league.teams as [Team, Team];
    const [cut] = (await fillRoster(league, me, 1)) as [number];
    const target = await freeAgent();
    const mine = await claim(league, me, target, 40, { drop: cut });
    const theirs = await claim(league, rival, target, 2);
    // Gone from the roster without the claim being told (say, a commissioner's correction).
    await t.db
      .updateTable('rostered_players')
      .set({ is_rostered: 0 })
      .where('id', '=', cut)
      .execute();

    await runDueWaivers(t.db, RUN_AT);

    expect(await claimRow(mine)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.claimDropPlayerGone,
    });
    expect(await claimRow(theirs)).toMatchObject({ status: 'won' });
  });

  it('fails a claim on a full roster that names no drop, and the next claim gets its chance', async () => {
    const league = await waiverLeague({ regular: { max_roster_size: 2 } });
    const [full, roomy] = league.teams as [Team, Team];
    await fillRoster(league, full, 2);
    // IR doesn't count toward the roster size (rules §5.6): this roster still has room.
    await fillRoster(league, roomy, 1);
    await rosterPlayer(
      t,
      league,
      roomy,
      await createPlayer(t, { position: 'RB', team: uniqueTeam(), injured: true }),
      'IR1',
    );
    const target = await freeAgent();
    const refused = await claim(league, full, target, 50);
    const next = await claim(league, roomy, target, 1);

    await runDueWaivers(t.db, RUN_AT);

    expect(await claimRow(refused)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.claimRosterFull,
    });
    expect(await claimRow(next)).toMatchObject({ status: 'won' });
    expect(await memberRow(full)).toMatchObject({ remaining_faab_budget: 100 });
  });

  it("closes a claim refused just before an award in the award's transaction", async () => {
    const league = await waiverLeague({ regular: { max_roster_size: 2 } });
    const [full, roomy] = league.teams as [Team, Team];
    await fillRoster(league, full, 2);
    const refused = await claim(league, full, await freeAgent(), 50);
    const won = await claim(league, roomy, await freeAgent(), 10);

    // Killed while carrying out the award: the refusal decided before it rolls back with it.
    await expect(
      runDueWaivers(t.db, RUN_AT, {
        afterDecision: (decision) => {
          if (decision.claimId === won) throw new Error('process killed');
        },
      }),
    ).rejects.toThrow(AggregateError);
    expect(await claimRow(refused)).toMatchObject({ is_active: 1, status: 'pending' });
    expect(await claimRow(won)).toMatchObject({ is_active: 1, status: 'pending' });
    expect(await logOf(league)).toEqual([]);

    await runDueWaivers(t.db, RUN_AT);
    expect(await claimRow(refused)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.claimRosterFull,
    });
    expect(await claimRow(won)).toMatchObject({ status: 'won' });
    expect((await logOf(league)).map((row) => [row.kind, row.waiver_claim_id])).toEqual([
      ['waiver_failed', refused],
      ['waiver_won', won],
    ]);
  });

  it('writes none of the steps sent together once one is overtaken, nor marks the run done', async () => {
    const league = await waiverLeague();
    const [first, second] = league.teams as [Team, Team];
    const early = await claim(league, first, await freeAgent(), 20);
    const late = await claim(league, second, await freeAgent(), 10);
    let seen = 0;
    // Both awards, and the run's end, travel in one round trip. Before it leaves, someone else
    // commits a change to the league (its read version moves once); then the process dies
    // deciding again.
    await expect(
      runDueWaivers(t.db, RUN_AT, {
        afterDecision: async (decision) => {
          if (decision.claimId !== early) return;
          seen += 1;
          if (seen > 1) throw new Error('process killed');
          await t.db
            .updateTable('leagues')
            .set((eb) => ({ name: eb('name', '||', ' (renamed)') }))
            .where('id', '=', league.leagueId)
            .execute();
        },
      }),
    ).rejects.toThrow(AggregateError);
    expect(await claimRow(early)).toMatchObject({ is_active: 1, status: 'pending' });
    expect(await claimRow(late)).toMatchObject({ is_active: 1, status: 'pending' });
    expect(await logOf(league)).toEqual([]);
    expect(await runsOf(league)).toMatchObject([{ status: 'running' }]);

    await runDueWaivers(t.db, RUN_AT);
    expect(await claimRow(early)).toMatchObject({ status: 'won' });
    expect(await claimRow(late)).toMatchObject({ status: 'won' });
    expect(await runsOf(league)).toMatchObject([{ status: 'done', awarded: 2, failed: 0 }]);
  });

  it('holds the per-position maximum at the moment of the award', async () => {
    const league = await waiverLeague({ regular: { max_wr_count: 1 } });
    const [me] = league.teams as [Team];
    const first = await freeAgent();
    const second = await freeAgent();
    const won = await claim(league, me, first, 9, { priority: 1 });
    const over = await claim(league, me, second, 8, { priority: 2 });

    await runDueWaivers(t.db, RUN_AT);

    expect(await claimRow(won)).toMatchObject({ status: 'won' });
    expect(await claimRow(over)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.noRosterSlot,
    });
  });

  it('accepts $0 bids: the player is won, nothing is debited, the order still rolls', async () => {
    const league = await waiverLeague();
    const [first, , third] = league.teams as [Team, Team, Team];
    const target = await freeAgent();
    const free = await claim(league, third, target, 0);

    await runDueWaivers(t.db, RUN_AT);

    expect(await claimRow(free)).toMatchObject({ status: 'won' });
    expect(await memberRow(third)).toMatchObject({ remaining_faab_budget: 100, waiver_order: 4 });
    expect(await memberRow(first)).toMatchObject({ waiver_order: 1 });
    expect((await logOf(league))[0]).toMatchObject({ kind: 'waiver_won', bid: 0 });
  });

  it('fails a claim on a locked player, or one whose drop is locked', async () => {
    const league = await waiverLeague();
    const [me, rival] = league.teams as [Team, Team];
    const lockedTeam = uniqueTeam();
    // A game kicking off just after the run was due, before the run is carried out.
    await addGame(t, {
      home: lockedTeam,
      away: uniqueTeam(),
      kickoff: new Date(DUE.getTime() + 30 * MINUTE),
    });
    const runAt = new Date(DUE.getTime() + 45 * MINUTE);
    const locked = await createPlayer(t, { position: 'WR', team: lockedTeam });
    const lockedClaim = await claim(league, me, locked, 30);
    const lockedDrop = await rosterPlayer(
      t,
      league,
      rival,
      await createPlayer(t, { position: 'TE', team: lockedTeam }),
    );
    const target = await freeAgent();
    const dropClaim = await claim(league, rival, target, 30, { drop: lockedDrop });

    await runDueWaivers(t.db, runAt);

    expect(await claimRow(lockedClaim)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.playerLocked,
    });
    expect(await claimRow(dropClaim)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.claimDropPlayerLocked,
    });
    expect(await slotsOf(t, me)).toEqual(new Map());
  });

  it('fails a claim on a player someone has rostered since', async () => {
    const league = await waiverLeague();
    const [me, other] = league.teams as [Team, Team];
    const target = await freeAgent();
    const mine = await claim(league, me, target, 12);
    await rosterPlayer(t, league, other, target);

    await runDueWaivers(t.db, RUN_AT);

    expect(await claimRow(mine)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.playerNoLongerAvailable,
    });
  });

  it('leaves claims made after the run was due for the next week', async () => {
    const league = await waiverLeague();
    const [me] = league.teams as [Team];
    const late = await claim(league, me, await freeAgent(), 5, {
      createdAt: new Date(DUE.getTime() + MINUTE),
    });

    await runDueWaivers(t.db, new Date(DUE.getTime() + 2 * MINUTE));

    expect(await claimRow(late)).toMatchObject({ status: 'pending', is_active: 1 });
    expect(await runsOf(league)).toEqual([]);
  });

  it('logs the results for the league: wins with their bids to all, failures to their owner only', async () => {
    const league = await waiverLeague();
    const [winner, loser, bystander] = league.teams as [Team, Team, Team];
    const target = await freeAgent('Logged Receiver');
    await claim(league, winner, target, 33);
    await claim(league, loser, target, 3);
    await runDueWaivers(t.db, RUN_AT);

    const seen = async (team: Team) =>
      (await call(t, team, 'GET', `/transactions/getByLeagueId/${league.leagueId}`))
        .json()
        .map((row: { kind: string; bid: number | null; reason: string | null }) => [
          row.kind,
          row.bid,
          row.reason,
        ]);
    expect(await seen(bystander)).toEqual([['waiver_won', 33, null]]);
    expect(await seen(loser)).toEqual([
      ['waiver_failed', 3, MESSAGES.playerAlreadyClaimed],
      ['waiver_won', 33, null],
    ]);
  });
});

describe("a dropped player's own run", () => {
  it('waits for the waiver period to end, then decides the claims on him', async () => {
    const league = await waiverLeague();
    const [dropper, me, rival] = league.teams as [Team, Team, Team];
    const target = await freeAgent();
    const until = new Date('2025-11-06T17:00:00Z');
    await droppedPlayer(t, league, dropper, target, until);
    const mine = await claim(league, me, target, 7);
    const theirs = await claim(league, rival, target, 4);

    // The weekly run leaves him alone: he is still on waivers past its instant.
    await runDueWaivers(t.db, RUN_AT);
    expect(await claimRow(mine)).toMatchObject({ status: 'pending' });
    // His own run is due when his waiver period ends, not a moment before.
    await runDueWaivers(t.db, new Date(until.getTime() - 1));
    expect(await claimRow(mine)).toMatchObject({ status: 'pending' });

    await runDueWaivers(t.db, new Date(until.getTime() + MINUTE));
    expect(await claimRow(mine)).toMatchObject({ status: 'won' });
    expect(await claimRow(theirs)).toMatchObject({
      status: 'failed',
      result_reason: MESSAGES.playerAlreadyClaimed,
    });
    const runs = await runsOf(league);
    expect(runs.map((run) => [run.kind, run.player_id, run.due_at.toISOString()])).toEqual([
      ['player', target, until.toISOString()],
    ]);
  });

  it('a player dropped during the run goes on waivers: claims on him wait for his own run', async () => {
    const league = await waiverLeague({ regular: { max_roster_size: 1 }, waiversLength: 1 });
    const [me, rival] = league.teams as [Team, Team];
    const [cut] = (await fillRoster(league, me, 1)) as [number];
    const cutPlayer = await rowPlayer(cut);
    const target = await freeAgent();
    await claim(league, me, target, 10, { drop: cut });
    // Written straight into the table: the claim form refuses a rostered player.
    const onHim = await claim(league, rival, cutPlayer, 5);

    await runDueWaivers(t.db, RUN_AT);
    expect(await claimRow(onHim)).toMatchObject({ status: 'pending' });

    const until = new Date(RUN_AT.getTime() + 86_400_000);
    await runDueWaivers(t.db, new Date(until.getTime() + MINUTE));
    expect(await claimRow(onHim)).toMatchObject({ status: 'won' });
    expect((await slotsOf(t, rival)).get(cutPlayer)).toBe('BENCH');
  });
});

describe('exactly once', () => {
  it('two runs of the same due run award once', async () => {
    const league = await waiverLeague();
    const [a, b] = league.teams as [Team, Team];
    const target = await freeAgent();
    await claim(league, a, target, 11);
    await claim(league, b, target, 10);

    await Promise.all([runDueWaivers(t.db, RUN_AT), runDueWaivers(t.db, RUN_AT)]);
    await runDueWaivers(t.db, RUN_AT);

    const runs = await runsOf(league);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'done', awarded: 1, failed: 1 });
    expect(await memberRow(a)).toMatchObject({ remaining_faab_budget: 89 });
    const won = (await logOf(league)).filter((row) => row.kind === 'waiver_won');
    expect(won).toHaveLength(1);
  });

  it('two api processes on one database: exactly one carries the run out', async () => {
    // A second connection pool stands for a second process (PostgreSQL); PGlite is one process.
    const second: Db = t.config.databaseUrl
      ? connectDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 4 })
      : t.db;
    try {
      const league = await waiverLeague();
      const players = await Promise.all([freeAgent(), freeAgent(), freeAgent()]);
      for (const [index, team] of league.teams.entries()) {
        for (const player of players) await claim(league, team, player, 10 + index);
      }
      const decided: ClaimDecision[][] = [[], []];
      await Promise.all(
        [t.db, second].map((db, index) =>
          runDueWaivers(db, RUN_AT, {
            afterDecision: (decision) => {
              if (decision.leagueId === league.leagueId) decided[index]!.push(decision);
            },
          }),
        ),
      );
      const claimIds = decided.flat().map((decision) => decision.claimId);
      expect(new Set(claimIds).size).toBe(claimIds.length);
      expect(decided.flat().filter((decision) => decision.outcome === 'won')).toHaveLength(3);
      if (t.config.databaseUrl) expect(decided.filter((list) => list.length > 0)).toHaveLength(1);
      expect(await runsOf(league)).toEqual([
        expect.objectContaining({ status: 'done', awarded: 3 }),
      ]);
    } finally {
      if (second !== t.db) await second.destroy();
    }
  });

  it('a run interrupted mid-way resumes to the same end as an unbroken run', async () => {
    // Twin leagues with the same teams, players and claims; one run is cut off, one is not.
    const twins = [await waiverLeague({ faab: 40, regular: { max_roster_size: 3 } })];
    twins.push(await waiverLeague({ faab: 40, regular: { max_roster_size: 3 } }));
    const players = await Promise.all([1, 2, 3, 4].map(() => freeAgent()));
    const claimsOf = new Map<number, number[]>();
    const bench = new Map<number, number[][]>();
    for (const league of twins) {
      bench.set(
        league.leagueId,
        await Promise.all(league.teams.map((team) => fillRoster(league, team, 2))),
      );
    }
    // The same claims in the same order in both leagues (ties on bid included).
    const plan: [team: number, player: number, bid: number, drop: boolean][] = [
      [0, 0, 20, false],
      [1, 0, 20, true],
      [2, 0, 5, false],
      [1, 1, 15, false],
      [0, 1, 30, true],
      [3, 1, 15, true],
      [2, 2, 25, true],
      [3, 2, 25, false],
      [0, 3, 0, false],
      [1, 3, 1, true],
      [2, 3, 20, false],
    ];
    for (const [teamIndex, playerIndex, bid, withDrop] of plan) {
      for (const league of twins) {
        const team = league.teams[teamIndex]!;
        const drop = withDrop ? bench.get(league.leagueId)![teamIndex]![0] : undefined;
        const id = await claim(league, team, players[playerIndex]!, bid, {
          ...(drop === undefined ? {} : { drop }),
          priority: (claimsOf.get(team.memberId)?.length ?? 0) + 1,
        });
        claimsOf.set(team.memberId, [...(claimsOf.get(team.memberId) ?? []), id]);
      }
    }
    // Claims on the same players in two leagues compete only inside their own league.
    const [whole, broken] = twins as [RosterLeague, RosterLeague];
    let brokenDecisions = 0;
    await expect(
      runDueWaivers(t.db, RUN_AT, {
        afterDecision: (decision) => {
          if (decision.leagueId !== broken.leagueId) return;
          brokenDecisions += 1;
          // Killed while carrying out the fourth decision: it rolls back with the process.
          if (brokenDecisions === 4) throw new Error('process killed');
        },
      }),
    ).rejects.toThrow(AggregateError);
    expect(await runsOf(broken)).toEqual([
      expect.objectContaining({ status: 'running', awarded: expect.any(Number) }),
    ]);
    const decidedBefore = await t.db
      .selectFrom('waiver_claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('league_id', '=', broken.leagueId)
      .where('is_active', '=', 0)
      .executeTakeFirstOrThrow();
    expect(decidedBefore.n).toBeGreaterThan(0);

    await runDueWaivers(t.db, RUN_AT);

    const endState = async (league: RosterLeague) => {
      const teamIndex = (memberId: number) =>
        league.teams.findIndex((team) => team.memberId === memberId);
      const claims = await t.db
        .selectFrom('waiver_claims')
        .select(['league_member_id', 'player_id', 'status', 'result_reason', 'faab_claim_amount'])
        .where('league_id', '=', league.leagueId)
        .orderBy('id')
        .execute();
      const rosters = await Promise.all(
        league.teams.map(async (team) =>
          [...(await slotsOf(t, team)).keys()]
            .map((player) => players.indexOf(player))
            .filter((index) => index >= 0)
            .sort(),
        ),
      );
      const members = await Promise.all(league.teams.map(memberRow));
      const log = (await logOf(league)).map((row) => [
        teamIndex(row.league_member_id),
        row.kind,
        row.bid,
        row.reason,
      ]);
      const [run] = await runsOf(league);
      return {
        claims: claims.map((row) => ({
          ...row,
          league_member_id: teamIndex(row.league_member_id),
          player_id: players.indexOf(row.player_id),
        })),
        rosters,
        members,
        log,
        run: { status: run?.status, awarded: run?.awarded, failed: run?.failed },
      };
    };
    const expected = await endState(whole);
    expect(expected.run.status).toBe('done');
    expect(await endState(broken)).toEqual(expected);
  });
});

describe('the scheduler', () => {
  it('runs the waiver job on its tick with the league clock', async () => {
    expect(SCHEDULED_JOBS).toContain(waiverRunJob);
    const league = await waiverLeague();
    const [me] = league.teams as [Team];
    const target = await freeAgent();
    const mine = await claim(league, me, target, 1);
    t.clock.set(RUN_AT);
    const logged: string[] = [];
    await waiverRunJob.run({
      db: t.db,
      clock: t.clock,
      log: { info: (_data: unknown, message: string) => logged.push(message) } as never,
    });
    expect(await claimRow(mine)).toMatchObject({ status: 'won' });
    expect(logged).toContain('waiver run done: 1 awarded, 0 failed');
  });
});

async function rowPlayer(rosteredId: number): Promise<number> {
  const row = await t.db
    .selectFrom('rostered_players')
    .select('player_id')
    .where('id', '=', rosteredId)
    .executeTakeFirstOrThrow();
  return row.player_id;
}
