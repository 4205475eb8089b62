import { afterEach, describe, expect, it } from 'vitest';
import type { LiveWeek } from '@fangtasy/shared/contract';
import { applyWeekChanges, type LiveWeekChanges } from '@fangtasy/shared/domain';
import { openEventStream, type EventStreamReader } from '../support/event-stream';
import { apiCall, type ApiProcess } from './support/api-process';
import { newBackend, withDatabase, type Backend } from './support/backends';
import { signInOn, twoDemoProcesses } from './support/demo-processes';

// Live scores across api processes (docs/decisions/015): a member's stream held by one process
// is told of changes made through another — a roster move through the api, a stat update
// written by a source — by PostgreSQL's notifications, within a second of their commit.

/** The demo clock: Sunday 2 November 2025, 3:00 PM Eastern, the 1 PM games under way. */
const SUNDAY_AFTERNOON = '2025-11-02T20:00:00.000Z';

const processes: ApiProcess[] = [];
const backends: Backend[] = [];
const streams: EventStreamReader[] = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  for (const api of processes.splice(0)) await api.kill();
  for (const backend of backends.splice(0)) await backend.dispose();
});

describe('live scores across api processes on one PostgreSQL database', () => {
  it('push a change made through one process to a member watching on another, within a second of its commit', async () => {
    const backend = await newBackend('PostgreSQL');
    backends.push(backend);
    const { one, two, leagueId } = await twoDemoProcesses(backend, SUNDAY_AFTERNOON, processes);
    const alice = await signInOn(one, 'alice');
    const bob = await signInOn(two, 'bob');

    // Alice watches on process two, taking changes as the page does.
    const stream = await openEventStream(`${two.url}/live/matchups/${leagueId}/9?changes=1`, {
      cookie: alice.cookie,
    });
    streams.push(stream);
    const first = (await stream.next())!;
    expect(first.event).toBe('matchups');
    let held = { id: first.id!, state: JSON.parse(first.data) as LiveWeek };
    const take = async () => {
      const event = (await stream.next(10_000))!;
      const arrived = performance.now();
      if (event.event === 'matchups') held = { id: event.id!, state: JSON.parse(event.data) };
      else {
        const { base, ...changes } = JSON.parse(event.data) as LiveWeekChanges & { base: string };
        expect(base).toBe(held.id);
        held = { id: event.id!, state: applyWeekChanges(held.state, changes) };
      }
      return { event, arrived };
    };
    const polled = async (api: ApiProcess) => {
      const res = await apiCall<LiveWeek>(api, alice.token, 'GET', `/live/matchups/${leagueId}/9`);
      expect(res.status).toBe(200);
      return res.body;
    };

    // Bob benches a starter whose game has not kicked off, through process one.
    const team = await apiCall<{
      players: { id: number; roster_position: string; is_locked: boolean }[];
    }>(one, bob.token, 'GET', `/rostered_players/myTeam/${leagueId}`);
    expect(team.status).toBe(200);
    const starter = team.body.players.find(
      (player) =>
        !player.is_locked &&
        player.roster_position !== 'BENCH' &&
        !player.roster_position.startsWith('IR'),
    );
    expect(starter).toBeDefined();
    const moved = await apiCall(one, bob.token, 'POST', '/rostered_players/bench', {
      rostered_player_id: starter!.id,
    });
    expect(moved.status).toBe(200);
    const committed = performance.now();
    const { event, arrived } = await take();
    expect(arrived - committed).toBeLessThan(1_000);
    expect(event.event).toBe('matchups-changes');
    expect(held.state).toEqual(await polled(one));

    // A stat update written by a source into the database reaches the stream too.
    await withDatabase(backend, async (db) => {
      await db
        .updateTable('weekly_stats')
        .set((eb) => ({ receiving_yards: eb('receiving_yards', '+', 5) }))
        .where('season', '=', 2025)
        .where('week', '=', 9)
        .where('game_id', 'in', (eb) =>
          eb
            .selectFrom('nfl_games')
            .select('game_id')
            .where('season', '=', 2025)
            .where('week', '=', 9)
            .where('status', '=', 'in_progress'),
        )
        .execute();
    });
    const written = performance.now();
    const stats = await take();
    expect(stats.arrived - written).toBeLessThan(1_000);
    expect(held.state).toEqual(await polled(one));
  });
});
