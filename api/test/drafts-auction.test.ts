import { DRAFT_MESSAGES, type DraftRoom, type DraftRoomWithAuction } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/connect';
import { settleDraft } from '../src/services/drafts/draft-engine';
import { draftClockJob } from '../src/services/drafts/draft-job';
import { lockDraft } from '../src/services/drafts/draft-rows';
import { inTransaction } from '../src/services/in-transaction';
import {
  createDraftLeague,
  TWO_ROUND_ROSTER,
  draftUrl,
  pick,
  roomOf,
  startDraft,
  teamOf,
  type DraftLeague,
} from './support/draft-fixtures';
import { call, slotsOf, type Team } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// The auction draft (docs/decisions/065) on a real server and database: nominations in turn,
// bids against budgets and slot minimums, the bid clock restarted by each bid and ending at its
// deadline with one sale, races, autopick nominations and the end of the draft. Ten teams with
// two slots each and a budget of 10: a team's first max bid is 9 (1 kept for its other slot).
let t: TestApp;
const START = new Date('2025-08-20T18:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: START.toISOString() });
});
afterAll(() => t.close());

/** Every room the api answers carries the auction's fields (decision 065). */
const roomWithAuction = (room: DraftRoom) => room as DraftRoomWithAuction;

const ids = (league: DraftLeague) => league.teams.map((team) => team.memberId);
const AUCTION = { kind: 'auction', budget: 10, bid_seconds: 20, pick_seconds: 30 };

async function startAuction(
  extra: Record<string, unknown> = {},
  options: { vampires?: number; vampire?: Record<string, unknown> } = {},
) {
  t.clock.set(START);
  const league = await createDraftLeague(t, options);
  // Vampires who skip the draft (the last teams) are not in the order.
  const drafters = extra.vampires_draft ? 10 : 10 - (options.vampires ?? 0);
  const started = await startDraft(t, league, {
    order_mode: 'commissioner',
    order: ids(league).slice(0, drafters),
    ...AUCTION,
    ...extra,
  });
  return { league, started: roomWithAuction(started) };
}

const auctionOf = async (league: DraftLeague) => roomWithAuction(await roomOf(t, league));

const nominate = (league: DraftLeague, team: Team, lot: number, player: number, amount = 1) =>
  call(t, team, 'POST', draftUrl('nominate', league), { lot, player_id: player, amount });

const bid = (league: DraftLeague, team: Team, lot: number, amount: number) =>
  call(t, team, 'POST', draftUrl('bid', league), { lot, amount });

const purse = (room: DraftRoomWithAuction, memberId: number) =>
  room.auction?.teams.find((team) => team.league_member_id === memberId);

const runClocks = () => draftClockJob.run({ db: t.db, clock: t.clock, log: t.app.log });

/** What the clocks job does for one league: settle its draft under its lock, now. */
const settleLeague = (league: DraftLeague) =>
  inTransaction(t.db, async (trx) =>
    settleDraft(trx, await lockDraft(trx, league.leagueId), t.clock.now()),
  );

describe('auction settings', () => {
  it('saves an auction with its budget and bid clock, and refuses ones out of bounds', async () => {
    t.clock.set(START);
    const league = await createDraftLeague(t);
    const url = draftUrl('updateSettings', league);
    const saved = await call(t, league.commish, 'PUT', url, AUCTION);
    expect(saved.statusCode, saved.body).toBe(200);
    const room = saved.json<DraftRoomWithAuction>();
    expect(room.settings).toMatchObject({ kind: 'auction', type: 'linear', budget: 10 });
    expect(room.settings.bid_seconds).toBe(20);
    expect(room.auction).toMatchObject({ min_bid: 1, lot: null, teams: [] });

    for (const [body, message] of [
      [{ kind: 'auction', budget: 0 }, DRAFT_MESSAGES.auctionBudgetInvalid(1, 1000)],
      [{ kind: 'auction', bid_seconds: 5 }, DRAFT_MESSAGES.auctionBidSecondsInvalid(10, 60)],
      [{ kind: 'lottery' }, DRAFT_MESSAGES.draftKindInvalid],
    ] as const) {
      const refused = await call(t, league.commish, 'PUT', url, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain(message);
    }
    const tooRich = await call(t, league.commish, 'PUT', url, { kind: 'auction', budget: 1001 });
    expect(tooRich.statusCode).toBe(400);
    // A member who is not the commissioner cannot change them.
    expect((await call(t, league.teams[1]!, 'PUT', url, AUCTION)).statusCode).toBe(403);
    // A pick order again: no auction.
    const back = await call(t, league.commish, 'PUT', url, { type: 'snake' });
    expect(roomWithAuction(back.json<DraftRoom>()).auction).toBeNull();
  });
});

describe('nominations and bids', () => {
  it('starts with every purse full, the first team to nominate, and no picks', async () => {
    const { league, started } = await startAuction();
    const first = league.teams[0]!;
    expect(started.auction).toMatchObject({
      nominator_id: first.memberId,
      lot_number: 1,
      lot: null,
    });
    expect(started.auction?.nomination_deadline).toBe(
      new Date(START.getTime() + 30_000).toISOString(),
    );
    expect(started.auction?.teams).toHaveLength(10);
    expect(purse(started, first.memberId)).toMatchObject({
      budget_left: 10,
      empty_slots: 2,
      max_bid: 9,
    });
    const picked = await pick(t, league, first, 1, league.rbs[0]!);
    expect(picked.statusCode).toBe(409);
    expect(picked.json()).toMatchObject({ message: DRAFT_MESSAGES.auctionNoPicks });
  });

  it('takes a nomination from the team whose turn it is, bids that beat the high bid within the max bid, and sells at the bid clock', async () => {
    const { league } = await startAuction();
    const [first, second, third, fourth] = league.teams as [Team, Team, Team, Team];
    const wrong = await nominate(league, second, 1, league.rbs[0]!);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: DRAFT_MESSAGES.auctionNotYourNomination });
    expect((await nominate(league, first, 1, league.rbs[0]!, 10)).json()).toMatchObject({
      message: DRAFT_MESSAGES.auctionBidAboveMax(9),
    });

    const opened = await nominate(league, first, 1, league.rbs[0]!, 1);
    expect(opened.statusCode, opened.body).toBe(200);
    const lot = roomWithAuction(opened.json<DraftRoom>()).auction?.lot;
    expect(lot).toMatchObject({ lot: 1, player_id: league.rbs[0], high_bid: 1 });
    expect(lot).toMatchObject({ high_bidder_id: first.memberId, nominated_by: first.memberId });
    expect(lot?.deadline).toBe(new Date(START.getTime() + 20_000).toISOString());
    // A second nomination while he is on the block is refused.
    expect((await nominate(league, first, 1, league.rbs[1]!)).statusCode).toBe(409);

    const low = await bid(league, second, 1, 1);
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({ message: DRAFT_MESSAGES.auctionBidTooLow(1) });
    expect((await bid(league, second, 1, 10)).json()).toMatchObject({
      message: DRAFT_MESSAGES.auctionBidAboveMax(9),
    });
    expect((await bid(league, first, 1, 2)).json()).toMatchObject({
      message: DRAFT_MESSAGES.auctionAlreadyHighBidder,
    });

    // Each bid restarts the bid clock from its own instant.
    t.clock.set(new Date(START.getTime() + 10_000));
    const raised = await bid(league, second, 1, 5);
    expect(raised.statusCode, raised.body).toBe(200);
    const afterRaise = roomWithAuction(raised.json<DraftRoom>()).auction?.lot;
    expect(afterRaise?.deadline).toBe(new Date(START.getTime() + 30_000).toISOString());
    expect(afterRaise).toMatchObject({ high_bid: 5, high_bidder_id: second.memberId });

    // A bid one millisecond before the deadline counts and restarts the clock.
    t.clock.set(new Date(START.getTime() + 29_999));
    expect((await bid(league, third, 1, 6)).statusCode).toBe(200);
    const deadline = new Date(START.getTime() + 49_999);
    expect((await auctionOf(league)).auction?.lot?.deadline).toBe(deadline.toISOString());

    // A bid at the deadline finds the lot sold, by that very write, at the deadline.
    t.clock.set(deadline);
    const late = await bid(league, fourth, 1, 7);
    expect(late.statusCode).toBe(409);
    const room = await auctionOf(league);
    const sold = room.picks[0]!;
    expect(late.json()).toMatchObject({
      message: DRAFT_MESSAGES.auctionLotSold(1, sold.player_name, 6),
    });
    expect(sold).toMatchObject({
      overall: 1,
      player_id: league.rbs[0],
      league_member_id: third.memberId,
      made_at: deadline.toISOString(),
    });
    expect(room.auction?.sales).toEqual([{ overall: 1, price: 6 }]);
    // The buyer paid: 4 left with one slot to fill, so 4 is his max bid.
    expect(purse(room, third.memberId)).toMatchObject({
      budget_left: 4,
      empty_slots: 1,
      max_bid: 4,
    });
    // The next team in the order nominates, on a nomination clock started at the sale.
    expect(room.auction).toMatchObject({ nominator_id: second.memberId, lot_number: 2, lot: null });
    expect(room.auction?.nomination_deadline).toBe(
      new Date(deadline.getTime() + 30_000).toISOString(),
    );
  });

  it('holds each team to 1 for every other empty slot, and passes over full rosters when nominating', async () => {
    const { league } = await startAuction();
    const [first, second, third] = league.teams as [Team, Team, Team];
    let at = START.getTime();
    /** Moves the clock past the bid clock and lets the draft settle. */
    const sell = async () => {
      at += 20_000;
      t.clock.set(new Date(at));
      await settleLeague(league);
      return auctionOf(league);
    };
    // The second team outbids the first for its whole max bid: 1 left for its other slot.
    await nominate(league, first, 1, league.rbs[0]!, 1);
    expect((await bid(league, second, 1, 9)).statusCode).toBe(200);
    at = t.clock.now().getTime();
    let room = await sell();
    expect(purse(room, second.memberId)).toMatchObject({
      budget_left: 1,
      empty_slots: 1,
      max_bid: 1,
    });
    // It may still open at 1 (its own nomination), but not bid 2 on another's.
    expect(room.auction?.nominator_id).toBe(second.memberId);
    expect((await nominate(league, second, 2, league.wrs[0]!, 2)).json()).toMatchObject({
      message: DRAFT_MESSAGES.auctionBidAboveMax(1),
    });
    expect((await nominate(league, second, 2, league.wrs[0]!, 1)).statusCode).toBe(200);
    room = await sell();
    expect(purse(room, second.memberId)).toMatchObject({
      budget_left: 0,
      empty_slots: 0,
      max_bid: 0,
    });
    // Lots 3-10 by teams 3-10, lot 11 by the first; the second, full, is passed over for the third.
    for (let lot = 3; lot <= 11; lot++) {
      const nominator = teamOf(league, room.auction!.nominator_id!);
      expect(nominator).toBe(league.teams[(lot - 1) % 10]);
      const opened = await nominate(league, nominator, lot, league.rbs[lot - 2]!, 1);
      expect(opened.statusCode, opened.body).toBe(200);
      if (lot === 3) {
        const full = await bid(league, second, 3, 2);
        expect(full.json()).toMatchObject({ message: DRAFT_MESSAGES.auctionRosterFull });
      }
      room = await sell();
    }
    expect(room.auction).toMatchObject({ lot_number: 12, nominator_id: third.memberId });
  });
});

describe("the commissioner's commands", () => {
  it('nominates for the team whose turn it is (logged), pauses the bid clock with its time left, and cannot undo a sale', async () => {
    const { league } = await startAuction();
    const second = league.teams[1]!;
    // The commissioner's own team nominates first: he nominates for it, then for the second.
    await nominate(league, league.commish, 1, league.rbs[0]!, 1);
    t.clock.set(new Date(START.getTime() + 20_000));
    await settleLeague(league);
    const forTeam = await nominate(league, league.commish, 2, league.rbs[1]!, 2);
    expect(forTeam.statusCode, forTeam.body).toBe(200);
    expect(roomWithAuction(forTeam.json<DraftRoom>()).auction?.lot).toMatchObject({
      high_bid: 2,
      high_bidder_id: second.memberId,
    });
    const logged = await t.db
      .selectFrom('draft_events')
      .select(['kind', 'overall', 'by_member_id'])
      .where('league_id', '=', league.leagueId)
      .where('kind', '=', 'pick_for')
      .execute();
    expect(logged).toEqual([
      { kind: 'pick_for', overall: 2, by_member_id: league.commish.memberId },
    ]);

    t.clock.set(new Date(START.getTime() + 25_000));
    const paused = await call(t, league.commish, 'POST', draftUrl('pause', league));
    expect(roomWithAuction(paused.json<DraftRoom>()).auction?.lot).toMatchObject({
      deadline: null,
      remaining_ms: 15_000,
    });
    t.clock.set(new Date(START.getTime() + 3_600_000));
    await runClocks();
    const whilePaused = await bid(league, league.teams[2]!, 2, 3);
    expect(whilePaused.statusCode).toBe(409);
    expect(whilePaused.json()).toMatchObject({ message: DRAFT_MESSAGES.draftNotRunning });
    const resumed = await call(t, league.commish, 'POST', draftUrl('resume', league));
    expect(roomWithAuction(resumed.json<DraftRoom>()).auction?.lot?.deadline).toBe(
      new Date(START.getTime() + 3_615_000).toISOString(),
    );
    const undo = await call(t, league.commish, 'POST', draftUrl('undoLastPick', league));
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ message: DRAFT_MESSAGES.auctionNoUndo });
  });
});

describe('the bid clock and races', () => {
  it('takes one of two equal bids sent at once, and the higher of the two that land', async () => {
    const { league } = await startAuction();
    const teams = league.teams;
    await nominate(league, teams[0]!, 1, league.rbs[0]!, 1);
    const answers = await Promise.all([
      bid(league, teams[1]!, 1, 3),
      bid(league, teams[2]!, 1, 3),
      bid(league, teams[3]!, 1, 3),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const lot = (await auctionOf(league)).auction?.lot;
    expect(lot?.high_bid).toBe(3);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(lot?.high_bidder_id).toBe(teams[winner + 1]!.memberId);
  });

  it('sells once when a bid and two clock jobs reach the deadline together', async () => {
    const { league } = await startAuction();
    const opened = await nominate(league, league.teams[0]!, 1, league.rbs[0]!, 2);
    const deadline = roomWithAuction(opened.json<DraftRoom>()).auction!.lot!.deadline!;
    t.clock.set(new Date(deadline));
    const [late] = await Promise.all([
      bid(league, league.teams[1]!, 1, 3),
      runClocks(),
      runClocks(),
    ]);
    expect(late.statusCode).toBe(409);
    const room = await auctionOf(league);
    expect(room.picks.map((row) => [row.overall, row.league_member_id])).toEqual([
      [1, league.teams[0]!.memberId],
    ]);
    expect(room.auction?.sales).toEqual([{ overall: 1, price: 2 }]);
    expect(purse(room, league.teams[0]!.memberId)?.budget_left).toBe(8);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'takes one of two equal bids sent at once to two api processes on one database',
    async () => {
      const { league } = await startAuction();
      await nominate(league, league.teams[0]!, 1, league.rbs[0]!, 1);
      const db = connectDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 2 });
      const other = await buildApp({ db, config: t.config, clock: t.clock });
      await other.ready();
      try {
        const [here, there] = await Promise.all([
          bid(league, league.teams[1]!, 1, 4),
          other.inject({
            method: 'POST',
            url: draftUrl('bid', league),
            headers: { cookie: league.teams[2]!.cookie },
            payload: { lot: 1, amount: 4 },
          }),
        ]);
        expect([here.statusCode, there.statusCode].sort()).toEqual([200, 409]);
        const bids = await t.db
          .selectFrom('draft_bids')
          .select('amount')
          .where('league_id', '=', league.leagueId)
          .execute();
        expect(bids.map((row) => row.amount).sort()).toEqual([1, 4]);
      } finally {
        await other.close();
        await db.destroy();
      }
    },
  );

  it('keeps a purse at 0 or above and a player won once, whatever writes bypass the lock', async () => {
    const { league } = await startAuction();
    const first = league.teams[0]!;
    await expect(
      t.db
        .updateTable('draft_teams')
        .set({ budget_left: -1 })
        .where('league_id', '=', league.leagueId)
        .where('league_member_id', '=', first.memberId)
        .execute(),
    ).rejects.toThrow();
    const row = {
      league_id: league.leagueId,
      round: 1,
      pick_in_round: 1,
      league_member_id: first.memberId,
      player_id: league.rbs[0]!,
      made_by: 'member' as const,
      made_at: START,
      price: 1,
    };
    await t.db
      .insertInto('draft_picks')
      .values({ ...row, overall: 1 })
      .execute();
    await expect(
      t.db
        .insertInto('draft_picks')
        .values({ ...row, overall: 2 })
        .execute(),
    ).rejects.toThrow();
    // Left behind, the row would collide with the sale of lot 1 when this auction's clock runs.
    await t.db.deleteFrom('draft_picks').where('league_id', '=', league.leagueId).execute();
  });
});

describe('autopick and the end', () => {
  it('nominates for a team whose nomination clock ran out: its queue first, at the minimum bid', async () => {
    const { league } = await startAuction();
    const first = league.teams[0]!;
    const queued = await call(t, first, 'PUT', draftUrl('setQueue', league), {
      player_ids: [league.wrs[3]],
    });
    expect(queued.statusCode).toBe(200);
    const nominationEnd = new Date(START.getTime() + 30_000);
    t.clock.set(nominationEnd);
    await runClocks();
    const room = await auctionOf(league);
    expect(room.auction?.lot).toMatchObject({
      lot: 1,
      player_id: league.wrs[3],
      high_bid: 1,
      high_bidder_id: first.memberId,
      // The bid clock starts at the nomination clock's end, not at the job's run.
      deadline: new Date(nominationEnd.getTime() + 20_000).toISOString(),
    });
  });

  it('lets vampires who draft bid under their own rule set: a running back no, a receiver yes', async () => {
    const { league } = await startAuction(
      { vampires_draft: true },
      { vampires: 1, vampire: { ...TWO_ROUND_ROSTER, running_back_count: 0, tight_end_count: 1 } },
    );
    const vampire = league.teams[9]!;
    expect(purse(await auctionOf(league), vampire.memberId)).toMatchObject({ max_bid: 9 });
    await nominate(league, league.teams[0]!, 1, league.rbs[0]!, 1);
    const refused = await bid(league, vampire, 1, 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('does not fit your roster');
    t.clock.set(new Date(START.getTime() + 20_000));
    await settleLeague(league);
    await nominate(league, league.teams[1]!, 2, league.wrs[0]!, 1);
    expect((await bid(league, vampire, 2, 2)).statusCode).toBe(200);
  });

  it('runs an auction of teams on autopick to its end: rosters filled, each sale logged, the waiver order written', async () => {
    t.clock.set(START);
    const league = await createDraftLeague(t, { vampires: 1 });
    for (const team of league.teams)
      await call(t, team, 'PUT', draftUrl('setAutopick', league), { autopick: true });
    const started = roomWithAuction(
      await startDraft(t, league, {
        order_mode: 'commissioner',
        order: ids(league).slice(0, 9),
        ...AUCTION,
      }),
    );
    // Vampires who skip the draft have no purse and cannot bid.
    const vampire = league.teams[9]!;
    expect(started.auction?.teams.map((team) => team.league_member_id)).toEqual(
      ids(league).slice(0, 9),
    );
    // The first autopick nomination was made at once, at the minimum bid.
    expect(started.auction?.lot).toMatchObject({ lot: 1, high_bid: 1 });
    const refused = await bid(league, vampire, 1, 2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: DRAFT_MESSAGES.draftNotADrafter });

    let room = started;
    for (let step = 0; step < 40 && room.status !== 'complete'; step++) {
      t.clock.set(new Date(t.clock.now().getTime() + 20_000));
      await settleLeague(league);
      room = await auctionOf(league);
    }
    expect(room.status).toBe('complete');
    expect(room.picks).toHaveLength(18);
    expect(room.auction?.sales.every((sale) => sale.price === 1)).toBe(true);
    for (const team of league.teams.slice(0, 9)) expect((await slotsOf(t, team)).size).toBe(2);
    expect((await slotsOf(t, vampire)).size).toBe(0);
    const log = await t.db
      .selectFrom('league_transactions')
      .select('reason')
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(log).toHaveLength(18);
    expect(log).toContainEqual({ reason: DRAFT_MESSAGES.auctionLogReason(18, 1) });
    const order = await t.db
      .selectFrom('league_members')
      .select(['id', 'waiver_order'])
      .where('league_id', '=', league.leagueId)
      .orderBy('waiver_order')
      .execute();
    expect(order[0]!.id).toBe(vampire.memberId);
    expect(teamOf(league, order[1]!.id)).toBe(league.teams[8]);
  });
});
