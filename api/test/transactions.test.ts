import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEEK_10,
  addSeasonWeeks,
  addTeam,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  uniqueTeam,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_10.thursday));

describe('GET /transactions/getByLeagueId', () => {
  it('shows adds, drops, commissioner adds and won bids to every member, newest first', async () => {
    const league = await createRosterLeague(t, { teams: 3 });
    const [commish, me, other] = league.teams as [
      typeof league.commish,
      typeof league.commish,
      typeof league.commish,
    ];
    const team = uniqueTeam();
    const dropMe = await rosterPlayer(
      t,
      league,
      me,
      await createPlayer(t, { position: 'RB', team, name: 'Dropped Back' }),
    );
    const free = await createPlayer(t, { position: 'WR', team, name: 'Added Receiver' });
    const gift = await createPlayer(t, { position: 'QB', team, name: 'Gifted Passer' });
    await call(t, commish, 'POST', '/rostered_players/addToTeam', {
      league_member_id: other.memberId,
      player_id: gift,
    });
    t.clock.set(new Date(WEEK_10.thursday.getTime() + 60_000));
    const added = await call(t, me, 'POST', '/rostered_players/addFromWaivers', {
      league_member_id: me.memberId,
      player_id: free,
      rostered_player_to_drop: dropMe,
    });
    expect(added.statusCode).toBe(200);
    const claimPlayer = await createPlayer(t, { position: 'TE', team, name: 'Claimed End' });
    await t.db
      .insertInto('league_transactions')
      .values({
        league_id: league.leagueId,
        league_member_id: other.memberId,
        kind: 'waiver_won',
        player_id: claimPlayer,
        bid: 17,
        created_at: new Date(WEEK_10.thursday.getTime() + 120_000),
      })
      .execute();

    const res = await call(t, other, 'GET', `/transactions/getByLeagueId/${league.leagueId}`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((row: { kind: string; player_name: string; bid: number | null }) => [
          row.kind,
          row.player_name,
          row.bid,
        ]),
    ).toEqual([
      ['waiver_won', 'Claimed End', 17],
      ['add', 'Added Receiver', null],
      ['drop', 'Dropped Back', null],
      ['commish_add', 'Gifted Passer', null],
    ]);
    expect(res.json()[1]).toMatchObject({
      league_member_id: me.memberId,
      created_at: '2025-11-06T17:01:00.000Z',
    });
  });

  it('shows a failed claim and its reason to its owner only', async () => {
    const league = await createRosterLeague(t, { teams: 3 });
    const [, me, other] = league.teams as [
      typeof league.commish,
      typeof league.commish,
      typeof league.commish,
    ];
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    await t.db
      .insertInto('league_transactions')
      .values({
        league_id: league.leagueId,
        league_member_id: me.memberId,
        kind: 'waiver_failed',
        player_id: player,
        bid: 5,
        reason: 'Player already claimed',
      })
      .execute();
    const mine = await call(t, me, 'GET', `/transactions/getByLeagueId/${league.leagueId}`);
    expect(mine.json()).toEqual([
      expect.objectContaining({ kind: 'waiver_failed', reason: 'Player already claimed', bid: 5 }),
    ]);
    const theirs = await call(t, other, 'GET', `/transactions/getByLeagueId/${league.leagueId}`);
    expect(theirs.json()).toEqual([]);
  });

  it('is for league members only', async () => {
    const league = await createRosterLeague(t, { teams: 1 });
    const invited = await addTeam(t, league.leagueId, { role: 'invited' });
    expect(
      (await call(t, invited, 'GET', `/transactions/getByLeagueId/${league.leagueId}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, null, 'GET', `/transactions/getByLeagueId/${league.leagueId}`)).statusCode,
    ).toBe(401);
    expect(
      (await call(t, league.commish, 'GET', '/transactions/getByLeagueId/999999')).statusCode,
    ).toBe(404);
  });
});
