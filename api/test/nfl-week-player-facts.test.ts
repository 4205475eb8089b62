import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nflWeekAt, withPlayerFacts } from '../src/services/matchup-reads/nfl-week';
import { addStats } from './support/matchup-fixtures';
import { addSeasonWeeks, createPlayer, uniqueTeam, WEEK_10 } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// A week's NFL part is read again after every change of the NFL data (a stats update of a live
// Sunday), and the players' facts it shows (name, team, injury) are kept across those reads
// while the players' rows stand still ('nfl:players'): every watched league read them again.

let t: TestApp;
let player: number;
let team: string;

const week = () => nflWeekAt(t.db, { season: WEEK_10.year, week: WEEK_10.week });

beforeAll(async () => {
  t = await createTestApp({ now: WEEK_10.sundayAfternoon.toISOString() });
  await addSeasonWeeks(t);
  team = uniqueTeam();
  player = await createPlayer(t, { position: 'WR', team });
  await addStats(t, player, team, { receptions: 3 });
});

afterAll(async () => {
  await t.close();
});

describe("a week's players' facts", () => {
  it('are kept across a stats update, and read again once a player changes', async () => {
    const first = await week();
    await withPlayerFacts(t.db, first, [player]);
    expect(first.players.get(player)?.is_injured).toBe(0);

    // A stats update: a new part of the week, with the facts already read.
    await addStats(t, player, team, { receptions: 5 });
    const updated = await week();
    expect(updated.version).toBeGreaterThan(first.version);
    expect(updated.players.get(player)?.is_injured).toBe(0);

    // The player is ruled out: the next part reads his facts again and shows it.
    await t.db
      .updateTable('players')
      .set({ is_injured: 1, injury_status: 'Out' })
      .where('id', '=', player)
      .execute();
    const ruledOut = await week();
    expect(ruledOut.players.has(player)).toBe(false);
    await withPlayerFacts(t.db, ruledOut, [player]);
    expect(ruledOut.players.get(player)?.is_injured).toBe(1);
    // The part before still holds the facts of its own version.
    expect(updated.players.get(player)?.is_injured).toBe(0);
  });
});
