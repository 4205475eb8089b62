import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveWeek } from '@fangtasy/shared/contract';
import { applyWeekChanges, type LiveWeekChanges } from '@fangtasy/shared/domain';
import { buildApp, type App } from '../src/app';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts';
import { seedDemoIfEmpty } from '../src/demo/seed-demo';
import { createClaim } from '../src/services/waiver-claims';
import { applyGameReports } from '../src/stats-sources/game-reports';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import { openEventStream, type EventStreamReader, type StreamEvent } from './support/event-stream';
import { login, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Live scores pushed (docs/decisions/015): members hold a Server-Sent Events stream of a league's
 * week, read here over real HTTP as a browser's EventSource reads it. Two apps on one database
 * stand for two api processes: on PostgreSQL each listens on a connection of its own.
 */

const DEMO_NOW = '2025-11-02T20:00:00Z';

let t: TestApp;
let other: App;
let leagueId: number;
let nightfallId: number;
let baseA: string;
let baseB: string;
let alice: string;
let bob: string;
let carmen: string;
const open: EventStreamReader[] = [];

const streamOf = async (
  base: string,
  cookie: string,
  week = 9,
  lastEventId?: string,
  query = '',
) => {
  const stream = await openEventStream(`${base}/live/matchups/${leagueId}/${week}${query}`, {
    cookie,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  open.push(stream);
  return stream;
};

/**
 * A stream that takes changes, read as the page's client reads it: the first state whole, then
 * each event applied to the state held (a change must start from it).
 */
async function followWeek(
  base: string,
  cookie: string,
  from: { id: string; state: LiveWeek } | null = null,
) {
  const stream = await streamOf(base, cookie, 9, from?.id, '?changes=1');
  let held = from;
  const events: StreamEvent[] = [];
  return {
    stream,
    events,
    held: () => held,
    /** The next event, taken into the state held. */
    async next(ms?: number) {
      const event = (await stream.next(ms))!;
      events.push(event);
      if (event.event === 'matchups') held = { id: event.id!, state: stateOf(event.data) };
      else {
        const { base: from, ...changes } = JSON.parse(event.data) as LiveWeekChanges & {
          base: string;
        };
        expect(from).toBe(held?.id);
        held = { id: event.id!, state: applyWeekChanges(held!.state, changes) };
      }
      return event;
    },
  };
}

/** The week as a poll answers it now, without the caller's own field. */
async function polled(cookie: string): Promise<LiveWeek> {
  const res = await request(t, cookie, 'GET', `/live/matchups/${leagueId}/9`);
  expect(res.statusCode).toBe(200);
  return res.json() as LiveWeek;
}

const stateOf = (data: string) => JSON.parse(data) as LiveWeek;

/** A starter of the week whose game has kicked off, and his points as the state shows them. */
function scoredStarter(state: LiveWeek) {
  for (const matchup of state.matchups)
    for (const side of [matchup.home, matchup.away])
      for (const slot of side.starters ?? [])
        if (slot.player && slot.player.score !== null && slot.player.position === 'WR')
          return { playerId: slot.player.player_id, score: slot.player.score, side };
  throw new Error('no starter has played yet');
}

const scoreIn = (state: LiveWeek, playerId: number) =>
  state.matchups
    .flatMap((matchup) => [matchup.home, matchup.away])
    .flatMap((side) => side.starters ?? [])
    .find((slot) => slot.player?.player_id === playerId)?.player?.score;

beforeAll(async () => {
  t = await createTestApp({ now: DEMO_NOW });
  const seeded = (await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true }))!;
  leagueId = seeded.demoLeagueId;
  nightfallId = seeded.nightfallLeagueId;
  other = await buildApp({ db: t.db, config: t.config, clock: t.clock });
  baseA = await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseB = await other.listen({ host: '127.0.0.1', port: 0 });
  alice = await login(t, 'alice', DEMO_PASSWORD);
  bob = await login(t, 'bob', DEMO_PASSWORD);
  carmen = await login(t, 'carmen', DEMO_PASSWORD);
}, 180_000);

afterAll(async () => {
  for (const stream of open) stream.close();
  await other.close();
  await t.close();
});

describe('live matchups', () => {
  it("sends the week at once: the Matchups answer without the caller's own field", async () => {
    const stream = await streamOf(baseA, alice);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = (await stream.next())!;
    expect(first.event).toBe('matchups');
    expect(first.id).toMatch(/^[\w-]{22}$/);
    const state = stateOf(first.data);
    const page = await request(
      t,
      alice,
      'GET',
      `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/9`,
    );
    const { own_league_member_id: _own, updated_at: _at, ...expected } = page.json();
    const { updated_at: _pushedAt, ...pushed } = state;
    expect(pushed).toEqual(expected);
    expect(Object.keys(state)).not.toContain('own_league_member_id');
    // Nothing private: no budgets, claims or transactions travel with the scores.
    expect(first.data).not.toMatch(/faab|claim|transaction|password|email/i);
    // Without Accept: text/event-stream the same state is answered once, as JSON.
    const once = await request(t, alice, 'GET', `/live/matchups/${leagueId}/9`);
    expect(once.statusCode).toBe(200);
    const { updated_at: _onceAt, ...json } = once.json() as LiveWeek;
    expect(json).toEqual(pushed);
    stream.close();
  });

  it('pushes a stat change to every watcher, on this process and another, computed once', async () => {
    const onA = await streamOf(baseA, alice);
    const onB = await streamOf(baseB, bob);
    const before = stateOf((await onA.next())!.data);
    expect(stateOf((await onB.next())!.data)).toEqual(before);
    const { playerId, score } = scoredStarter(before);
    const rules = await t.db
      .selectFrom('scoring_rules')
      .select('receiving_yards')
      .where('league_id', '=', leagueId)
      .executeTakeFirstOrThrow();

    // A correction of his line, as a stats import or the live feed would write it.
    await t.db
      .updateTable('weekly_stats')
      .set((eb) => ({ receiving_yards: eb('receiving_yards', '+', 20) }))
      .where('player_id', '=', playerId)
      .where('season', '=', 2025)
      .where('week', '=', 9)
      .execute();
    const expected = Math.round((score + 20 * Number(rules.receiving_yards)) * 100) / 100;
    for (const stream of [onA, onB]) {
      const event = (await stream.next())!;
      expect(scoreIn(stateOf(event.data), playerId)).toBeCloseTo(expected, 2);
    }
    // One change, one new state: nothing more follows it.
    expect(await onA.arrivesWithin(1_500)).toBe(false);
    onA.close();
    onB.close();
  });

  it("pushes a change of the league made through the other process (a team's new name)", async () => {
    const stream = await streamOf(baseA, alice);
    await stream.next();
    const me = await request(t, bob, 'GET', '/users/me');
    const bobId = (me.json() as { id: number }).id;
    const res = await other.inject({
      method: 'PUT',
      url: `/league_members/updateTeamName/${leagueId}/${bobId}`,
      headers: { cookie: bob },
      payload: { team_name: 'Bob Live' },
    });
    expect(res.statusCode).toBe(200);
    const after = stateOf((await stream.next())!.data);
    const names = after.matchups.flatMap((matchup) => [
      matchup.home.team_name,
      matchup.away.team_name,
    ]);
    expect(names).toContain('Bob Live');
    stream.close();
  });

  it("sends nothing for another league's changes", async () => {
    const stream = await streamOf(baseA, alice);
    await stream.next();
    await t.db
      .updateTable('leagues')
      .set({ name: 'Nightfall League, renamed' })
      .where('id', '=', nightfallId)
      .execute();
    expect(await stream.arrivesWithin(1_500)).toBe(false);
    stream.close();
  });

  it('answers a polled week from the cache compressed and whole, hit after hit', async () => {
    // ~56 KB: compressed as a stream, which must not race the route's own answer.
    const url = `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/9`;
    const plain = await request(t, alice, 'GET', url);
    expect(plain.body.length).toBeGreaterThan(32 * 1024);
    for (let i = 0; i < 3; i++) {
      const packed = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: alice, 'accept-encoding': 'gzip' },
      });
      expect(packed.headers['x-read-cache']).toBe('hit');
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('refuses a non-member and an anonymous caller before any stream opens', async () => {
    const nora = await login(t, 'nora', DEMO_PASSWORD);
    const refused = await openEventStream(`${baseA}/live/matchups/${leagueId}/9`, {
      cookie: nora,
    });
    expect(refused.status).toBe(403);
    refused.close();
    const anonymous = await openEventStream(`${baseA}/live/matchups/${leagueId}/9`);
    expect(anonymous.status).toBe(401);
    anonymous.close();
  });

  it('resumes from Last-Event-ID: only a state the member has not got is sent', async () => {
    const first = await streamOf(baseA, alice);
    const seen = (await first.next())!;
    first.close();
    // Back with the state it has: nothing to send until something changes.
    const again = await streamOf(baseB, alice, 9, seen.id!);
    expect(await again.arrivesWithin(1_500)).toBe(false);
    again.close();
    // A change while it was away is sent at once on its return.
    await t.db
      .updateTable('weekly_stats')
      .set((eb) => ({ rushing_yards: eb('rushing_yards', '+', 10) }))
      .where('season', '=', 2025)
      .where('week', '=', 9)
      .where('player_id', '=', scoredStarter(stateOf(seen.data)).playerId)
      .execute();
    const back = await streamOf(baseA, alice, 9, seen.id!);
    const resumed = (await back.next())!;
    expect(resumed.id).not.toBe(seen.id);
    back.close();
  });

  it("sends a stat import within a second of its commit, as changes that lead to a poll's answer", async () => {
    const watching = await followWeek(baseB, alice);
    expect((await watching.next()).event).toBe('matchups');
    // A game under way and its lines, written as the live feed and the importer write them.
    const game = await t.db
      .selectFrom('nfl_games')
      .selectAll()
      .where('season', '=', 2025)
      .where('week', '=', 9)
      .where('status', '=', 'in_progress')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lines = await t.db
      .selectFrom('weekly_stats')
      .selectAll()
      .where('game_id', '=', game.game_id)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    const written = await applyGameReports(t.db, [
      {
        game,
        report: {
          status: 'in_progress',
          period: 4,
          gameClock: '5:55',
          homeScore: (game.home_score ?? 0) + 7,
          awayScore: game.away_score,
        },
        lines: lines.map((line) => ({
          ...line,
          receiving_yards: line.receiving_yards + 9,
          rushing_yards: line.rushing_yards + 4,
        })),
      },
    ]);
    expect(written).toBeGreaterThan(0);
    const committed = performance.now();
    const event = await watching.next(10_000);
    const elapsed = performance.now() - committed;
    expect(event.event).toBe('matchups-changes');
    expect(elapsed).toBeLessThan(1_000);
    // The changes are a fraction of the whole week, and lead exactly to what a poll answers.
    expect(event.data.length).toBeLessThan(JSON.stringify(watching.held()!.state).length / 3);
    expect(watching.held()!.state).toEqual(await polled(alice));
    expect(JSON.stringify(watching.held()!.state)).toContain('"game_clock":"5:55"');
    watching.stream.close();
  });

  it("sends a roster move as the mover's side, and resumes a reconnect with what was missed", async () => {
    const watching = await followWeek(baseA, bob);
    await watching.next();
    const away = watching.held()!;
    watching.stream.close();
    // While the member is away, a manager benches a starter.
    const mover = away.state.matchups[1]!.home;
    const starter = mover.starters!.find((slot) => slot.player)!.player!;
    await t.db
      .updateTable('rostered_players')
      .set({ roster_position: 'BENCH' })
      .where('league_member_id', '=', mover.league_member_id)
      .where('player_id', '=', starter.player_id)
      .where('is_rostered', '=', 1)
      .execute();
    // Back with the id of the state he holds: only the change, as the mover's side. (Another
    // process, which never held that state, sends the week whole: the test above.)
    const back = await followWeek(baseA, bob, away);
    const resumed = await back.next();
    expect(resumed.event).toBe('matchups-changes');
    const changes = JSON.parse(resumed.data) as LiveWeekChanges;
    expect(Object.keys(changes.sides ?? {})).toEqual([String(mover.league_member_id)]);
    expect(back.held()!.state).toEqual(await polled(bob));
    expect(await back.stream.arrivesWithin(1_000)).toBe(false);
    back.stream.close();
  });

  it('pushes from kept parts exactly what a process without memos pushes, under the same ids', async () => {
    // A process with READ_CACHE_MB=0 computes every state from the rows (decision 005).
    const plain = await buildApp({
      db: t.db,
      config: { ...t.config, readCacheMegabytes: 0 },
      clock: t.clock,
    });
    const basePlain = await plain.listen({ host: '127.0.0.1', port: 0 });
    try {
      const kept = await followWeek(baseA, carmen);
      const rows = await followWeek(basePlain, carmen);
      await kept.next();
      await rows.next();
      const agree = async () => {
        expect(kept.held()!.id).toBe(rows.held()!.id);
        expect(kept.held()!.state).toEqual(rows.held()!.state);
      };
      await agree();
      const state = kept.held()!.state;
      const { playerId } = scoredStarter(state);
      const changes = [
        // A stat correction, a roster move, a team's new name.
        () =>
          t.db
            .updateTable('weekly_stats')
            .set((eb) => ({ receptions: eb('receptions', '+', 1) }))
            .where('player_id', '=', playerId)
            .where('season', '=', 2025)
            .where('week', '=', 9)
            .execute(),
        () =>
          t.db
            .updateTable('rostered_players')
            .set({ roster_position: 'BENCH' })
            .where('league_member_id', '=', state.matchups[3]!.away.league_member_id)
            .where(
              'player_id',
              '=',
              state.matchups[3]!.away.starters!.find((s) => s.player)!.player!.player_id,
            )
            .where('is_rostered', '=', 1)
            .execute(),
        () =>
          t.db
            .updateTable('league_members')
            .set({ team_name: 'Renamed Live' })
            .where('id', '=', state.matchups[0]!.home.league_member_id)
            .execute(),
      ];
      for (const change of changes) {
        await change();
        await kept.next();
        await rows.next();
        await agree();
      }
    } finally {
      await plain.close();
    }
  });

  it('pushes the week again when the clock moves, with nothing written (a kickoff passes)', async () => {
    const watching = await followWeek(baseA, alice);
    await watching.next();
    const before = watching.held()!.state;
    // Past the afternoon's late kickoffs: only the clock moved, no row and no NFL data.
    t.clock.set(new Date('2025-11-02T21:30:00Z'));
    try {
      expect(await watching.stream.arrivesWithin(5_000)).toBe(true);
      while (await watching.stream.arrivesWithin(1_500)) await watching.next();
      const after = watching.held()!.state;
      expect(after.next_kickoff).not.toBe(before.next_kickoff);
      expect(after).toEqual(await polled(alice));
    } finally {
      t.clock.set(new Date(DEMO_NOW));
    }
    // Moved back, the week is pushed back as it was: nothing of this test reaches the next one.
    expect(await watching.stream.arrivesWithin(5_000)).toBe(true);
    while (await watching.stream.arrivesWithin(1_500)) await watching.next();
    expect(watching.held()!.state).toEqual(await polled(alice));
    expect(watching.held()!.state.next_kickoff).toBe(before.next_kickoff);
    watching.stream.close();
  });

  it("never carries a claim, a bid or another member's outcome, whatever the waiver run decides", async () => {
    const watching = await followWeek(baseA, alice);
    await watching.next();
    // Bob bids on a player another member has claimed, naming a drop: a pending offer of his own.
    const pending = await t.db
      .selectFrom('waiver_claims as wc')
      .innerJoin('league_members as m', 'm.id', 'wc.league_member_id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['wc.player_id', 'wc.faab_claim_amount'])
      .where('wc.league_id', '=', leagueId)
      .where('wc.is_active', '=', 1)
      .where('u.username', '<>', 'bob')
      .execute();
    const bobUser = (await request(t, bob, 'GET', '/users/me')).json() as { id: number };
    const bobMember = await t.db
      .selectFrom('league_members')
      .selectAll()
      .where('league_id', '=', leagueId)
      .where('user_id', '=', bobUser.id)
      .executeTakeFirstOrThrow();
    const bench = await t.db
      .selectFrom('rostered_players')
      .select('id')
      .where('league_member_id', '=', bobMember.id)
      .where('is_rostered', '=', 1)
      .where('roster_position', '=', 'BENCH')
      .execute();
    let placed = false;
    for (const claim of pending)
      for (const drop of [null, ...bench.map((entry) => entry.id)]) {
        if (placed) break;
        try {
          await createClaim(
            t.db,
            bobUser.id,
            {
              league_id: leagueId,
              league_member_id: bobMember.id,
              player_id: claim.player_id,
              faab_claim_amount: Math.max(0, claim.faab_claim_amount - 1),
              rostered_player_to_drop: drop,
            },
            t.clock.now(),
          );
          placed = true;
        } catch {
          // refused (locked, over budget, roster full): the next candidate
        }
      }
    expect(placed).toBe(true);
    // A claim is nothing the week shows: no event at all.
    expect(await watching.stream.arrivesWithin(1_500)).toBe(false);

    // The waiver day: the claims are decided, Bob's fails as 'Player already claimed'. The run
    // makes week 9, ended by then, final first (decision 023): the rest is read at its clock.
    const wednesday = new Date('2025-11-05T05:00:00Z');
    const failedReasons: string[] = [];
    t.clock.set(wednesday);
    try {
      await runDueWaivers(t.db, wednesday);
      // Bob's offer is decided, and the run fails at least one claim of the league.
      const bobs = await t.db
        .selectFrom('waiver_claims')
        .select('status')
        .where('league_member_id', '=', bobMember.id)
        .where('is_active', '=', 1)
        .execute();
      expect(bobs).toEqual([]);
      failedReasons.push(
        ...(
          await t.db
            .selectFrom('waiver_claims')
            .select('result_reason')
            .where('league_id', '=', leagueId)
            .where('status', '=', 'failed')
            .execute()
        ).map((claim) => claim.result_reason!),
      );
      expect(failedReasons.length).toBeGreaterThan(0);
      while (await watching.stream.arrivesWithin(2_000)) await watching.next();
      expect(watching.events.length).toBeGreaterThan(1);
      expect(watching.held()!.state).toEqual(await polled(alice));
    } finally {
      t.clock.set(new Date(DEMO_NOW));
    }
    const allowed = {
      matchups: [
        'league',
        'week',
        'phase',
        'round_name',
        'weeks',
        'current_week',
        'is_final',
        'in_progress',
        'next_kickoff',
        'updated_at',
        'roster_rules',
        'matchups',
      ],
      'matchups-changes': ['base', 'week', 'games', 'players', 'scores', 'sides'],
    };
    for (const event of watching.events) {
      for (const key of Object.keys(JSON.parse(event.data) as object))
        expect(allowed[event.event as keyof typeof allowed]).toContain(key);
      expect(event.data).not.toMatch(/faab|claim|bid|budget|waiver|transaction|reason|email/i);
      for (const reason of failedReasons) expect(event.data).not.toContain(reason);
    }
    watching.stream.close();
  });

  it('ends the streams of a session that logs out, on this process at once and on another', async () => {
    const carmen = await login(t, 'carmen', DEMO_PASSWORD);
    const here = await streamOf(baseA, carmen);
    const there = await streamOf(baseB, carmen);
    await here.next();
    await there.next();
    const logout = await request(t, carmen, 'POST', '/users/logout');
    expect(logout.statusCode).toBe(204);
    expect(await here.next()).toBeNull();
    // The other process finds the session gone at its next check of the open streams.
    expect(await there.next(30_000)).toBeNull();
  }, 40_000);
});
