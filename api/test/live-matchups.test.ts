import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveWeek } from '@fangtasy/shared/contract';
import { buildApp, type App } from '../src/app';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts';
import { seedDemoIfEmpty } from '../src/demo/seed-demo';
import { openEventStream, type EventStreamReader } from './support/event-stream';
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
const open: EventStreamReader[] = [];

const streamOf = async (base: string, cookie: string, week = 9, lastEventId?: string) => {
  const stream = await openEventStream(`${base}/live/matchups/${leagueId}/${week}`, {
    cookie,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  open.push(stream);
  return stream;
};

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
