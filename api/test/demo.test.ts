import {
  MESSAGES,
  STARTER_SLOT_KINDS,
  type BiteRight,
  type BiteRightDetail,
  type LeagueTransaction,
  type TradeOffer,
  buildSlotLayout,
  canPlayInSlotCode,
  positionMaximum,
  slotKindOf,
  type RosterRules,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts';
import { RECORDED_SEASON_DIR } from '../src/demo/recorded-season';
import { importNflData } from '../src/import/import-nfl-data';
import { DEMO_CREATOR_EMAIL } from '../src/config';
import { seedDemoIfEmpty, type DemoSeedResult } from '../src/demo/seed-demo';
import { findUserByUsername } from '../src/services/accounts';
import { canCreateLeagues, issueSetupToken } from '../src/services/league-creators';
import { login, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** The demo clock of `pnpm start`: Sunday of week 9, 3 PM Eastern (the last round-robin week). */
const DEMO_NOW = '2025-11-02T20:00:00Z';

describe('seedDemoIfEmpty', () => {
  let t: TestApp;
  let seeded: DemoSeedResult | null;
  beforeAll(async () => {
    t = await createTestApp({ now: DEMO_NOW });
    seeded = await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true });
  }, 120_000);
  afterAll(() => t.close());

  const membersOf = (leagueId: number) =>
    t.db
      .selectFrom('league_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.id',
        'm.role',
        'm.is_vamp',
        'm.remaining_faab_budget',
        'm.team_name',
        'u.username',
      ])
      .where('m.league_id', '=', leagueId)
      .orderBy('m.id')
      .execute();

  it('loads the real 2025 season and seeds an active 10-team league with two vampires', async () => {
    expect(seeded).toMatchObject({ recordedSeason: true });
    const league = await t.db
      .selectFrom('leagues')
      .selectAll()
      .where('id', '=', seeded!.demoLeagueId)
      .executeTakeFirstOrThrow();
    expect(league).toMatchObject({ name: 'Fangtasy Demo League', is_active: 1, season: 2025 });
    const members = await membersOf(league.id);
    expect(members).toHaveLength(10);
    expect(
      members.filter((member) => member.role === 'commish').map((member) => member.username),
    ).toEqual(['commish']);
    expect(
      members
        .filter((member) => member.is_vamp)
        .map((member) => member.username)
        .sort(),
    ).toEqual(['mina', 'vlad']);
    expect(members.every((member) => member.role === 'commish' || member.role === 'player')).toBe(
      true,
    );
    expect(members.find((member) => member.username === 'vlad')?.remaining_faab_budget).toBe(150);
    expect(members.find((member) => member.username === 'alice')?.remaining_faab_budget).toBe(100);
    const schedule = await t.db
      .selectFrom('schedules')
      .select('week')
      .where('league_id', '=', league.id)
      .execute();
    expect(schedule).toHaveLength(45);
    expect(new Set(schedule.map((row) => row.week))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it('drafts full, legal rosters under each member’s own rule set, with injured players on IR', async () => {
    const members = await membersOf(seeded!.demoLeagueId);
    // A bite in the demo's history moved a player: those two teams' benches changed since the draft.
    const bitten = await t.db
      .selectFrom('bite_rights')
      .select(['vampire_member_id', 'victim_member_id'])
      .where('league_id', '=', seeded!.demoLeagueId)
      .where('status', '=', 'taken')
      .execute();
    const touched = new Set(bitten.flatMap((r) => [r.vampire_member_id, r.victim_member_id]));
    let onIr = 0;
    for (const member of members) {
      const row = await t.db
        .selectFrom('roster_rules')
        .selectAll()
        .where('league_id', '=', seeded!.demoLeagueId)
        .where('roster_type_id', '=', member.is_vamp ? 2 : 1)
        .executeTakeFirstOrThrow();
      const rules = { ...row, roster_type_id: row.roster_type_id as 1 | 2 } satisfies RosterRules;
      const roster = await t.db
        .selectFrom('rostered_players as rp')
        .innerJoin('players as p', 'p.id', 'rp.player_id')
        .select(['rp.roster_position', 'p.position', 'p.is_injured'])
        .where('rp.league_member_id', '=', member.id)
        .where('rp.is_rostered', '=', 1)
        .execute();
      const starterSlots = buildSlotLayout(rules).filter((slot) =>
        STARTER_SLOT_KINDS.includes(slot.kind),
      );
      for (const slot of starterSlots) {
        const player = roster.find((entry) => entry.roster_position === slot.code);
        expect(player, `${member.username} ${slot.code}`).toBeDefined();
        expect(canPlayInSlotCode(player!, slot.code)).toBe(true);
      }
      for (const entry of roster)
        expect(canPlayInSlotCode(entry, entry.roster_position)).toBe(true);
      const bench = roster.filter((entry) => entry.roster_position === 'BENCH');
      const ir = roster.filter((entry) => slotKindOf(entry.roster_position) === 'IR');
      if (!touched.has(member.id)) expect(bench).toHaveLength(rules.bench_count);
      // A bite or a trade names a drop rather than grow a bench slot the rules do not give.
      expect(bench.length, `${member.username}'s bench`).toBeLessThanOrEqual(rules.bench_count);
      expect(ir.length).toBeLessThanOrEqual(rules.ir_count);
      expect(roster.length - ir.length).toBeLessThanOrEqual(rules.max_roster_size);
      for (const position of ['QB', 'RB', 'WR', 'TE']) {
        expect(roster.filter((entry) => entry.position === position).length).toBeLessThanOrEqual(
          positionMaximum(rules, position)!,
        );
      }
      onIr += ir.length;
    }
    expect(onIr).toBeGreaterThanOrEqual(2);
  });

  it('leaves a few pending waiver claims within budget', async () => {
    const claims = await t.db
      .selectFrom('waiver_claims as wc')
      .innerJoin('league_members as m', 'm.id', 'wc.league_member_id')
      .select(['wc.status', 'wc.faab_claim_amount', 'm.remaining_faab_budget'])
      .where('wc.league_id', '=', seeded!.demoLeagueId)
      .execute();
    expect(claims.length).toBeGreaterThanOrEqual(3);
    for (const claim of claims) {
      expect(claim.status).toBe('pending');
      expect(claim.faab_claim_amount).toBeLessThanOrEqual(claim.remaining_faab_budget!);
    }
  });

  it('adds the inactive Nightfall League with a pending invitation for nora', async () => {
    const league = await t.db
      .selectFrom('leagues')
      .selectAll()
      .where('id', '=', seeded!.nightfallLeagueId)
      .executeTakeFirstOrThrow();
    expect(league).toMatchObject({ name: 'Nightfall League', is_active: 0 });
    const members = await membersOf(league.id);
    expect(members.find((member) => member.username === 'commish')?.role).toBe('commish');
    expect(members.find((member) => member.username === 'nora')).toMatchObject({
      role: 'invited',
      team_name: null,
    });
    expect(members.filter((member) => member.role === 'player').length).toBeGreaterThanOrEqual(2);
    const noraLeagues = await t.db
      .selectFrom('league_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.role')
      .where('u.username', '=', 'nora')
      .execute();
    expect(noraLeagues).toEqual([{ role: 'invited' }]);
  });

  it('lets the demo accounts sign in and play week 9 on the demo clock', async () => {
    const cookie = await login(t, 'vlad', DEMO_PASSWORD);
    const week = await request(t, cookie, 'GET', '/fantasy_weeks/current');
    expect(week.json().data).toMatchObject({ year: 2025, week: 9 });
    const roster = await t.db
      .selectFrom('rostered_players')
      .select('player_id')
      .where('league_id', '=', seeded!.demoLeagueId)
      .execute();
    const res = await request(t, cookie, 'POST', '/scores/getWeeklyScores', {
      player_ids: roster.map((entry) => entry.player_id),
      week: 9,
      season: 2025,
      league_id: seeded!.demoLeagueId,
    });
    expect(res.statusCode).toBe(200);
    const scores = res.json() as { fantasyScore: number | null }[];
    // 1 PM games are under way at 3 PM Eastern, later games have not kicked off.
    expect(scores.some((entry) => entry.fantasyScore !== null)).toBe(true);
    expect(scores.some((entry) => entry.fantasyScore === null)).toBe(true);
    const outsider = await login(t, 'nora', DEMO_PASSWORD);
    const refused = await request(
      t,
      outsider,
      'GET',
      `/schedules/getSchedulesByLeagueId/${seeded!.demoLeagueId}`,
    );
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.notMemberOfLeague });
  });

  it("lets a demo member read the league's members, and refuses anonymous (401) and another league's user (403)", async () => {
    const membersUrl = `/league_members/getLeagueMembersByLeagueId/${seeded!.demoLeagueId}`;
    const alice = await login(t, 'alice', DEMO_PASSWORD);
    const read = await request(t, alice, 'GET', membersUrl);
    expect(read.statusCode).toBe(200);
    const members = read.json() as { username: string; role: string }[];
    expect(
      members.filter((member) => member.role === 'player' || member.role === 'commish'),
    ).toHaveLength(10);
    expect(members.map((member) => member.username)).toEqual(
      expect.arrayContaining(['alice', 'vlad', 'commish']),
    );

    const anonymous = await request(t, null, 'GET', membersUrl);
    expect(anonymous.statusCode).toBe(401);

    // nora belongs to the Nightfall League's world only (an invitation), not to the demo league.
    const nora = await login(t, 'nora', DEMO_PASSWORD);
    const refused = await request(t, nora, 'GET', membersUrl);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.notMemberOfLeague });
  });

  it('plays weeks 1-8 to the end, with a vampire’s bite in their history for the whole league to read', async () => {
    const finals = await t.db
      .selectFrom('schedules')
      .select(['week', 'is_final'])
      .where('league_id', '=', seeded!.demoLeagueId)
      .execute();
    for (const row of finals)
      expect([row.week, row.is_final]).toEqual([row.week, row.week <= 8 ? 1 : 0]);
    const alice = await login(t, 'alice', DEMO_PASSWORD);
    const rights = (
      await request(t, alice, 'GET', `/bites/getBiteRightsByLeagueId/${seeded!.demoLeagueId}`)
    ).json() as BiteRight[];
    const taken = rights.filter((right) => right.status === 'taken');
    expect(taken).toHaveLength(1);
    const bite = taken[0]!;
    expect(bite.vampire_score).toBeGreaterThan(bite.victim_score);
    expect(bite.week).toBeLessThan(8);
    const log = (
      await request(t, alice, 'GET', `/transactions/getByLeagueId/${seeded!.demoLeagueId}`)
    ).json() as LeagueTransaction[];
    const announced = log.find((row) => row.kind === 'bite');
    expect(announced).toMatchObject({
      player_id: bite.taken_player!.player_id,
      league_member_id: bite.vampire_member_id,
      other_member_id: bite.victim_member_id,
      bite_right_id: bite.id,
    });
    expect(announced!.reason).toMatch(new RegExp(`^Won week ${bite.week}, `));
    // The bitten team signed a free agent of the bitten player's position after the bite, as its
    // owner would: a man short no longer.
    const signed = log.find(
      (row) =>
        row.kind === 'add' &&
        row.league_member_id === bite.victim_member_id &&
        Date.parse(row.created_at) > Date.parse(announced!.created_at),
    );
    expect(signed, 'a free agent signed by the bitten team').toBeDefined();
    const positionOf = async (playerId: number) =>
      (
        await t.db
          .selectFrom('players')
          .select('position')
          .where('id', '=', playerId)
          .executeTakeFirstOrThrow()
      ).position;
    expect(await positionOf(signed!.player_id)).toBe(
      await positionOf(bite.taken_player!.player_id),
    );
    // Every other win of a week gone by lapsed at its deadline.
    for (const right of rights.filter((r) => r.status !== 'taken' && r.status !== 'open'))
      expect(new Date(right.deadline_at).getTime()).toBeLessThanOrEqual(Date.parse(DEMO_NOW));
  });

  it('leaves a trade offer waiting for its answer, which the recipient may accept at the demo clock', async () => {
    const bob = await login(t, 'bob', DEMO_PASSWORD);
    const offers = (
      await request(t, bob, 'GET', `/trades/getTradesByLeagueId/${seeded!.demoLeagueId}`)
    ).json() as TradeOffer[];
    expect(offers).toHaveLength(1);
    const offer = offers[0]!;
    expect(offer).toMatchObject({ status: 'pending', actions: { accept: true, decline: true } });
    expect(offer.players).toHaveLength(2);
    const badge = await request(t, bob, 'GET', `/trades/getPendingCount/${seeded!.demoLeagueId}`);
    expect(badge.json()).toMatchObject({ offers_to_answer: 1 });
    const carmen = await login(t, 'carmen', DEMO_PASSWORD);
    const hidden = await request(t, carmen, 'GET', `/trades/getTradeById/${offer.id}`);
    expect(hidden.statusCode).toBe(404);
    const accepted = await request(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'in_review', review_mode: 'league_vote' });
  });

  it('leaves one vampire a bite to take at the demo clock, which it takes from the browser’s calls', async () => {
    const rights = await t.db
      .selectFrom('bite_rights as r')
      .innerJoin('league_members as m', 'm.id', 'r.vampire_member_id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['r.id', 'r.week', 'u.username'])
      .where('r.league_id', '=', seeded!.demoLeagueId)
      .where('r.status', '=', 'open')
      .execute();
    expect(rights).toHaveLength(1);
    const { id, week, username } = rights[0]!;
    expect(week).toBe(8);
    expect(['vlad', 'mina']).toContain(username);
    const vampire = await login(t, username, DEMO_PASSWORD);
    const badge = await request(
      t,
      vampire,
      'GET',
      `/trades/getPendingCount/${seeded!.demoLeagueId}`,
    );
    expect(badge.json()).toMatchObject({ bite_rights: 1 });
    const detail = (
      await request(t, vampire, 'GET', `/bites/getBiteRightById/${id}`)
    ).json() as BiteRightDetail;
    expect(detail.can_bite).toBe(true);
    // Her roster fills its slots: the bite names one of hers to drop (README, "mina").
    expect(detail.drop_required).toBe(true);
    const free = detail.targets.filter((target) => !target.is_locked);
    expect(free.length).toBeGreaterThan(0);
    const drop = detail.drop_required
      ? detail.drop_options.find((option) => !option.is_locked)?.player_id
      : undefined;
    const taken = await request(t, vampire, 'POST', `/bites/take/${id}`, {
      player_id: free[0]!.player_id,
      ...(drop ? { drop_player_id: drop } : {}),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'taken',
      taken_player: { player_id: free[0]!.player_id },
    });
  });

  it('lets the demo commissioner create leagues with no set-up token', async () => {
    const config = { ...t.config, leagueCreatorEmails: [DEMO_CREATOR_EMAIL] };
    const commish = await findUserByUsername(t.db, 'commish');
    expect(await canCreateLeagues(t.db, config, commish!)).toBe(true);
    expect(await issueSetupToken(t.db, config)).toBeNull();
  });

  it('does nothing on a second call or when seeding is switched off', async () => {
    const users = await t.db.selectFrom('users').select('id').execute();
    expect(await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true })).toBeNull();
    expect(await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: false })).toBeNull();
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
    expect(await t.db.selectFrom('leagues').select('id').execute()).toHaveLength(2);
  });
});

describe('seedDemoIfEmpty with NFL data already loaded', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('drafts from the imported players instead of loading the recorded season', async () => {
    t = await createTestApp({ now: DEMO_NOW });
    // The shipped files imported as a deployment would import a season (gzipped files read too).
    await importNflData(t.db, RECORDED_SEASON_DIR);
    const before = await t.db
      .selectFrom('players')
      .select('external_id')
      .orderBy('external_id')
      .execute();
    const seeded = await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true });
    expect(seeded).toMatchObject({ recordedSeason: false });
    expect(await t.db.selectFrom('replay_games').select('game_id').execute()).toEqual([]);
    expect(
      await t.db.selectFrom('players').select('external_id').orderBy('external_id').execute(),
    ).toEqual(before);
    const rostered = await t.db
      .selectFrom('rostered_players')
      .select('id')
      .where('league_id', '=', seeded!.demoLeagueId)
      .execute();
    expect(rostered.length).toBeGreaterThanOrEqual(10 * 12);
  }, 120_000);
});
