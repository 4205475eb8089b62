/**
 * Team names are unique in their league, whatever the letter case, and carry no control or
 * text-direction characters — wherever a name is set: accepting an invitation (the default
 * name) and renaming. The database holds both rules too (migration 018).
 */
import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as migration018 from '../src/db/migrations/018-team-names-unique';
import { inviteMember } from '../src/services/league-lifecycle';
import {
  createInactiveLeague,
  login,
  registerUser,
  request,
  type FixtureLeague,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rename = (cookie: string, league: FixtureLeague, userId: number, teamName: string) =>
  request(t, cookie, 'PUT', `/league_members/updateTeamName/${league.leagueId}/${userId}`, {
    team_name: teamName,
  });

const twoPlayers = (league: FixtureLeague) => {
  const [first, second] = league.players;
  if (!first || !second) throw new Error('the league needs two players');
  return [first, second] as const;
};

const teamNameOf = async (memberId: number) =>
  (
    await t.db
      .selectFrom('league_members')
      .select('team_name')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).team_name;

/** A user invited to the league who accepts through the api, as rules §4's client does. */
async function acceptAs(league: FixtureLeague, firstName: string) {
  const user = await registerUser(t, { first_name: firstName, last_name: 'Westenra' });
  const memberId = await inviteMember(t.db, {
    leagueId: league.leagueId,
    userId: user.id,
    isVamp: false,
  });
  const cookie = await login(t, user.username, user.password);
  const res = await request(
    t,
    cookie,
    'PUT',
    `/league_members/updateRole/${league.leagueId}/${user.id}`,
    { role: 'player' },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { userId: user.id, memberId, cookie, answer: res.json<{ team_name: string }>() };
}

describe('accepting an invitation', () => {
  it("gives the second Lucy of a league 'Team Lucy 2', not a copy of the first's name", async () => {
    const league = await createInactiveLeague(t);
    const first = await acceptAs(league, 'Lucy');
    const second = await acceptAs(league, 'Lucy');
    expect(first.answer.team_name).toBe('Team Lucy');
    expect(second.answer.team_name).toBe('Team Lucy 2');
    expect(await teamNameOf(second.memberId)).toBe('Team Lucy 2');
  });

  it("skips a name another team took in another letter case ('team mina')", async () => {
    const league = await createInactiveLeague(t);
    const renamer = await acceptAs(league, 'Jonathan');
    expect((await rename(renamer.cookie, league, renamer.userId, 'team mina')).statusCode).toBe(
      200,
    );
    const mina = await acceptAs(league, 'Mina');
    expect(mina.answer.team_name).toBe('Team Mina 2');
  });
});

describe('renaming a team', () => {
  it("refuses another team's name in any letter case with a clear message, and keeps the old name", async () => {
    const league = await createInactiveLeague(t, { validMembers: 3 });
    const [alex, other] = twoPlayers(league);
    expect((await rename(alex.cookie, league, alex.userId, 'Night Owls')).statusCode).toBe(200);
    for (const copy of ['Night Owls', 'NIGHT OWLS', '  night owls  ']) {
      const res = await rename(other.cookie, league, other.userId, copy);
      expect(res.statusCode, copy).toBe(409);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.teamNameTaken });
    }
    expect(await teamNameOf(other.memberId)).not.toMatch(/night owls/i);
  });

  it('lets a team change the letter case of its own name, and take a name used in another league', async () => {
    const league = await createInactiveLeague(t, { validMembers: 2 });
    const elsewhere = await createInactiveLeague(t, { validMembers: 2 });
    const alex = league.players[0]!;
    const there = elsewhere.players[0]!;
    expect((await rename(alex.cookie, league, alex.userId, 'Bats')).statusCode).toBe(200);
    expect((await rename(alex.cookie, league, alex.userId, 'BATS')).statusCode).toBe(200);
    expect(await teamNameOf(alex.memberId)).toBe('BATS');
    expect((await rename(there.cookie, elsewhere, there.userId, 'Bats')).statusCode).toBe(200);
  });

  it.each([
    ['a right-to-left override', 'Bats\u202Eslaw'],
    ['a left-to-right override', '\u202DBats'],
    ['a right-to-left isolate', 'Bats\u2067x\u2069'],
    ['a tab', 'Night\tOwls'],
    ['an escape', 'Night\u001BOwls'],
    ['a C1 control', 'Night\u0085Owls'],
  ])('refuses a name with %s (400, a clear message)', async (_what, name) => {
    const league = await createInactiveLeague(t, { validMembers: 2 });
    const alex = league.players[0]!;
    const before = await teamNameOf(alex.memberId);
    const res = await rename(alex.cookie, league, alex.userId, name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.teamNameCharacters });
    expect(await teamNameOf(alex.memberId)).toBe(before);
  });

  it('two teams renamed to one name at once: one gets it, the other the clear message', async () => {
    const league = await createInactiveLeague(t, { validMembers: 3 });
    const [a, b] = twoPlayers(league);
    const answers = await Promise.all([
      rename(a.cookie, league, a.userId, 'Carfax Abbey'),
      rename(b.cookie, league, b.userId, 'carfax abbey'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.teamNameTaken });
  });
});

describe('the database holds both rules', () => {
  it('refuses a second team of one name in a league, whatever the case, and a control character', async () => {
    const league = await createInactiveLeague(t, { validMembers: 3 });
    const [a, b] = twoPlayers(league);
    await t.db
      .updateTable('league_members')
      .set({ team_name: 'Renfield' })
      .where('id', '=', a.memberId)
      .execute();
    await expect(
      t.db
        .updateTable('league_members')
        .set({ team_name: 'RENFIELD' })
        .where('id', '=', b.memberId)
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.db
        .updateTable('league_members')
        .set({ team_name: 'Ren\u202Efield' })
        .where('id', '=', b.memberId)
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('migration 018 on names stored before it', () => {
  it('takes the characters out, renames the later of two names alike, then holds both rules', async () => {
    const league = await createInactiveLeague(t, { validMembers: 4 });
    const [a, b] = twoPlayers(league);
    const c = league.players[2]!;
    const db = t.db as unknown as Kysely<unknown>;
    await migration018.down(db);
    const setName = (memberId: number, name: string) =>
      t.db
        .updateTable('league_members')
        .set({ team_name: name })
        .where('id', '=', memberId)
        .execute();
    await setName(a.memberId, 'Bats');
    await setName(b.memberId, 'BATS');
    await setName(c.memberId, '\u202E\u2066');
    await migration018.up(db);
    expect(await teamNameOf(a.memberId)).toBe('Bats');
    expect(await teamNameOf(b.memberId)).toBe(`BATS (${b.memberId})`);
    expect(await teamNameOf(c.memberId)).toBe(`Team ${c.memberId}`);
    await expect(setName(c.memberId, 'bats')).rejects.toMatchObject({ code: '23505' });
  });
});
