import { MESSAGES } from '@fangtasy/shared/domain';
import { ApiError } from '../src/errors';
import { withRosterConflicts } from '../src/services/roster-changes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEEK_10,
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  droppedPlayer,
  rosterPlayer,
  slotsOf,
  uniqueTeam,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Real concurrency on PostgreSQL (TEST_DATABASE_URL). PGlite has one connection, so there the
// transactions queue up and the losers are refused by the checks rather than by the database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_10.thursday));

describe('racing roster changes', () => {
  it('20 direct adds of one free agent: exactly one team gets him', async () => {
    const league = await createRosterLeague(t);
    const player = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    // Ten teams, each asking twice at once.
    const requests = [...league.teams, ...league.teams].map((team) =>
      call(t, team, 'POST', '/rostered_players/addFromWaivers', {
        league_member_id: team.memberId,
        player_id: player,
      }),
    );
    const answers = await Promise.all(requests);
    const winners = answers.filter((res) => res.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const res of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.playerNoLongerAvailable);
    }
    const rows = await t.db
      .selectFrom('rostered_players')
      .selectAll()
      .where('player_id', '=', player)
      .execute();
    expect(rows.filter((row) => row.is_rostered === 1)).toHaveLength(1);
    const adds = await t.db
      .selectFrom('league_transactions')
      .selectAll()
      .where('player_id', '=', player)
      .execute();
    expect(adds).toHaveLength(1);
  });

  it('20 direct adds of a player with a dropped record: still one winner', async () => {
    const league = await createRosterLeague(t);
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    await droppedPlayer(
      t,
      league,
      league.teams[3]!,
      player,
      new Date(WEEK_10.thursday.getTime() - 1000),
    );
    const answers = await Promise.all(
      [...league.teams, ...league.teams].map((team) =>
        call(t, team, 'POST', '/rostered_players/addFromWaivers', {
          league_member_id: team.memberId,
          player_id: player,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    const rows = await t.db
      .selectFrom('rostered_players')
      .selectAll()
      .where('player_id', '=', player)
      .execute();
    expect(rows.filter((row) => row.is_rostered === 1)).toHaveLength(1);
  });

  it('parallel moves on one roster never leave two players in one numbered slot', async () => {
    const league = await createRosterLeague(t);
    const me = league.teams[1]!;
    const team = uniqueTeam();
    const rows: number[] = [];
    for (let i = 0; i < 6; i++)
      rows.push(await rosterPlayer(t, league, me, await createPlayer(t, { position: 'WR', team })));
    const targets = ['WR1', 'WR2', 'FLEX1', 'WR1', 'WR2', 'FLEX1'];
    const answers = await Promise.all(
      rows.flatMap((row, i) =>
        [targets[i]!, targets[(i + 1) % targets.length]!].map((slot) =>
          call(t, me, 'POST', '/rostered_players/move', {
            league_member_id: me.memberId,
            rostered_player_id: row,
            target_slot: slot,
          }),
        ),
      ),
    );
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const slots = [...(await slotsOf(t, me)).values()];
    const numbered = slots.filter((slot) => slot !== 'BENCH');
    expect(new Set(numbered).size).toBe(numbered.length);
    expect(slots).toHaveLength(6);
  });

  it('parallel adds to one roster never pass max_roster_size', async () => {
    const league = await createRosterLeague(t, { regular: { max_roster_size: 3 } });
    const me = league.teams[1]!;
    const team = uniqueTeam();
    await rosterPlayer(t, league, me, await createPlayer(t, { position: 'QB', team }), 'QB1');
    const candidates: number[] = [];
    for (let i = 0; i < 6; i++) candidates.push(await createPlayer(t, { position: 'TE', team }));
    const answers = await Promise.all(
      candidates.map((player) =>
        call(t, me, 'POST', '/rostered_players/addFromWaivers', {
          league_member_id: me.memberId,
          player_id: player,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    expect((await slotsOf(t, me)).size).toBe(3);
  });

  it("answers the spec's message when the database refuses a second rostered row", async () => {
    // The backstop for a loser whose checks ran before the winner committed.
    const league = await createRosterLeague(t, { teams: 2 });
    const player = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    await rosterPlayer(t, league, league.teams[0]!, player);
    const second = withRosterConflicts(
      t.db.transaction().execute((trx) =>
        trx
          .insertInto('rostered_players')
          .values({
            league_id: league.leagueId,
            league_member_id: league.teams[1]!.memberId,
            player_id: player,
          })
          .execute(),
      ),
    );
    await expect(second).rejects.toThrow(ApiError);
    await expect(second).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.playerNoLongerAvailable,
    });
  });
});
