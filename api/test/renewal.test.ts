import {
  DEFAULT_BITE_RULES,
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_TRADE_RULES,
  MESSAGES,
  type LeagueDetails,
  type LeagueSeason,
  type LeagueStandings,
  type Membership,
  type PlayoffBracket,
  type ScheduleEntry,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPlayoffSeasonWeeks,
  afterWeek,
  createPlayoffLeague,
  playDefaultPlayoffs,
  readAs,
  strictOrder,
  sundayOf,
  tickAt,
  type PlayoffLeague,
} from './support/playoff-fixtures';
import { call, createPlayer, rosterPlayer, type Team } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// A league plays its season to a champion, then its commissioner renews it for the next season:
// a new league row with the same teams and rules, budgets back at the start, rosters kept or
// cleared, and the past season left exactly as it was, readable as the league's history.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: sundayOf(9).toISOString() });
  await addPlayoffSeasonWeeks(t);
});
afterAll(() => t?.close());

const get = <T>(team: Team, url: string) => readAs<T>(t, team, url);

/** A complete league with two vampires (their own budget), money spent and bench players. */
async function completeLeague(): Promise<PlayoffLeague> {
  const league = await createPlayoffLeague(t, {
    scores: strictOrder,
    league: { vampires: 2, vampire: { beginning_faab: 150 } },
    rules: { consolation_bracket: 1, seeding_tiebreaker: 'head_to_head' },
  });
  for (const team of league.teams) {
    await rosterPlayer(t, league, team, await createPlayer(t, { position: 'RB', team: 'KC' }));
    await t.db
      .updateTable('league_members')
      .set({ remaining_faab_budget: 7 })
      .where('id', '=', team.memberId)
      .execute();
  }
  // The league's own trade and bite settings, not the defaults, so a copy can be told apart.
  await t.db.deleteFrom('trade_rules').where('league_id', '=', league.leagueId).execute();
  await t.db.deleteFrom('bite_rules').where('league_id', '=', league.leagueId).execute();
  await t.db
    .insertInto('trade_rules')
    .values({ league_id: league.leagueId, ...DEFAULT_TRADE_RULES, review_mode: 'commissioner' })
    .execute();
  await t.db
    .insertInto('bite_rules')
    .values({ league_id: league.leagueId, ...DEFAULT_BITE_RULES, swap_rule: 'none', garlic: 1 })
    .execute();
  await playDefaultPlayoffs(t, league);
  return league;
}

/** What a member reads of a season: its standings, bracket and schedule. */
async function seasonAsRead(team: Team, leagueId: number) {
  return {
    standings: await get<LeagueStandings>(team, `/standings/getStandingsByLeagueId/${leagueId}`),
    bracket: await get<PlayoffBracket>(team, `/playoffs/getBracketByLeagueId/${leagueId}`),
    schedule: await get<ScheduleEntry[]>(team, `/schedules/getSchedulesByLeagueId/${leagueId}`),
  };
}

const rosterOf = (leagueId: number) =>
  t.db
    .selectFrom('rostered_players as rp')
    .innerJoin('league_members as m', 'm.id', 'rp.league_member_id')
    .select(['m.user_id', 'rp.player_id', 'rp.roster_position'])
    .where('rp.league_id', '=', leagueId)
    .where('rp.is_rostered', '=', 1)
    .orderBy('m.user_id')
    .orderBy('rp.player_id')
    .execute();

describe('renewing a league for the next season', () => {
  it('is refused before the final is decided, and to anyone but the commissioner', async () => {
    const league = await createPlayoffLeague(t, { scores: strictOrder });
    await tickAt(t, afterWeek(9));
    const early = await call(t, league.commish, 'POST', `/leagues/renew/${league.leagueId}`, {
      keep_rosters: 1,
    });
    expect([early.statusCode, early.json().message]).toEqual([409, MESSAGES.leagueNotComplete]);
    const player = await call(t, league.teams[4]!, 'POST', `/leagues/renew/${league.leagueId}`, {
      keep_rosters: 1,
    });
    expect(player.statusCode).toBe(403);
    const bad = await call(t, league.commish, 'POST', `/leagues/renew/${league.leagueId}`, {
      keep_rosters: 'yes',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, MESSAGES.renewRostersInvalid]);
  });

  describe('keeping the rosters', () => {
    let league: PlayoffLeague;
    let before: Awaited<ReturnType<typeof seasonAsRead>>;
    let beforeRosters: Awaited<ReturnType<typeof rosterOf>>;
    let nextId: number;

    beforeAll(async () => {
      league = await completeLeague();
      before = await seasonAsRead(league.teams[6]!, league.leagueId);
      beforeRosters = await rosterOf(league.leagueId);
      const res = await call(t, league.commish, 'POST', `/leagues/renew/${league.leagueId}`, {
        keep_rosters: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        league_id: expect.any(Number),
        season: 2026,
        message: MESSAGES.leagueRenewed(2026),
      });
      nextId = res.json().league_id as number;
    });

    it('makes an inactive league of the next season with the same teams and budgets reset', async () => {
      const next = await t.db
        .selectFrom('leagues')
        .selectAll()
        .where('id', '=', nextId)
        .executeTakeFirstOrThrow();
      const old = await t.db
        .selectFrom('leagues')
        .selectAll()
        .where('id', '=', league.leagueId)
        .executeTakeFirstOrThrow();
      expect(next).toMatchObject({
        name: old.name,
        season: 2026,
        is_active: 0,
        previous_league_id: league.leagueId,
      });
      const members = (leagueId: number) =>
        t.db
          .selectFrom('league_members')
          .select([
            'user_id',
            'role',
            'is_vamp',
            'team_name',
            'remaining_faab_budget',
            'waiver_order',
          ])
          .where('league_id', '=', leagueId)
          .orderBy('user_id')
          .execute();
      const oldMembers = await members(league.leagueId);
      const newMembers = await members(nextId);
      expect(newMembers).toEqual(
        oldMembers.map((member) => ({
          ...member,
          remaining_faab_budget: member.is_vamp ? 150 : 100,
          waiver_order: null,
        })),
      );
      // The past season's budgets are as they were spent.
      expect(oldMembers.every((member) => member.remaining_faab_budget === 7)).toBe(true);
    });

    it('copies every rule record, the playoff rules included, and keeps the rosters in their slots', async () => {
      const rules = async (leagueId: number) => ({
        roster: await t.db
          .selectFrom('roster_rules')
          .selectAll()
          .where('league_id', '=', leagueId)
          .orderBy('roster_type_id')
          .execute(),
        scoring: await t.db
          .selectFrom('scoring_rules')
          .selectAll()
          .where('league_id', '=', leagueId)
          .execute(),
        waiver: await t.db
          .selectFrom('waiver_rules')
          .selectAll()
          .where('league_id', '=', leagueId)
          .execute(),
        playoff: await t.db
          .selectFrom('playoff_rules')
          .selectAll()
          .where('league_id', '=', leagueId)
          .execute(),
        trade: await t.db
          .selectFrom('trade_rules')
          .selectAll()
          .where('league_id', '=', leagueId)
          .execute(),
        bite: await t.db
          .selectFrom('bite_rules')
          .selectAll()
          .where('league_id', '=', leagueId)
          .execute(),
      });
      const strip = (rows: Record<string, unknown>[]) =>
        rows.map(({ id: _id, league_id: _league, ...values }) => values);
      const old = await rules(league.leagueId);
      const copied = await rules(nextId);
      for (const key of ['roster', 'scoring', 'waiver', 'playoff', 'trade', 'bite'] as const) {
        expect(strip(copied[key]), key).toEqual(strip(old[key]));
      }
      expect(copied.trade[0]).toMatchObject({ review_mode: 'commissioner' });
      expect(copied.bite[0]).toMatchObject({ swap_rule: 'none', garlic: 1 });
      expect(copied.playoff[0]).toMatchObject({
        seeding_tiebreaker: 'head_to_head',
        consolation_bracket: 1,
      });
      expect(await rosterOf(nextId)).toEqual(beforeRosters);
      expect(beforeRosters).toHaveLength(20);
    });

    it('leaves the past season exactly as it was, readable as history', async () => {
      expect(await seasonAsRead(league.teams[6]!, league.leagueId)).toEqual(before);
      expect(await rosterOf(league.leagueId)).toEqual(beforeRosters);
      const history = await get<LeagueSeason[]>(
        league.teams[6]!,
        `/leagues/getLeagueHistory/${nextId}`,
      );
      expect(history).toEqual([
        {
          league_id: league.leagueId,
          name: expect.any(String),
          season: 2025,
          status: 'complete',
          champion: expect.objectContaining({ league_member_id: league.teams[1]!.memberId }),
          runner_up: expect.objectContaining({ league_member_id: league.teams[0]!.memberId }),
        },
        {
          league_id: nextId,
          name: expect.any(String),
          season: 2026,
          status: 'not_active',
          champion: null,
          runner_up: null,
        },
      ]);
      expect(
        await get<LeagueSeason[]>(league.teams[6]!, `/leagues/getLeagueHistory/${league.leagueId}`),
      ).toEqual(history);
      const memberships = await get<Membership[]>(
        league.teams[6]!,
        `/league_members/getLeagueMembersByUserId/${league.teams[6]!.userId}`,
      );
      expect(
        memberships.map((entry) => [entry.league_id, entry.season, entry.league_status]),
      ).toEqual([
        [league.leagueId, 2025, 'complete'],
        [nextId, 2026, 'not_active'],
      ]);
      expect(memberships[0]!.next_league_id).toBe(nextId);
      expect(memberships[1]!.previous_league_id).toBe(league.leagueId);
      const old = await get<LeagueDetails>(
        league.teams[6]!,
        `/leagues/getLeagueById/${league.leagueId}`,
      );
      expect(old).toMatchObject({ status: 'complete', next_league_id: nextId });
    });

    it('renews a season once', async () => {
      const again = await call(t, league.commish, 'POST', `/leagues/renew/${league.leagueId}`, {
        keep_rosters: 0,
      });
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        MESSAGES.leagueAlreadyRenewed,
      ]);
      await expect(
        t.db
          .insertInto('leagues')
          .values({ name: 'Twin', season: 2026, previous_league_id: league.leagueId })
          .execute(),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('lets the commissioner edit the rules, then activate: a new schedule and the rules locked', async () => {
      const commish = { ...league.commish };
      const newMembers = await t.db
        .selectFrom('league_members')
        .select(['id', 'user_id'])
        .where('league_id', '=', nextId)
        .execute();
      const newCommish = newMembers.find((member) => member.user_id === commish.userId)!;
      const edited = await call(t, commish, 'POST', '/playoff_rules/create', {
        league_id: nextId,
        ...DEFAULT_PLAYOFF_RULES,
        weeks_per_round: 2,
        first_playoff_week: 11,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const activated = await call(
        t,
        commish,
        'POST',
        `/leagues/activate/${nextId}/${newCommish.id}`,
        {},
      );
      expect(activated.statusCode, activated.body).toBe(200);
      const schedule = await t.db
        .selectFrom('schedules')
        .select('week')
        .where('league_id', '=', nextId)
        .execute();
      expect(schedule).toHaveLength(45);
      const locked = await call(t, commish, 'POST', '/playoff_rules/create', {
        league_id: nextId,
        ...DEFAULT_PLAYOFF_RULES,
      });
      expect(locked.statusCode).toBe(409);
      // The old season's schedule is untouched by the new one.
      expect(await seasonAsRead(league.teams[6]!, league.leagueId)).toEqual(before);
    });
  });

  it('clears the rosters when asked to', async () => {
    const league = await completeLeague();
    const res = await call(t, league.commish, 'POST', `/leagues/renew/${league.leagueId}`, {
      keep_rosters: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rosterOf(res.json().league_id as number)).toEqual([]);
    expect(await rosterOf(league.leagueId)).toHaveLength(20);
  });
});
