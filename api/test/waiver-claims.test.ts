import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEEK_10,
  addGame,
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  uniqueTeam,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_10.tuesday));

interface Setup {
  league: RosterLeague;
  me: Team;
  other: Team;
  /** The rostered-row id of one of my players. */
  myRow: number;
  theirRow: number;
  target: number;
}

async function setup(options: Parameters<typeof createRosterLeague>[1] = {}): Promise<Setup> {
  const league = await createRosterLeague(t, { teams: 3, ...options });
  const me = league.teams[1]!;
  const other = league.teams[2]!;
  const team = uniqueTeam();
  const myRow = await rosterPlayer(
    t,
    league,
    me,
    await createPlayer(t, { position: 'RB', team, name: 'My Bench Back' }),
  );
  await rosterPlayer(t, league, me, await createPlayer(t, { position: 'QB', team }), 'QB1');
  const theirRow = await rosterPlayer(
    t,
    league,
    other,
    await createPlayer(t, { position: 'RB', team }),
  );
  const target = await createPlayer(t, {
    position: 'WR',
    team: uniqueTeam(),
    name: 'Wanted Receiver',
  });
  return { league, me, other, myRow, theirRow, target };
}

const claimBody = (s: Setup, overrides: Record<string, unknown> = {}) => ({
  league_id: s.league.leagueId,
  league_member_id: s.me.memberId,
  player_id: s.target,
  faab_claim_amount: 10,
  is_active: 1,
  ...overrides,
});

const create = (s: Setup, overrides: Record<string, unknown> = {}, who: Team = s.me) =>
  call(t, who, 'POST', '/waiver_claims/create', claimBody(s, overrides));

const list = (who: Team, memberId = who.memberId, active = 1) =>
  call(
    t,
    who,
    'GET',
    `/waiver_claims/getWaiverClaimsByLeagueMemberId/${memberId}?is_active=${active}`,
  );

describe('POST /waiver_claims/create', () => {
  it('creates a pending claim with priority = pending claims + 1', async () => {
    const s = await setup();
    const first = await create(s);
    expect(first.statusCode).toBe(200);
    // rules §7: the claim calls' answers carry status and message (and here the claim).
    expect(first.json()).toMatchObject({
      status: 'success',
      message: MESSAGES.claimCreated,
      data: {
        player_id: s.target,
        faab_claim_amount: 10,
        is_active: 1,
        status: 'pending',
        league_member_priority: 1,
      },
    });
    const second = await create(s, {
      player_id: await createPlayer(t, { position: 'TE', team: uniqueTeam() }),
      priority: 7,
    });
    expect(second.json().data.league_member_priority).toBe(2);
    const third = await create(s, { rostered_player_to_drop: s.myRow });
    expect(third.json().data).toMatchObject({
      league_member_priority: 3,
      drop_player_name: 'My Bench Back',
    });
  });

  it('accepts $0 and refuses bids that are not whole non-negative dollars', async () => {
    const s = await setup();
    expect((await create(s, { faab_claim_amount: 0 })).statusCode).toBe(200);
    for (const bad of [-1, 2.5, 'ten', null]) {
      const res = await create(s, {
        faab_claim_amount: bad,
        player_id: await createPlayer(t, { position: 'WR', team: 'X' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Enter a valid FAAB amount (non-negative number)');
    }
  });

  it('refuses a bid over the remaining budget', async () => {
    const s = await setup({ faab: 40 });
    const res = await create(s, { faab_claim_amount: 41 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('FAAB amount exceeds remaining budget of $40');
    expect((await create(s, { faab_claim_amount: 40 })).statusCode).toBe(200);
  });

  it('asks for missing ids', async () => {
    const s = await setup();
    const res = await call(t, s.me, 'POST', '/waiver_claims/create', {
      league_id: s.league.leagueId,
      faab_claim_amount: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Missing required information');
  });

  it('requires a drop when the roster is full, and only one of your own players', async () => {
    const s = await setup({ regular: { max_roster_size: 2 } });
    const noDrop = await create(s);
    expect(noDrop.statusCode).toBe(400);
    expect(noDrop.json().message).toBe('Please select a player to drop');
    const theirs = await create(s, { rostered_player_to_drop: s.theirRow });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe(MESSAGES.invalidPlayerOrMember);
    expect((await create(s, { rostered_player_to_drop: s.myRow })).statusCode).toBe(200);
  });

  it('refuses a duplicate of the same player and drop choice', async () => {
    const s = await setup();
    expect((await create(s)).statusCode).toBe(200);
    const again = await create(s, { faab_claim_amount: 20 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('A claim for this player and drop selection already exists');
    expect((await create(s, { rostered_player_to_drop: s.myRow })).statusCode).toBe(200);
  });

  it('refuses a player already rostered in the league', async () => {
    const s = await setup();
    const taken = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    await rosterPlayer(t, s.league, s.other, taken);
    const res = await create(s, { player_id: taken });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This player is no longer available to be added from waivers.');
  });

  it('refuses a locked player', async () => {
    const s = await setup();
    const team = uniqueTeam();
    await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.early });
    const locked = await createPlayer(t, { position: 'WR', team });
    t.clock.set(WEEK_10.sundayAfternoon);
    const res = await create(s, { player_id: locked });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.playerLocked);
  });

  it('holds the per-position maximum', async () => {
    const s = await setup({ regular: { max_rb_count: 1 } });
    const res = await create(s, {
      player_id: await createPlayer(t, { position: 'RB', team: uniqueTeam() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.noRosterSlot);
  });

  it('waits for the league to be active', async () => {
    const s = await setup({ isActive: false });
    const res = await create(s);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.leagueNotActive);
  });

  it("refuses a claim for another member's team", async () => {
    const s = await setup();
    const res = await create(s, {}, s.other);
    expect(res.statusCode).toBe(403);
    const wrongLeague = await create(s, { league_id: s.league.leagueId + 100_000 });
    expect(wrongLeague.statusCode).toBe(400);
  });
});

describe('GET /waiver_claims/getWaiverClaimsByLeagueMemberId', () => {
  it("lists the owner's pending claims by priority with names; closed ones only when asked", async () => {
    const s = await setup();
    const a = (await create(s)).json().id;
    const b = (await create(s, { rostered_player_to_drop: s.myRow })).json().id;
    await call(t, s.me, 'DELETE', `/waiver_claims/delete/${b}`);
    const c = (
      await create(s, { player_id: await createPlayer(t, { position: 'TE', team: 'X' }) })
    ).json().id;
    // A claim without a priority (one written before priorities existed) sorts last.
    await t.db
      .updateTable('waiver_claims')
      .set({ league_member_priority: null })
      .where('id', '=', a)
      .execute();
    const pending = await list(s.me);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().map((claim: { id: number }) => claim.id)).toEqual([c, a]);
    expect(pending.json()[1]).toMatchObject({
      player_name: 'Wanted Receiver',
      drop_player_name: null,
    });
    const closed = await list(s.me, s.me.memberId, 0);
    expect(closed.json()).toEqual([
      expect.objectContaining({
        id: b,
        status: 'cancelled',
        is_active: 0,
        drop_player_name: 'My Bench Back',
      }),
    ]);
  });

  it('closes claims whose drop player the owner has since dropped', async () => {
    const s = await setup();
    const withDrop = (await create(s, { rostered_player_to_drop: s.myRow })).json().id;
    const plain = (await create(s)).json().id;
    t.clock.set(WEEK_10.thursday);
    const dropped = await call(t, s.me, 'POST', '/rostered_players/drop', {
      rostered_player_id: s.myRow,
    });
    expect(dropped.statusCode).toBe(200);
    expect((await list(s.me)).json()).toEqual([
      expect.objectContaining({ id: plain, league_member_priority: 1 }),
    ]);
    expect((await list(s.me, s.me.memberId, 0)).json()).toEqual([
      expect.objectContaining({
        id: withDrop,
        status: 'cancelled',
        result_reason: MESSAGES.claimDropPlayerGone,
      }),
    ]);
  });

  it("refuses another member's claims", async () => {
    const s = await setup();
    await create(s);
    const res = await list(s.other, s.me.memberId);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /waiver_claims/update and DELETE /waiver_claims/delete', () => {
  it('edits a pending claim under the same rules', async () => {
    const s = await setup({ faab: 50 });
    const id = (await create(s)).json().id;
    const over = await call(
      t,
      s.me,
      'PUT',
      `/waiver_claims/update/${id}`,
      claimBody(s, { faab_claim_amount: 51 }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('FAAB amount exceeds remaining budget of $50');
    const ok = await call(
      t,
      s.me,
      'PUT',
      `/waiver_claims/update/${id}`,
      claimBody(s, { faab_claim_amount: 33, rostered_player_to_drop: s.myRow }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: MESSAGES.claimUpdated,
      data: { faab_claim_amount: 33, rostered_player_to_drop: s.myRow },
    });
    // Editing a claim to the same player and drop as another claim is a duplicate.
    const other = (await create(s)).json().id;
    const dup = await call(
      t,
      s.me,
      'PUT',
      `/waiver_claims/update/${other}`,
      claimBody(s, { rostered_player_to_drop: s.myRow }),
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(MESSAGES.duplicateClaim);
  });

  it('reorders claims by priority', async () => {
    const s = await setup();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (
          await create(s, { player_id: await createPlayer(t, { position: 'WR', team: 'X' }) })
        ).json().id,
      );
    }
    const claim = (await list(s.me)).json().find((c: { id: number }) => c.id === ids[2]);
    const res = await call(
      t,
      s.me,
      'PUT',
      `/waiver_claims/update/${ids[2]}`,
      claimBody(s, { player_id: claim.player_id, priority: 1 }),
    );
    expect(res.statusCode).toBe(200);
    const order = (await list(s.me))
      .json()
      .map((c: { id: number; league_member_priority: number }) => [c.id, c.league_member_priority]);
    expect(order).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
  });

  it("refuses another member's claim with 403", async () => {
    const s = await setup();
    const id = (await create(s)).json().id;
    const update = await call(
      t,
      s.other,
      'PUT',
      `/waiver_claims/update/${id}`,
      claimBody(s, { league_member_id: s.other.memberId }),
    );
    expect(update.statusCode).toBe(403);
    const del = await call(t, s.other, 'DELETE', `/waiver_claims/delete/${id}`);
    expect(del.statusCode).toBe(403);
    expect((await list(s.me)).json()).toHaveLength(1);
  });

  it('cancels a claim, closes ranks, and refuses to touch it again', async () => {
    const s = await setup();
    const first = (await create(s)).json().id;
    const second = (await create(s, { rostered_player_to_drop: s.myRow })).json().id;
    const res = await call(t, s.me, 'DELETE', `/waiver_claims/delete/${first}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.claimDeleted });
    const row = await t.db
      .selectFrom('waiver_claims')
      .selectAll()
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_active: 0, status: 'cancelled' });
    expect((await list(s.me)).json()).toEqual([
      expect.objectContaining({ id: second, league_member_priority: 1 }),
    ]);
    const next = await create(s, {
      player_id: await createPlayer(t, { position: 'TE', team: 'X' }),
    });
    expect(next.json().data.league_member_priority).toBe(2);
    const again = await call(t, s.me, 'DELETE', `/waiver_claims/delete/${first}`);
    expect(again.statusCode).toBe(409);
    const edit = await call(t, s.me, 'PUT', `/waiver_claims/update/${first}`, claimBody(s));
    expect(edit.statusCode).toBe(409);
    expect((await call(t, s.me, 'DELETE', '/waiver_claims/delete/999999')).statusCode).toBe(404);
  });
});

describe('the claim form messages the api answers', () => {
  it("answers 'Invalid roster rules' when the member's rule set is missing", async () => {
    const s = await setup();
    await t.db
      .deleteFrom('roster_rules')
      .where('league_id', '=', s.league.leagueId)
      .where('roster_type_id', '=', 1)
      .execute();
    const res = await create(s);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid roster rules');
  });

  it('holds an edit to the same messages as a new claim', async () => {
    const s = await setup({ regular: { max_roster_size: 2 } });
    const id = (await create(s, { rostered_player_to_drop: s.myRow })).json().id;
    const edit = (overrides: Record<string, unknown>) =>
      call(t, s.me, 'PUT', `/waiver_claims/update/${id}`, claimBody(s, overrides));
    expect((await edit({ faab_claim_amount: -5 })).json().message).toBe(
      'Enter a valid FAAB amount (non-negative number)',
    );
    expect((await edit({ player_id: undefined })).json().message).toBe(
      'Missing required information',
    );
    const noDrop = await edit({ rostered_player_to_drop: null });
    expect(noDrop.statusCode).toBe(400);
    expect(noDrop.json().message).toBe('Please select a player to drop');
    expect(
      (await edit({ faab_claim_amount: 0, rostered_player_to_drop: s.myRow })).statusCode,
    ).toBe(200);
  });
});
