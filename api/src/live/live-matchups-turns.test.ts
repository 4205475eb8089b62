import type { FastifyBaseLogger } from 'fastify';
import type { LiveWeek } from '@fangtasy/shared/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import type { Db } from '../db/connect';
import type { LeagueWeek, LeagueWeekInput } from '../services/matchup-reads/league-week';
import { LiveMatchups, type Watcher } from './live-matchups';

// After a stats update every watched week is computed again, on the event loop that also answers
// requests: a member's move made then waits, at each of its round trips to the database, for the
// work the loop does before it turns. These hold that work to one league a turn (the live
// module's slice is 4 ms; each league here takes longer), started only after whatever
// announced the change has finished.

const LEAGUES = 12;
/** Longer than the live module's slice, on any machine: every league spends a whole slice. */
const LEAGUE_WORK_MS = 6;

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the work of composing a league's week and its changes
  }
};

/** A week whose content moves with every compute, watched by user 1, a player of the league. */
const weekOf = (leagueId: number, computed: number): LeagueWeek => ({
  state: {
    league: { id: leagueId },
    week: 9,
    matchups: [],
    computed,
    updated_at: new Date(0).toISOString(),
  } as unknown as LiveWeek,
  members: [{ id: leagueId * 10, user_id: 1, role: 'player', team_name: null, is_vamp: 0 }],
});

const watcher = (): Watcher => ({
  userId: 1,
  sessionHash: 'session',
  lastEventId: null,
  takesChanges: true,
  write: () => true,
  close: () => {},
});

describe('live scores computed between requests', () => {
  let live: LiveMatchups | null = null;
  afterEach(async () => {
    await live?.close();
    live = null;
  });

  it('computes one league a turn of the event loop after a stats update, never in the turn that announced it', async () => {
    let turn = 0;
    let spinning = true;
    const spin = () => {
      turn += 1;
      if (spinning) setImmediate(spin);
    };
    let computes = 0;
    let heavy = false;
    const startedOnTurn: number[] = [];
    let allComputed: () => void = () => {};
    const done = new Promise<void>((resolve) => (allComputed = resolve));
    const read = async ({ leagueId }: LeagueWeekInput) => {
      computes += 1;
      if (heavy) {
        startedOnTurn.push(turn);
        busyFor(LEAGUE_WORK_MS);
        if (startedOnTurn.length === LEAGUES) allComputed();
      }
      return weekOf(leagueId, computes);
    };
    live = new LiveMatchups({
      db: {} as Db,
      clock: createClock('2025-11-02T20:00:00Z'),
      log: { warn: () => {} } as unknown as FastifyBaseLogger,
      read,
    });
    await Promise.all(Array.from({ length: LEAGUES }, (_, i) => live!.watch(i + 1, 9, watcher())));
    // Every turn the first states queued has run (one a turn, at most one per worker): the
    // turns counted from here are the update's. Counted in turns, not time, so a loaded machine
    // makes no difference.
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));

    heavy = true;
    spin();
    const announcedOnTurn = turn;
    live.changed('nfl');
    await done;
    spinning = false;

    expect(startedOnTurn).toHaveLength(LEAGUES);
    expect(startedOnTurn.every((at) => at > announcedOnTurn)).toBe(true);
    // Each league on a turn of its own: four workers resuming together would share turns.
    expect(new Set(startedOnTurn).size).toBe(LEAGUES);
  });
});
