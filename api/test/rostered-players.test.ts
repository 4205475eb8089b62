import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEEK_10,
  addGame,
  addSeasonWeeks,
  addTeam,
  call,
  createPlayer,
  createRosterLeague,
  droppedPlayer,
  rosterPlayer,
  slotsOf,
  uniqueTeam,
  type RosterLeague,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_10.thursday));

/** A league whose first player team has a small roster to play with; its NFL team plays late Sunday. */
async function leagueWithRoster(options: Parameters<typeof createRosterLeague>[1] = {}) {
  const league = await createRosterLeague(t, options);
  const me = league.teams[1]!;
  const team = uniqueTeam();
  await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.late });
  const rb1 = await createPlayer(t, { position: 'RB', team });
  const rb2 = await createPlayer(t, { position: 'RB', team });
  const wr = await createPlayer(t, { position: 'WR', team });
  const rows = {
    rb1: await rosterPlayer(t, league, me, rb1, 'RB1'),
    rb2: await rosterPlayer(t, league, me, rb2, 'BENCH'),
    wr: await rosterPlayer(t, league, me, wr, 'FLEX1'),
  };
  return { league, me, team, players: { rb1, rb2, wr }, rows };
}

const move = (
  league: RosterLeague,
  who: RosterLeague['teams'][number],
  rosteredPlayerId: number,
  targetSlot: string,
) =>
  call(t, who, 'POST', '/rostered_players/move', {
    league_member_id: who.memberId,
    rostered_player_id: rosteredPlayerId,
    target_slot: targetSlot,
  });

describe('POST /rostered_players/move', () => {
  it('moves a player into an empty legal slot and answers the roster', async () => {
    const { league, me, players, rows } = await leagueWithRoster();
    const res = await move(league, me, rows.rb2, 'RB2');
    expect(res.statusCode).toBe(200);
    // The roster as it now stands, bare (the page words its own message).
    expect(Array.isArray(res.json())).toBe(true);
    const moved = res.json().find((row: { id: number }) => row.id === rows.rb2);
    expect(moved).toMatchObject({ roster_position: 'RB2', player_id: players.rb2, is_rostered: 1 });
    expect((await slotsOf(t, me)).get(players.rb2)).toBe('RB2');
  });

  it('refuses a slot the position may not play', async () => {
    const { league, me, players, rows } = await leagueWithRoster();
    const res = await move(league, me, rows.rb2, 'QB1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'Invalid move for this player.' });
    expect((await slotsOf(t, me)).get(players.rb2)).toBe('BENCH');
  });

  it("refuses a slot the member's layout does not have", async () => {
    const { league, me, rows } = await leagueWithRoster();
    const res = await move(league, me, rows.rb2, 'RB3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidMove);
  });

  it("uses the vampire rule set for a vampire's layout", async () => {
    const league = await createRosterLeague(t, { vampires: 1, vampire: { running_back_count: 3 } });
    const vamp = league.teams[9]!;
    const player = await createPlayer(t, { position: 'RB', team: uniqueTeam() });
    const row = await rosterPlayer(t, league, vamp, player);
    const res = await move(league, vamp, row, 'RB3');
    expect(res.statusCode).toBe(200);
    expect((await slotsOf(t, vamp)).get(player)).toBe('RB3');
  });

  it('swaps with an occupant who may play the origin slot', async () => {
    const { league, me, players, rows } = await leagueWithRoster();
    await move(league, me, rows.rb2, 'RB2');
    const res = await move(league, me, rows.rb1, 'RB2');
    expect(res.statusCode).toBe(200);
    const slots = await slotsOf(t, me);
    expect(slots.get(players.rb1)).toBe('RB2');
    expect(slots.get(players.rb2)).toBe('RB1');
  });

  it("sends an occupant who can't play the origin slot to BENCH", async () => {
    const { league, me, players, rows } = await leagueWithRoster();
    // The RB in RB1 takes FLEX1; the WR there can't play RB1.
    const res = await move(league, me, rows.rb1, 'FLEX1');
    expect(res.statusCode).toBe(200);
    const slots = await slotsOf(t, me);
    expect(slots.get(players.rb1)).toBe('FLEX1');
    expect(slots.get(players.wr)).toBe('BENCH');
  });

  it("refuses another member's player or membership with 403", async () => {
    const { league, me, rows } = await leagueWithRoster();
    const other = league.teams[2]!;
    const theirs = await call(t, other, 'POST', '/rostered_players/move', {
      league_member_id: other.memberId,
      rostered_player_id: rows.rb2,
      target_slot: 'RB2',
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(MESSAGES.userNotMember);
    const asMe = await call(t, other, 'POST', '/rostered_players/move', {
      league_member_id: me.memberId,
      rostered_player_id: rows.rb2,
      target_slot: 'RB2',
    });
    expect(asMe.statusCode).toBe(403);
    expect(asMe.json().message).toBe(MESSAGES.userNotMember);
  });

  it('waits for the league to be active: no move, bench or drop before activation', async () => {
    const { league, me, players, rows } = await leagueWithRoster({ isActive: false });
    const moved = await move(league, me, rows.rb2, 'RB2');
    const benched = await call(t, me, 'POST', '/rostered_players/bench', {
      rostered_player_id: rows.rb1,
    });
    const dropped = await call(t, me, 'POST', '/rostered_players/drop', {
      rostered_player_id: rows.wr,
    });
    const updated = await call(t, me, 'PUT', `/rostered_players/update/${rows.rb2}`, {
      league_member_id: me.memberId,
      player_id: players.rb2,
      roster_position: 'RB2',
      is_rostered: 1,
    });
    for (const res of [moved, benched, dropped, updated]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.leagueNotActive });
    }
    const slots = await slotsOf(t, me);
    expect([slots.get(players.rb1), slots.get(players.rb2), slots.get(players.wr)]).toEqual([
      'RB1',
      'BENCH',
      'FLEX1',
    ]);
  });

  it('refuses IR for a healthy player, and leaves the roster as it was', async () => {
    const { league, me, players, rows } = await leagueWithRoster();
    const res = await move(league, me, rows.rb1, 'IR1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'Invalid move for this player.' });
    expect((await slotsOf(t, me)).get(players.rb1)).toBe('RB1');
  });

  it('keeps both players on BENCH when a bench player moves to the bench', async () => {
    const { league, me, players, rows } = await leagueWithRoster();
    await call(t, me, 'POST', '/rostered_players/bench', { rostered_player_id: rows.wr });
    const res = await move(league, me, rows.rb2, 'BENCH');
    expect(res.statusCode).toBe(200);
    const slots = await slotsOf(t, me);
    expect([slots.get(players.rb2), slots.get(players.wr)]).toEqual(['BENCH', 'BENCH']);
  });

  it('refuses a dropped player, and a body without a slot code', async () => {
    const { league, me, rows } = await leagueWithRoster();
    await call(t, me, 'POST', '/rostered_players/drop', { rostered_player_id: rows.rb2 });
    const gone = await move(league, me, rows.rb2, 'RB2');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(MESSAGES.playerNotFound);
    const noSlot = await move(league, me, rows.rb1, 'KICKER');
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().message).toBe(MESSAGES.invalidMove);
  });

  it('refuses to bring a player back from IR onto a full roster', async () => {
    const league = await createRosterLeague(t, { regular: { max_roster_size: 2 } });
    const me = league.teams[1]!;
    const team = uniqueTeam();
    await rosterPlayer(t, league, me, await createPlayer(t, { position: 'RB', team }), 'RB1');
    await rosterPlayer(t, league, me, await createPlayer(t, { position: 'RB', team }), 'BENCH');
    const hurt = await rosterPlayer(
      t,
      league,
      me,
      await createPlayer(t, { position: 'WR', team, injured: true }),
      'IR1',
    );
    const res = await move(league, me, hurt, 'WR1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidMove);
  });
});

describe('the lineup lock', () => {
  async function lockedSetup() {
    const league = await createRosterLeague(t);
    const me = league.teams[1]!;
    const early = uniqueTeam();
    const late = uniqueTeam();
    await addGame(t, { home: early, away: uniqueTeam(), kickoff: WEEK_10.early });
    await addGame(t, { home: late, away: uniqueTeam(), kickoff: WEEK_10.late });
    const started = await createPlayer(t, { position: 'RB', team: early });
    const hurt = await createPlayer(t, { position: 'WR', team: early, injured: true });
    const notYet = await createPlayer(t, { position: 'RB', team: late });
    const rows = {
      started: await rosterPlayer(t, league, me, started, 'RB1'),
      hurt: await rosterPlayer(t, league, me, hurt, 'WR1'),
      notYet: await rosterPlayer(t, league, me, notYet, 'BENCH'),
    };
    t.clock.set(WEEK_10.sundayAfternoon);
    return { league, me, early, late, players: { started, hurt, notYet }, rows };
  }

  it('refuses to move, bench or drop a player whose game has started', async () => {
    const { league, me, players, rows } = await lockedSetup();
    const moved = await move(league, me, rows.started, 'BENCH');
    const benched = await call(t, me, 'POST', '/rostered_players/bench', {
      rostered_player_id: rows.started,
    });
    const dropped = await call(t, me, 'POST', '/rostered_players/drop', {
      rostered_player_id: rows.started,
    });
    for (const res of [moved, benched, dropped]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'Player is locked: their game has started.',
      });
    }
    expect((await slotsOf(t, me)).get(players.started)).toBe('RB1');
  });

  it('refuses a move that would push a locked occupant out of his slot', async () => {
    const { league, me, players, rows } = await lockedSetup();
    const res = await move(league, me, rows.notYet, 'RB1');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.playerLocked);
    expect((await slotsOf(t, me)).get(players.notYet)).toBe('BENCH');
  });

  it('still moves a player whose game has not started', async () => {
    const { league, me, players, rows } = await lockedSetup();
    const res = await move(league, me, rows.notYet, 'RB2');
    expect(res.statusCode).toBe(200);
    expect((await slotsOf(t, me)).get(players.notYet)).toBe('RB2');
  });

  it('lets a locked injured player go to IR, and only there', async () => {
    const { league, me, players, rows } = await lockedSetup();
    const toBench = await move(league, me, rows.hurt, 'BENCH');
    expect(toBench.statusCode).toBe(409);
    const toIr = await move(league, me, rows.hurt, 'IR1');
    expect(toIr.statusCode).toBe(200);
    expect((await slotsOf(t, me)).get(players.hurt)).toBe('IR1');
  });

  it('answers every change with the roster as My Team shows it: games and locks', async () => {
    const { league, me, early, late, players, rows } = await lockedSetup();
    const res = await move(league, me, rows.hurt, 'IR1');
    expect(res.statusCode).toBe(200);
    const byPlayer = new Map(res.json().map((row: { player_id: number }) => [row.player_id, row]));
    expect(byPlayer.get(players.hurt)).toMatchObject({
      roster_position: 'IR1',
      is_locked: true,
      game: { team: early, kickoff: WEEK_10.early.toISOString() },
    });
    expect(byPlayer.get(players.notYet)).toMatchObject({
      is_locked: false,
      game: { team: late, kickoff: WEEK_10.late.toISOString() },
    });
    for (const path of ['bench', 'drop']) {
      const answer = await call(t, me, 'POST', `/rostered_players/${path}`, {
        rostered_player_id: rows.notYet,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().every((row: object) => 'is_locked' in row && 'game' in row)).toBe(true);
    }
  });

  it('ends with the fantasy week', async () => {
    const { me, rows } = await lockedSetup();
    t.clock.set(new Date(WEEK_10.end.getTime() + 60_000));
    const res = await call(t, me, 'POST', '/rostered_players/bench', {
      rostered_player_id: rows.started,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /rostered_players/bench and /drop', () => {
  it('benches a player who stays rostered', async () => {
    const { me, players, rows } = await leagueWithRoster();
    const res = await call(t, me, 'POST', '/rostered_players/bench', {
      rostered_player_id: rows.rb1,
    });
    expect(res.statusCode).toBe(200);
    expect((await slotsOf(t, me)).get(players.rb1)).toBe('BENCH');
  });

  it('drops a player onto waivers for the league waiver length and logs it', async () => {
    const { league, me, players, rows } = await leagueWithRoster({ waiversLength: 3 });
    const res = await call(t, me, 'POST', '/rostered_players/drop', {
      rostered_player_id: rows.rb1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((row: { id: number }) => row.id)).not.toContain(rows.rb1);
    const row = await t.db
      .selectFrom('rostered_players')
      .selectAll()
      .where('id', '=', rows.rb1)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_rostered: 0, roster_position: 'BENCH' });
    expect(row.dropped_at?.toISOString()).toBe(WEEK_10.thursday.toISOString());
    expect(row.waivers_until?.toISOString()).toBe(
      new Date(WEEK_10.thursday.getTime() + 3 * 86_400_000).toISOString(),
    );
    const log = await t.db
      .selectFrom('league_transactions')
      .selectAll()
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(log).toEqual([
      expect.objectContaining({
        kind: 'drop',
        player_id: players.rb1,
        league_member_id: me.memberId,
      }),
    ]);
  });

  it('refuses to bench an IR player onto a full roster (over max_roster_size)', async () => {
    const league = await createRosterLeague(t, { regular: { max_roster_size: 1 } });
    const me = league.teams[1]!;
    const team = uniqueTeam();
    await rosterPlayer(t, league, me, await createPlayer(t, { position: 'RB', team }), 'RB1');
    const hurtPlayer = await createPlayer(t, { position: 'TE', team, injured: true });
    const hurt = await rosterPlayer(t, league, me, hurtPlayer, 'IR1');
    const res = await call(t, me, 'POST', '/rostered_players/bench', { rostered_player_id: hurt });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.invalidMove });
    expect((await slotsOf(t, me)).get(hurtPlayer)).toBe('IR1');
  });

  it("refuses another member's player with 403", async () => {
    const { league, rows } = await leagueWithRoster();
    const other = league.teams[3]!;
    for (const path of ['bench', 'drop']) {
      const res = await call(t, other, 'POST', `/rostered_players/${path}`, {
        rostered_player_id: rows.rb1,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /rostered_players/addFromWaivers', () => {
  const add = (who: RosterLeague['teams'][number], playerId: number, drop?: number | null) =>
    call(t, who, 'POST', '/rostered_players/addFromWaivers', {
      league_member_id: who.memberId,
      player_id: playerId,
      ...(drop === undefined ? {} : { rostered_player_to_drop: drop }),
    });

  it('adds a free agent at BENCH and logs the add', async () => {
    const { league, me } = await leagueWithRoster();
    const free = await createPlayer(t, {
      position: 'TE',
      team: uniqueTeam(),
      name: 'Free Agent Tight End',
    });
    const res = await add(me, free);
    expect(res.statusCode).toBe(200);
    expect((await slotsOf(t, me)).get(free)).toBe('BENCH');
    const log = await t.db
      .selectFrom('league_transactions')
      .select(['kind', 'player_id'])
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(log).toEqual([{ kind: 'add', player_id: free }]);
  });

  it("re-uses the player's dropped record in the league", async () => {
    const { league, me } = await leagueWithRoster();
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const old = await droppedPlayer(
      t,
      league,
      league.teams[4]!,
      player,
      new Date(WEEK_10.thursday.getTime() - 1000),
    );
    const res = await add(me, player);
    expect(res.statusCode).toBe(200);
    // The answer is the roster: the player is in it on his old record.
    expect(res.json().find((row: { player_id: number }) => row.player_id === player)?.id).toBe(old);
    const rows = await t.db
      .selectFrom('rostered_players')
      .selectAll()
      .where('player_id', '=', player)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      league_member_id: me.memberId,
      is_rostered: 1,
      roster_position: 'BENCH',
      waivers_until: null,
    });
  });

  it('refuses a player already rostered in the league', async () => {
    const { league, me } = await leagueWithRoster();
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    await rosterPlayer(t, league, league.teams[2]!, player);
    const res = await add(me, player);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This player is no longer available to be added from waivers.');
  });

  it('refuses a player on waivers, naming when they end in Eastern time', async () => {
    const { league, me } = await leagueWithRoster();
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    // Saturday Nov 8, 00:00 Eastern.
    await droppedPlayer(t, league, league.teams[2]!, player, new Date('2025-11-08T05:00:00Z'));
    const res = await add(me, player);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This player is on waivers until Saturday 12:00 AM. Place a claim instead.',
    );
  });

  it('refuses a direct add before the waiver day', async () => {
    const { me } = await leagueWithRoster();
    t.clock.set(WEEK_10.tuesday);
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const res = await add(me, player);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.beforeWaiverDay('Wednesday 12:00 AM'));
    expect((await slotsOf(t, me)).has(player)).toBe(false);
  });

  it('opens on a Thursday waiver day only on Thursday', async () => {
    const { me } = await leagueWithRoster({ waiverDay: 'Thursday' });
    t.clock.set(new Date('2025-11-05T17:00:00Z'));
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    expect((await add(me, player)).json().message).toBe(
      MESSAGES.beforeWaiverDay('Thursday 12:00 AM'),
    );
    t.clock.set(new Date('2025-11-06T05:00:00Z'));
    expect((await add(me, player)).statusCode).toBe(200);
  });

  it('asks for a drop when the roster is full, and drops and adds in one go', async () => {
    const { league, me, players, rows } = await leagueWithRoster({
      regular: { max_roster_size: 3 },
    });
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const withoutDrop = await add(me, player);
    expect(withoutDrop.statusCode).toBe(400);
    expect(withoutDrop.json().message).toBe('Please select a player to drop');
    const withDrop = await add(me, player, rows.rb2);
    expect(withDrop.statusCode).toBe(200);
    const slots = await slotsOf(t, me);
    expect(slots.has(players.rb2)).toBe(false);
    expect(slots.get(player)).toBe('BENCH');
    const log = await t.db
      .selectFrom('league_transactions')
      .select(['kind', 'player_id'])
      .where('league_id', '=', league.leagueId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { kind: 'drop', player_id: players.rb2 },
      { kind: 'add', player_id: player },
    ]);
  });

  it("refuses a drop that is not the member's own rostered player", async () => {
    const { league, me } = await leagueWithRoster({ regular: { max_roster_size: 3 } });
    const theirs = await rosterPlayer(
      t,
      league,
      league.teams[2]!,
      await createPlayer(t, { position: 'QB', team: uniqueTeam() }),
    );
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const res = await add(me, player, theirs);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidPlayerOrMember);
  });

  it('holds the per-position maximum', async () => {
    const { me } = await leagueWithRoster({ regular: { max_rb_count: 2 } });
    const player = await createPlayer(t, { position: 'RB', team: uniqueTeam() });
    const res = await add(me, player);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.noRosterSlot);
  });

  it('refuses to add a locked player, or to drop a locked one for him', async () => {
    const { league, me } = await leagueWithRoster({ regular: { max_roster_size: 4 } });
    const early = uniqueTeam();
    await addGame(t, { home: early, away: uniqueTeam(), kickoff: WEEK_10.early });
    const lockedFree = await createPlayer(t, { position: 'TE', team: early });
    const lockedMine = await rosterPlayer(
      t,
      league,
      me,
      await createPlayer(t, { position: 'QB', team: early }),
      'QB1',
    );
    const free = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    t.clock.set(WEEK_10.sundayAfternoon);
    const addLocked = await add(me, lockedFree, lockedMine);
    expect(addLocked.statusCode).toBe(409);
    expect(addLocked.json().message).toBe(MESSAGES.playerLocked);
    const dropLocked = await add(me, free, lockedMine);
    expect(dropLocked.statusCode).toBe(409);
    expect(dropLocked.json().message).toBe(MESSAGES.playerLocked);
    expect((await slotsOf(t, me)).has(free)).toBe(false);
  });

  it('waits for the league to be active', async () => {
    const { me } = await leagueWithRoster({ isActive: false });
    const res = await add(me, await createPlayer(t, { position: 'TE', team: uniqueTeam() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.leagueNotActive);
  });

  it("refuses another member's team with 403", async () => {
    const { league, me } = await leagueWithRoster();
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const res = await call(t, league.teams[2]!, 'POST', '/rostered_players/addFromWaivers', {
      league_member_id: me.memberId,
      player_id: player,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /rostered_players/addToTeam', () => {
  const addToTeam = (who: RosterLeague['teams'][number], memberId: number, playerId: number) =>
    call(t, who, 'POST', '/rostered_players/addToTeam', {
      league_member_id: memberId,
      player_id: playerId,
    });

  it("places a player in the first free slot his position allows under the member's rules", async () => {
    const { league, me, players } = await leagueWithRoster();
    const rb = await createPlayer(t, { position: 'RB', team: uniqueTeam(), name: 'Commish Pick' });
    const res = await addToTeam(league.commish, me.memberId, rb);
    expect(res.statusCode).toBe(200);
    const slots = await slotsOf(t, me);
    // RB1 is taken, RB2 free.
    expect(slots.get(rb)).toBe('RB2');
    expect(slots.get(players.rb1)).toBe('RB1');
    const log = await t.db
      .selectFrom('league_transactions')
      .select(['kind', 'league_member_id'])
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(log).toEqual([{ kind: 'commish_add', league_member_id: me.memberId }]);
  });

  it('ignores waivers but never a rostered or locked player', async () => {
    const { league, me } = await leagueWithRoster();
    const onWaivers = await createPlayer(t, { position: 'QB', team: uniqueTeam() });
    await droppedPlayer(
      t,
      league,
      league.teams[3]!,
      onWaivers,
      new Date(WEEK_10.thursday.getTime() + 86_400_000),
    );
    expect((await addToTeam(league.commish, me.memberId, onWaivers)).statusCode).toBe(200);
    const taken = await createPlayer(t, { position: 'QB', team: uniqueTeam() });
    await rosterPlayer(t, league, league.teams[2]!, taken);
    const res = await addToTeam(league.commish, me.memberId, taken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.playerAlreadyRostered);
  });

  it('answers no slot when the per-position maximum is reached', async () => {
    const { league, me } = await leagueWithRoster({ regular: { max_rb_count: 2 } });
    const rb = await createPlayer(t, { position: 'RB', team: uniqueTeam() });
    const res = await addToTeam(league.commish, me.memberId, rb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No available roster slots for this player.');
  });

  it('answers no slot when the roster is full', async () => {
    const { league, me } = await leagueWithRoster({ regular: { max_roster_size: 3 } });
    const te = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const res = await addToTeam(league.commish, me.memberId, te);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.noRosterSlot);
  });

  it('puts a kicker on the bench only', async () => {
    const { league, me } = await leagueWithRoster();
    const k = await createPlayer(t, { position: 'K', team: uniqueTeam() });
    expect((await addToTeam(league.commish, me.memberId, k)).statusCode).toBe(200);
    expect((await slotsOf(t, me)).get(k)).toBe('BENCH');
  });

  it("uses the member's own rule set: a vampire member's type 2 layout", async () => {
    const league = await createRosterLeague(t, { vampires: 1, vampire: { running_back_count: 3 } });
    const regular = league.teams[1]!;
    const vampire = league.teams[9]!;
    const team = uniqueTeam();
    const slotsAfterThreeBacks = async (who: typeof regular) => {
      const backs = [];
      for (let i = 0; i < 3; i++) {
        const rb = await createPlayer(t, { position: 'RB', team });
        expect((await addToTeam(league.commish, who.memberId, rb)).statusCode).toBe(200);
        backs.push(rb);
      }
      const slots = await slotsOf(t, who);
      return backs.map((rb) => slots.get(rb));
    };
    expect(await slotsAfterThreeBacks(regular)).toEqual(['RB1', 'RB2', 'FLEX1']);
    expect(await slotsAfterThreeBacks(vampire)).toEqual(['RB1', 'RB2', 'RB3']);
  });

  it('holds the default maximum (QB 4) when the rule set leaves it out', async () => {
    const league = await createRosterLeague(t, {
      regular: { max_qb_count: null, bench_count: 10, max_roster_size: 20 },
    });
    const me = league.teams[1]!;
    const team = uniqueTeam();
    for (let i = 0; i < 4; i++) {
      const qb = await createPlayer(t, { position: 'QB', team });
      expect((await addToTeam(league.commish, me.memberId, qb)).statusCode).toBe(200);
    }
    const fifth = await createPlayer(t, { position: 'QB', team });
    const res = await addToTeam(league.commish, me.memberId, fifth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.noRosterSlot);
    expect((await slotsOf(t, me)).size).toBe(4);
  });

  it('fills rosters of a league not yet active, and never an invitation', async () => {
    const league = await createRosterLeague(t, { isActive: false });
    const me = league.teams[1]!;
    const te = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    expect((await addToTeam(league.commish, me.memberId, te)).statusCode).toBe(200);
    expect((await slotsOf(t, me)).get(te)).toBe('TE1');
    const invited = await addTeam(t, league.leagueId, { role: 'invited', faab: null });
    const wr = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    const res = await addToTeam(league.commish, invited.memberId, wr);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidPlayerOrMember);
  });

  it('is for the commissioner only', async () => {
    const { me } = await leagueWithRoster();
    const rb = await createPlayer(t, { position: 'RB', team: uniqueTeam() });
    const res = await addToTeam(me, me.memberId, rb);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.onlyCommissioner);
  });

  it('asks for both a player and a member', async () => {
    const { league } = await leagueWithRoster();
    const res = await call(t, league.commish, 'POST', '/rostered_players/addToTeam', {
      player_id: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a player and a league member.');
  });
});

describe('the generic create and update calls keep the same rules', () => {
  it('lets a member create on their own team only as a direct add, then place the player', async () => {
    const { league, me } = await leagueWithRoster();
    const te = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const res = await call(t, me, 'POST', '/rostered_players/create', {
      league_member_id: me.memberId,
      player_id: te,
      roster_position: 'TE1',
      is_rostered: 1,
    });
    expect(res.statusCode).toBe(200);
    expect((await slotsOf(t, me)).get(te)).toBe('TE1');
    const other = await call(t, league.teams[2]!, 'POST', '/rostered_players/create', {
      league_member_id: me.memberId,
      player_id: await createPlayer(t, { position: 'TE', team: uniqueTeam() }),
      roster_position: 'BENCH',
      is_rostered: 1,
    });
    expect(other.statusCode).toBe(403);
  });

  it("refuses a member's create before the waiver day, and over the roster size", async () => {
    const { me } = await leagueWithRoster({ regular: { max_roster_size: 3 } });
    const body = (playerId: number) => ({
      league_member_id: me.memberId,
      player_id: playerId,
      roster_position: 'BENCH',
      is_rostered: 1,
    });
    const te = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const full = await call(t, me, 'POST', '/rostered_players/create', body(te));
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(MESSAGES.dropRequired);
    t.clock.set(WEEK_10.tuesday);
    const early = await call(t, me, 'POST', '/rostered_players/create', body(te));
    expect(early.statusCode).toBe(409);
  });

  it('lets the commissioner create at a named legal slot of any team', async () => {
    const { league, me } = await leagueWithRoster();
    const qb = await createPlayer(t, { position: 'QB', team: uniqueTeam() });
    const illegal = await call(t, league.commish, 'POST', '/rostered_players/create', {
      league_member_id: me.memberId,
      player_id: qb,
      roster_position: 'RB2',
      is_rostered: 1,
    });
    expect(illegal.statusCode).toBe(400);
    expect(illegal.json().message).toBe(MESSAGES.invalidMove);
    const legal = await call(t, league.commish, 'POST', '/rostered_players/create', {
      league_member_id: me.memberId,
      player_id: qb,
      roster_position: 'QB1',
      is_rostered: 1,
    });
    expect(legal.statusCode).toBe(200);
    expect((await slotsOf(t, me)).get(qb)).toBe('QB1');
    const twice = await call(t, league.commish, 'POST', '/rostered_players/create', {
      league_member_id: league.commish.memberId,
      player_id: qb,
      roster_position: 'BENCH',
      is_rostered: 1,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('holds the per-position maximum on create', async () => {
    const { league, me } = await leagueWithRoster({ regular: { max_wr_count: 1 } });
    const wr = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    const res = await call(t, league.commish, 'POST', '/rostered_players/create', {
      league_member_id: me.memberId,
      player_id: wr,
      roster_position: 'BENCH',
      is_rostered: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.noRosterSlot);
  });

  it('moves and drops through PUT /rostered_players/update/{id}', async () => {
    const { me, players, rows } = await leagueWithRoster();
    const body = (slot: string, isRostered: 0 | 1, playerId = players.rb2) => ({
      league_member_id: me.memberId,
      player_id: playerId,
      roster_position: slot,
      is_rostered: isRostered,
    });
    const illegal = await call(
      t,
      me,
      'PUT',
      `/rostered_players/update/${rows.rb2}`,
      body('QB1', 1),
    );
    expect(illegal.statusCode).toBe(400);
    expect(illegal.json().message).toBe(MESSAGES.invalidMove);
    const moved = await call(t, me, 'PUT', `/rostered_players/update/${rows.rb2}`, body('rb2', 1));
    expect(moved.statusCode).toBe(200);
    // The answer is the member's roster as it now stands.
    expect(
      moved.json().find((row: { player_id: number }) => row.player_id === players.rb2)
        ?.roster_position,
    ).toBe('RB2');
    expect((await slotsOf(t, me)).get(players.rb2)).toBe('RB2');
    const dropped = await call(
      t,
      me,
      'PUT',
      `/rostered_players/update/${rows.rb2}`,
      body('BENCH', 0),
    );
    expect(dropped.statusCode).toBe(200);
    expect((await slotsOf(t, me)).has(players.rb2)).toBe(false);
  });

  it("refuses to update another member's player, or to hand him to another team", async () => {
    const { league, me, players, rows } = await leagueWithRoster();
    const other = league.teams[2]!;
    const theirs = await call(t, other, 'PUT', `/rostered_players/update/${rows.rb2}`, {
      league_member_id: other.memberId,
      player_id: players.rb2,
      roster_position: 'BENCH',
      is_rostered: 1,
    });
    expect(theirs.statusCode).toBe(403);
    const handOver = await call(t, me, 'PUT', `/rostered_players/update/${rows.rb2}`, {
      league_member_id: other.memberId,
      player_id: players.rb2,
      roster_position: 'BENCH',
      is_rostered: 1,
    });
    expect(handOver.statusCode).toBe(400);
  });

  it('refuses a locked player through update too', async () => {
    const league = await createRosterLeague(t);
    const me = league.teams[1]!;
    const early = uniqueTeam();
    await addGame(t, { home: uniqueTeam(), away: early, kickoff: WEEK_10.early });
    const rb = await createPlayer(t, { position: 'RB', team: early });
    const row = await rosterPlayer(t, league, me, rb, 'RB1');
    t.clock.set(WEEK_10.sundayAfternoon);
    const res = await call(t, me, 'PUT', `/rostered_players/update/${row}`, {
      league_member_id: me.memberId,
      player_id: rb,
      roster_position: 'BENCH',
      is_rostered: 0,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.playerLocked);
  });
});

describe('reading rosters', () => {
  it('gives league members any roster with season points, and refuses outsiders', async () => {
    const { league, me, team, players } = await leagueWithRoster();
    await addGame(t, {
      home: team,
      away: uniqueTeam(),
      kickoff: new Date('2025-11-02T18:00:00Z'),
      week: 9,
    });
    await t.db
      .insertInto('weekly_stats')
      .values([
        {
          player_id: players.rb1,
          season: 2025,
          week: 9,
          team,
          rushing_yards: 120,
          rushing_tds: 1,
          receptions: 2,
          receiving_yards: 10,
        },
        // Week 10's line is not counted before the game kicks off.
        { player_id: players.rb1, season: 2025, week: 10, team, rushing_yards: 50 },
      ])
      .execute();
    const viewer = league.teams[5]!;
    const res = await call(
      t,
      viewer,
      'GET',
      `/rostered_players/getRosteredPlayersByLeagueMemberId/${me.memberId}`,
    );
    expect(res.statusCode).toBe(200);
    const rb1 = res.json().find((row: { player_id: number }) => row.player_id === players.rb1);
    // 120 × 0.1 + 6 + 2 receptions + 10 × 0.1 + 5 (100-199 rushing bonus)
    expect(rb1).toMatchObject({
      season_points: 26,
      roster_position: 'RB1',
      team,
      nfl_team: team,
      is_rostered: 1,
    });
    expect(res.json()).toHaveLength(3);

    const byLeague = await call(
      t,
      viewer,
      'GET',
      `/rostered_players/getRosteredPlayersByLeagueId/${league.leagueId}`,
    );
    expect(byLeague.json()).toHaveLength(3);

    const outsider = await createRosterLeague(t, { teams: 1 });
    const refused = await call(
      t,
      outsider.commish,
      'GET',
      `/rostered_players/getRosteredPlayersByLeagueMemberId/${me.memberId}`,
    );
    expect(refused.statusCode).toBe(403);
  });

  it("finds a player's record in a league, dropped ones included", async () => {
    const { league, me, players, rows } = await leagueWithRoster();
    const found = await call(
      t,
      me,
      'GET',
      `/rostered_players/getRosteredPlayerByLeagueAndPlayerId/${league.leagueId}/${players.wr}`,
    );
    expect(found.json()).toMatchObject({ id: rows.wr, is_rostered: 1 });
    const dropped = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    const old = await droppedPlayer(t, league, me, dropped, WEEK_10.thursday);
    const gone = await call(
      t,
      me,
      'GET',
      `/rostered_players/getRosteredPlayerByLeagueAndPlayerId/${league.leagueId}/${dropped}`,
    );
    expect(gone.json()).toMatchObject({ id: old, is_rostered: 0 });
    const none = await call(
      t,
      me,
      'GET',
      `/rostered_players/getRosteredPlayerByLeagueAndPlayerId/${league.leagueId}/${await createPlayer(t, { position: 'WR', team: 'X' })}`,
    );
    expect(none.statusCode).toBe(404);
    const byId = await call(t, me, 'POST', '/rostered_players/getRosteredPlayerById', {
      id: rows.rb1,
    });
    expect(byId.json()).toMatchObject({ id: rows.rb1, player_id: players.rb1 });
  });

  it('answers the whole My Team page in one call', async () => {
    const league = await createRosterLeague(t, {
      vampires: 1,
      vampire: { running_back_count: 3, bench_count: 4 },
    });
    const vamp = league.teams[9]!;
    const early = uniqueTeam();
    const opponent = uniqueTeam();
    await addGame(t, {
      home: early,
      away: opponent,
      kickoff: WEEK_10.early,
      venue: 'Night Stadium',
    });
    const started = await createPlayer(t, { position: 'RB', team: opponent });
    const idle = await createPlayer(t, { position: 'RB', team: uniqueTeam() });
    await rosterPlayer(t, league, vamp, started, 'RB3');
    await rosterPlayer(t, league, vamp, idle, 'BENCH');
    t.clock.set(WEEK_10.sundayAfternoon);
    const res = await call(t, vamp, 'GET', `/rostered_players/myTeam/${league.leagueId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.member).toMatchObject({ id: vamp.memberId, is_vamp: 1 });
    expect(data.roster_rules).toMatchObject({
      roster_type_id: 2,
      running_back_count: 3,
      bench_count: 4,
    });
    expect(data.current_week).toMatchObject({ year: 2025, week: 10 });
    const byPlayer = new Map(data.players.map((p: { player_id: number }) => [p.player_id, p]));
    expect(byPlayer.get(started)).toMatchObject({
      is_locked: true,
      game: {
        team: opponent,
        opponent: early,
        is_home: false,
        date: '2025-11-09',
        day: 'Sunday',
        est_time: '13:00',
        location: 'Night Stadium',
        kickoff: WEEK_10.early.toISOString(),
      },
    });
    expect(byPlayer.get(idle)).toMatchObject({ is_locked: false, game: null });
    const outsider = await addTeam(t, league.leagueId, { role: 'invited' });
    const refused = await call(t, outsider, 'GET', `/rostered_players/myTeam/${league.leagueId}`);
    expect(refused.statusCode).toBe(403);
    // The roster screen's own text (rules §8.4).
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.userNotMember });
    expect((await call(t, vamp, 'GET', '/rostered_players/myTeam/999999')).statusCode).toBe(404);
  });
});
