import { DRAFT_MESSAGES, type DraftRoom } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/connect';
import { draftClockJob } from '../src/services/drafts/draft-job';
import { activateLeague } from '../src/services/league-lifecycle';
import {
  createDraftLeague,
  draftUrl,
  onClock,
  pick,
  roomOf,
  startDraft,
  teamOf,
  waiverOrderOf,
  type DraftLeague,
} from './support/draft-fixtures';
import { openEventStream } from './support/event-stream';
import { call, slotsOf, type Team } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// The live draft's engine (docs/decisions/058) on a real server and database: the orders, who
// may pick, picks racing each other and the clock, autopick, pause, undo, the end of the draft
// and a restart in the middle of it. Ten teams with two slots each: two rounds.
let t: TestApp;
const START = new Date('2025-08-20T18:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: START.toISOString() });
});
afterAll(() => t.close());

const ids = (league: DraftLeague) => league.teams.map((team) => team.memberId);
/** A commissioner-set order: the fixture's teams in their order. */
const setOrder = (league: DraftLeague, extra: Record<string, unknown> = {}) => ({
  order_mode: 'commissioner',
  order: ids(league),
  ...extra,
});

async function freshLeague(options = {}) {
  t.clock.set(START);
  return createDraftLeague(t, options);
}

describe('the order of picks', () => {
  it('runs a snake draft to the end: rosters filled, the log and the waiver order written, the league activated', async () => {
    const league = await freshLeague();
    const started = await startDraft(t, league, setOrder(league));
    expect(started.status).toBe('running');
    expect(started.rounds).toBe(2);
    expect(started.order.map((team) => team.league_member_id)).toEqual(ids(league));
    const expected = [...ids(league), ...ids(league).reverse()];
    for (let overall = 1; overall <= 20; overall++) {
      const { team, clock } = await onClock(t, league);
      expect(clock.overall).toBe(overall);
      expect(team.memberId).toBe(expected[overall - 1]);
      const player = overall <= 10 ? league.rbs[overall - 1]! : league.wrs[overall - 11]!;
      const answer = await pick(t, league, team, overall, player);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const done = await roomOf(t, league);
    expect(done.status).toBe('complete');
    expect(done.on_clock).toBeNull();
    expect(done.picks.map((row) => row.league_member_id)).toEqual(expected);

    // Every pick on its team's roster, in the first slot that fits him.
    const first = league.teams[0]!;
    expect(await slotsOf(t, first)).toEqual(
      new Map([
        [league.rbs[0]!, 'RB1'],
        [league.wrs[9]!, 'WR1'],
      ]),
    );
    const log = await t.db
      .selectFrom('league_transactions')
      .select(['kind', 'reason'])
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(log).toHaveLength(20);
    expect(log).toContainEqual({ kind: 'add', reason: DRAFT_MESSAGES.draftLogReason(2, 10, 20) });

    // The waiver order starts from the reverse draft order, and activation keeps it.
    const waiverOrder = () => waiverOrderOf(t, league);
    expect(await waiverOrder()).toEqual([...ids(league)].reverse());
    await activateLeague(t.db, {
      leagueId: league.leagueId,
      memberId: league.commish.memberId,
      userId: league.commish.userId,
      now: t.clock.now(),
    });
    expect(await waiverOrder()).toEqual([...ids(league)].reverse());
  });

  it('goes the same way every round in a linear draft, and turns twice in a third-round reversal', async () => {
    const overallOrder = async (type: string) => {
      const league = await freshLeague({
        regular: { bench_count: 1, max_roster_size: 3 },
        vampire: { bench_count: 1, max_roster_size: 3 },
      });
      for (const team of league.teams)
        await call(t, team, 'PUT', draftUrl('setAutopick', league), { autopick: true });
      const room = await startDraft(t, league, setOrder(league, { type }));
      expect(room.status).toBe('complete');
      return { picks: room.picks.map((row) => row.league_member_id), order: ids(league) };
    };
    const linear = await overallOrder('linear');
    expect(linear.picks).toEqual([...linear.order, ...linear.order, ...linear.order]);
    const reversal = await overallOrder('third_round_reversal');
    const back = [...reversal.order].reverse();
    expect(reversal.picks).toEqual([...reversal.order, ...back, ...back]);
  });

  it('draws a random order when the draft starts and shows it', async () => {
    const league = await freshLeague();
    const room = await startDraft(t, league);
    expect(room.settings.order_mode).toBe('random');
    expect([...room.order.map((team) => team.league_member_id)].sort()).toEqual(
      [...ids(league)].sort(),
    );
    expect(room.on_clock?.league_member_id).toBe(room.order[0]?.league_member_id);
    expect(room.next_league_member_id).toBe(room.order[1]?.league_member_id);
  });
});

describe('who may pick', () => {
  it('lets only the member on the clock pick, or the commissioner for him', async () => {
    const league = await freshLeague();
    // The commissioner's team picks last in round one.
    const order = [...ids(league).slice(1), league.commish.memberId];
    await startDraft(t, league, { order_mode: 'commissioner', order });
    const other = teamOf(league, order[1]!);
    const refused = await pick(t, league, other, 1, league.rbs[0]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: DRAFT_MESSAGES.draftNotYourTurn });

    const forHim = await pick(t, league, league.commish, 1, league.rbs[0]!);
    expect(forHim.statusCode, forHim.body).toBe(200);
    const room = forHim.json<DraftRoom>();
    expect(room.picks[0]).toMatchObject({
      league_member_id: order[0],
      player_id: league.rbs[0],
      made_by: 'commissioner',
    });
    const logged = await t.db
      .selectFrom('draft_events')
      .select(['kind', 'overall'])
      .where('league_id', '=', league.leagueId)
      .where('kind', '=', 'pick_for')
      .execute();
    expect(logged).toEqual([{ kind: 'pick_for', overall: 1 }]);
  });

  it("refuses a stale or doubled pick (409), a drafted player and one the team's rules cannot take", async () => {
    const league = await freshLeague();
    await startDraft(t, league, setOrder(league));
    const [first, second] = league.teams as [Team, Team];
    expect((await pick(t, league, first, 1, league.rbs[0]!)).statusCode).toBe(200);
    const doubled = await pick(t, league, first, 1, league.rbs[1]!);
    expect(doubled.statusCode).toBe(409);
    expect(doubled.json()).toMatchObject({ message: DRAFT_MESSAGES.draftStalePick(1) });
    const ahead = await pick(t, league, second, 3, league.rbs[1]!);
    expect(ahead.statusCode).toBe(409);

    const taken = await pick(t, league, second, 2, league.rbs[0]!);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: DRAFT_MESSAGES.draftPlayerTaken });
    // Two wide receivers do not fit a roster with one WR slot and no bench.
    expect((await pick(t, league, second, 2, league.wrs[0]!)).statusCode).toBe(200);
    await t.db
      .updateTable('drafts')
      .set({ current_overall: 19 })
      .where('league_id', '=', league.leagueId)
      .execute();
    const unfit = await pick(t, league, second, 19, league.wrs[1]!);
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json<{ message: string }>().message).toMatch(/does not fit your roster/);
  });

  it("refuses the commissioner's Add Player to Team while the draft is under way", async () => {
    const league = await freshLeague();
    await startDraft(t, league, setOrder(league));
    expect((await pick(t, league, league.teams[0]!, 1, league.rbs[0]!)).statusCode).toBe(200);
    const add = await call(t, league.commish, 'POST', '/rostered_players/addToTeam', {
      league_member_id: league.teams[4]!.memberId,
      player_id: league.rbs[0],
    });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({ message: DRAFT_MESSAGES.draftUnderWayNoAdds });
  });

  it('makes exactly one of two picks sent at once', async () => {
    const league = await freshLeague();
    await startDraft(t, league, setOrder(league));
    const first = league.teams[0]!;
    const answers = await Promise.all([
      pick(t, league, first, 1, league.rbs[0]!),
      pick(t, league, first, 1, league.rbs[1]!),
      pick(t, league, league.commish, 1, league.rbs[2]!),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const room = await roomOf(t, league);
    expect(room.picks).toHaveLength(1);
    expect(room.on_clock?.overall).toBe(2);
  });
});

describe('the clock', () => {
  it('takes a write just before the deadline, and refuses one at it with the autopick made by that write', async () => {
    const league = await freshLeague();
    const started = await startDraft(t, league, setOrder(league, { pick_seconds: 30 }));
    const deadline = new Date(started.on_clock!.deadline!);
    expect(deadline.getTime() - START.getTime()).toBe(30_000);

    t.clock.set(new Date(deadline.getTime() - 1));
    expect((await pick(t, league, league.teams[0]!, 1, league.rbs[0]!)).statusCode).toBe(200);
    const second = await roomOf(t, league);
    const secondDeadline = new Date(second.on_clock!.deadline!);

    t.clock.set(secondDeadline);
    const late = await pick(t, league, league.teams[1]!, 2, league.wrs[0]!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: DRAFT_MESSAGES.draftClockExpired(2) });
    const room = await roomOf(t, league);
    expect(room.picks[1]).toMatchObject({
      overall: 2,
      made_by: 'autopick',
      made_at: secondDeadline.toISOString(),
    });
    // The next pick's clock started at the deadline the autopick was made at.
    expect(room.on_clock).toMatchObject({ overall: 3, remaining_ms: 30_000 });
  });

  it('makes the pick once when a pick and the clock job reach its deadline together', async () => {
    const league = await freshLeague();
    const started = await startDraft(t, league, setOrder(league, { pick_seconds: 30 }));
    t.clock.set(new Date(started.on_clock!.deadline!));
    const [late] = await Promise.all([
      pick(t, league, league.teams[0]!, 1, league.rbs[0]!),
      draftClockJob.run({ db: t.db, clock: t.clock, log: t.app.log }),
      draftClockJob.run({ db: t.db, clock: t.clock, log: t.app.log }),
    ]);
    expect(late.statusCode).toBe(409);
    const room = await roomOf(t, league);
    expect(room.picks.map((row) => [row.overall, row.made_by])).toEqual([[1, 'autopick']]);
    expect(room.on_clock?.overall).toBe(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'makes one of two picks sent at once to two api processes on one database',
    async () => {
      const league = await freshLeague();
      await startDraft(t, league, setOrder(league));
      const db = connectDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 2 });
      const other = await buildApp({ db, config: t.config, clock: t.clock });
      await other.ready();
      try {
        const team = league.teams[0]!;
        const [here, there] = await Promise.all([
          pick(t, league, team, 1, league.rbs[0]!),
          other.inject({
            method: 'POST',
            url: draftUrl('makePick', league),
            headers: { cookie: team.cookie },
            payload: { overall: 1, player_id: league.rbs[1]! },
          }),
        ]);
        expect([here.statusCode, there.statusCode].sort()).toEqual([200, 409]);
        expect((await roomOf(t, league)).picks).toHaveLength(1);
      } finally {
        await other.close();
        await db.destroy();
      }
    },
  );

  it('pauses with the time left and resumes with it', async () => {
    const league = await freshLeague();
    await startDraft(t, league, setOrder(league, { pick_seconds: 90 }));
    t.clock.set(new Date(START.getTime() + 30_000));
    const refused = await call(t, league.teams[1]!, 'POST', draftUrl('pause', league));
    expect(refused.statusCode).toBe(403);
    const paused = (
      await call(t, league.commish, 'POST', draftUrl('pause', league))
    ).json<DraftRoom>();
    expect(paused.status).toBe('paused');
    expect(paused.on_clock).toMatchObject({ overall: 1, deadline: null, remaining_ms: 60_000 });

    t.clock.set(new Date(START.getTime() + 3_600_000));
    expect((await roomOf(t, league)).on_clock?.remaining_ms).toBe(60_000);
    const whilePaused = await pick(t, league, league.teams[0]!, 1, league.rbs[0]!);
    expect(whilePaused.statusCode).toBe(409);
    expect(whilePaused.json()).toMatchObject({ message: DRAFT_MESSAGES.draftNotRunning });
    await draftClockJob.run({ db: t.db, clock: t.clock, log: t.app.log });
    expect((await roomOf(t, league)).picks).toHaveLength(0);

    const resumed = (
      await call(t, league.commish, 'POST', draftUrl('resume', league))
    ).json<DraftRoom>();
    expect(resumed.status).toBe('running');
    expect(resumed.on_clock?.deadline).toBe(
      new Date(START.getTime() + 3_600_000 + 60_000).toISOString(),
    );
    const kinds = await t.db
      .selectFrom('draft_events')
      .select('kind')
      .where('league_id', '=', league.leagueId)
      .orderBy('id')
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(['start', 'pause', 'resume']);
  });

  it('lets the commissioner take back the last pick', async () => {
    const league = await freshLeague();
    await startDraft(t, league, setOrder(league));
    await pick(t, league, league.teams[0]!, 1, league.rbs[0]!);
    await pick(t, league, league.teams[1]!, 2, league.rbs[1]!);
    expect(
      (await call(t, league.teams[1]!, 'POST', draftUrl('undoLastPick', league))).statusCode,
    ).toBe(403);
    const undone = (
      await call(t, league.commish, 'POST', draftUrl('undoLastPick', league))
    ).json<DraftRoom>();
    expect(undone.picks.map((row) => row.player_id)).toEqual([league.rbs[0]]);
    expect(undone.on_clock).toMatchObject({
      overall: 2,
      league_member_id: league.teams[1]!.memberId,
    });
    // The player taken back may be drafted again.
    expect((await pick(t, league, league.teams[1]!, 2, league.rbs[1]!)).statusCode).toBe(200);
  });
});

describe('autopick', () => {
  interface Available {
    player_id: number;
    position: string;
    rank: number;
  }
  const available = async (league: DraftLeague, query = '') =>
    (
      await call(
        t,
        league.teams[3]!,
        'GET',
        `${draftUrl('getAvailablePlayers', league)}?limit=500${query}`,
      )
    ).json<Available[]>();

  it('takes the queue first, then the best-ranked player the rule set can start', async () => {
    const league = await freshLeague();
    const [a, b] = league.teams as [Team, Team];
    for (const team of [a, b])
      await call(t, team, 'PUT', draftUrl('setAutopick', league), { autopick: true });
    // Every player of the database is free in this league: the best ranked may be another
    // file's (players without points rank by name, and their numbered names come from a
    // counter the worker's files share), or one of this league's running backs. The picks
    // below are made from the others.
    const best = (await available(league))[0]!;
    const rbs = league.rbs.filter((id) => id !== best.player_id);
    const queuedRb = rbs[12]!;
    // A wants wrs[0] first; later wrs[10] (no room for a second WR) or else an RB nobody picks.
    const queued = await call(t, a, 'PUT', draftUrl('setQueue', league), {
      player_ids: [league.wrs[0], league.wrs[10], queuedRb],
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const room = await startDraft(t, league, setOrder(league));
    // Picks 1 and 2 were made by autopick at once: A's queue, then B's best-ranked player.
    expect(room.picks.map((row) => [row.player_id, row.made_by])).toEqual([
      [league.wrs[0], 'autopick'],
      [best.player_id, 'autopick'],
    ]);
    expect(best.position).toBe('RB');
    for (let overall = 3; overall <= 18; overall++) {
      const { team } = await onClock(t, league);
      const player = overall <= 10 ? rbs[overall - 3]! : league.wrs[overall - 10]!;
      if (overall === 18) {
        // What B will choose from: the better-ranked running backs, then the receivers.
        const left = await available(league);
        const firstRb = left.find((row) => row.position === 'RB')!;
        const firstWr = left.find((row) => row.position === 'WR' && row.player_id !== player)!;
        expect(firstRb.rank).toBeLessThan(firstWr.rank);
        expect((await pick(t, league, team, overall, player)).statusCode).toBe(200);
        const done = await roomOf(t, league);
        expect(done.status).toBe('complete');
        // B (an RB already, no bench) passes over the better-ranked running backs for a
        // receiver; A takes the first of its queue it has room for.
        expect(done.picks.slice(18).map((row) => row.player_id)).toEqual([
          firstWr.player_id,
          queuedRb,
        ]);
      } else {
        expect((await pick(t, league, team, overall, player)).statusCode).toBe(200);
      }
    }
    const queue = (await call(t, a, 'GET', draftUrl('getQueue', league))).json<{
      players: { player_id: number; available: boolean }[];
    }>();
    expect(queue.players.map((row) => row.available)).toEqual([false, true, false]);
  });

  it('answers the available players best ranked first, by position, within bounds', async () => {
    const league = await freshLeague();
    await startDraft(t, league, setOrder(league));
    await pick(t, league, league.teams[0]!, 1, league.rbs[0]!);
    const all = await available(league, '&position=RB');
    expect(all.every((row) => row.position === 'RB')).toBe(true);
    expect(all.map((row) => row.player_id)).toContain(league.rbs[1]);
    expect(all.map((row) => row.player_id)).not.toContain(league.rbs[0]);
    const ranks = all.map((row) => row.rank);
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    const three = (
      await call(
        t,
        league.teams[3]!,
        'GET',
        `${draftUrl('getAvailablePlayers', league)}?position=RB&limit=3`,
      )
    ).json<Available[]>();
    expect(three).toEqual(all.slice(0, 3));
    const bad = await call(
      t,
      league.teams[3]!,
      'GET',
      `${draftUrl('getAvailablePlayers', league)}?limit=9999`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('the room pushed', () => {
  it('sends the room at once and again when a pick is made', async () => {
    const league = await freshLeague();
    await startDraft(t, league, setOrder(league));
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openEventStream(`${base}/live/draft/${league.leagueId}`, {
      cookie: league.teams[5]!.cookie,
    });
    try {
      expect(stream.status).toBe(200);
      const first = await stream.next(10_000);
      expect(first?.event).toBe('draft');
      expect(JSON.parse(first!.data) as DraftRoom).toMatchObject({ status: 'running', picks: [] });
      expect((await pick(t, league, league.teams[0]!, 1, league.rbs[0]!)).statusCode).toBe(200);
      const next = JSON.parse((await stream.next(10_000))!.data) as DraftRoom;
      expect(next.picks.map((row) => row.player_id)).toEqual([league.rbs[0]]);
      expect(next.on_clock?.overall).toBe(2);
    } finally {
      stream.close();
    }
    const outsider = await call(t, null, 'GET', `/live/draft/${league.leagueId}`);
    expect(outsider.statusCode).toBe(401);

    // A logout ends the member's streams of the room with his session.
    const watching = league.teams[6]!;
    const own = await openEventStream(`${base}/live/draft/${league.leagueId}`, {
      cookie: watching.cookie,
    });
    expect((await own.next(10_000))?.event).toBe('draft');
    expect((await call(t, watching, 'POST', '/users/logout')).statusCode).toBe(204);
    expect(await own.next(10_000)).toBeNull();
  });
});

describe('a restart', () => {
  it('resumes from the database: the clock that ran out while down is the autopick, the next runs on', async () => {
    const league = await freshLeague();
    await startDraft(t, league, setOrder(league, { pick_seconds: 30 }));
    await pick(t, league, league.teams[0]!, 1, league.rbs[0]!);
    // A room left open does not hold the server up: closing ends its stream.
    const base = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openEventStream(`${base}/live/draft/${league.leagueId}`, {
      cookie: league.teams[4]!.cookie,
    });
    expect((await stream.next(10_000))?.event).toBe('draft');
    await t.app.close();
    expect(await stream.next(10_000)).toBeNull();
    // Down for 45 s: pick 2's clock (to START + 30 s) ran out, pick 3's runs until START + 60 s.
    t.clock.set(new Date(START.getTime() + 45_000));
    t.app = await buildApp({ db: t.db, config: t.config, clock: t.clock });
    await t.app.ready();
    await draftClockJob.run({ db: t.db, clock: t.clock, log: t.app.log });
    const room = await roomOf(t, league);
    expect(room.picks.map((row) => row.made_by)).toEqual(['member', 'autopick']);
    expect(room.on_clock).toMatchObject({
      overall: 3,
      deadline: new Date(START.getTime() + 60_000).toISOString(),
      remaining_ms: 15_000,
    });
    expect((await pick(t, league, league.teams[2]!, 3, league.rbs[5]!)).statusCode).toBe(200);
  });
});
