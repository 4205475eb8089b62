import {
  DEFAULT_PLAYOFF_RULES,
  MESSAGES,
  type LeagueStandings,
  type PlayoffRulesAnswer,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActiveLeague,
  createInactiveLeague,
  login,
  registerLeagueCreator,
  request,
} from './support/fixtures';
import { createRosterLeague } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let creatorCookie: string;
beforeAll(async () => {
  t = await createTestApp({ now: '2025-10-19T17:30:00Z' });
  const creator = await registerLeagueCreator(t);
  creatorCookie = await login(t, creator.username, creator.password);
});
afterAll(() => t.close());

const rulesUrl = (leagueId: number) => `/playoff_rules/getPlayoffRulesByLeagueId/${leagueId}`;

describe('GET /playoff_rules/getPlayoffRulesByLeagueId/:league_id', () => {
  it('gives a league created before playoff rules the defaults: the top 4, weeks 10-11', async () => {
    const league = await createRosterLeague(t);
    const res = await request(t, league.teams[3]!.cookie, 'GET', rulesUrl(league.leagueId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      league_id: league.leagueId,
      ...DEFAULT_PLAYOFF_RULES,
      last_playoff_week: 11,
      weeks: [
        {
          week: 10,
          phase: 'playoffs',
          round: 1,
          round_name: 'Semifinals',
          round_week: 1,
          round_weeks: 1,
        },
        {
          week: 11,
          phase: 'playoffs',
          round: 2,
          round_name: 'Championship',
          round_week: 1,
          round_weeks: 1,
        },
        ...[12, 13, 14].map((week) => ({
          week,
          phase: 'no_games',
          round: null,
          round_name: null,
          round_week: null,
          round_weeks: null,
        })),
      ],
      seeding_order: [
        'Record (win percentage, a tie counting half a win)',
        'Points for',
        'Head-to-head record among the teams still level',
        'A draw by lot, made when the league is seeded',
      ],
      tie_rule: MESSAGES.playoffTieRule,
    });
  });
});

describe('playoff rules from the wizard', () => {
  const six = {
    playoff_teams: 6,
    weeks_per_round: 1,
    first_playoff_week: 12,
    seeding_tiebreaker: 'head_to_head',
    consolation_bracket: 1,
  } as const;

  it('creates a league with the playoffs step and shows them on the rules page', async () => {
    const res = await request(t, creatorCookie, 'POST', '/leagues/create', {
      name: 'Six Seeds',
      playoff_rules: six,
    });
    expect(res.statusCode, res.body).toBe(200);
    const leagueId = res.json().league_id as number;
    const rules = await request(t, creatorCookie, 'GET', rulesUrl(leagueId));
    expect(rules.json()).toMatchObject({ ...six, last_playoff_week: 14 });
    expect((rules.json() as PlayoffRulesAnswer).weeks.map((week) => week.round_name)).toEqual([
      null,
      null,
      'Quarterfinals',
      'Semifinals',
      'Championship',
    ]);
  });

  it('creates a league with the default playoffs when the step is left out', async () => {
    const res = await request(t, creatorCookie, 'POST', '/leagues/create', { name: 'Plain' });
    const leagueId = res.json().league_id as number;
    const stored = await t.db
      .selectFrom('playoff_rules')
      .selectAll()
      .where('league_id', '=', leagueId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ league_id: leagueId, ...DEFAULT_PLAYOFF_RULES });
  });

  it('refuses playoffs that run past week 14 and creates nothing', async () => {
    const before = await t.db
      .selectFrom('leagues')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await request(t, creatorCookie, 'POST', '/leagues/create', {
      name: 'Too Long',
      playoff_rules: { ...six, weeks_per_round: 2, first_playoff_week: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The playoffs must end by week 14: 3 rounds of 2 weeks from week 10 end in week 15.',
    );
    const after = await t.db
      .selectFrom('leagues')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('POST /playoff_rules/create', () => {
  it('lets the commissioner change them before activation, and nobody after', async () => {
    const league = await createInactiveLeague(t, { validMembers: 2 });
    const body = {
      league_id: league.leagueId,
      ...DEFAULT_PLAYOFF_RULES,
      weeks_per_round: 2,
      first_playoff_week: 11,
    };
    const player = await request(
      t,
      league.players[0]!.cookie,
      'POST',
      '/playoff_rules/create',
      body,
    );
    expect(player.statusCode).toBe(403);
    const saved = await request(t, league.commish.cookie, 'POST', '/playoff_rules/create', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      weeks_per_round: 2,
      first_playoff_week: 11,
      last_playoff_week: 14,
    });
    const read = await request(t, league.players[0]!.cookie, 'GET', rulesUrl(league.leagueId));
    expect(read.json()).toMatchObject({ weeks_per_round: 2, first_playoff_week: 11 });

    const active = await createActiveLeague(t);
    const locked = await request(t, active.commish.cookie, 'POST', '/playoff_rules/create', {
      ...body,
      league_id: active.leagueId,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(MESSAGES.rulesLocked);
  });

  it('refuses bad values with a message naming what is wrong', async () => {
    const league = await createInactiveLeague(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ playoff_teams: 8 }, MESSAGES.playoffTeamsInvalid],
      [{ weeks_per_round: 0 }, MESSAGES.weeksPerRoundInvalid],
      [{ first_playoff_week: 9 }, MESSAGES.firstPlayoffWeekInvalid],
      [{ first_playoff_week: 15 }, 'First Playoff Week cannot exceed 14.'],
      [{ seeding_tiebreaker: 'coin_toss' }, MESSAGES.seedingTiebreakerInvalid],
      [{ consolation_bracket: 2 }, MESSAGES.consolationBracketInvalid],
      [
        { first_playoff_week: 14 },
        'The playoffs must end by week 14: 2 rounds of 1 week from week 14 end in week 15.',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await request(t, league.commish.cookie, 'POST', '/playoff_rules/create', {
        league_id: league.leagueId,
        ...DEFAULT_PLAYOFF_RULES,
        ...change,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('holds the rules in the database too, whatever writes them', async () => {
    const league = await createInactiveLeague(t);
    await expect(
      t.db
        .insertInto('playoff_rules')
        .values({
          league_id: league.leagueId,
          ...DEFAULT_PLAYOFF_RULES,
          playoff_teams: 6,
          weeks_per_round: 2,
        })
        .onConflict((oc) =>
          oc.column('league_id').doUpdateSet({ playoff_teams: 6, weeks_per_round: 2 }),
        )
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the standings', () => {
  it('draw the playoff line where the league’s rules put it', async () => {
    const league = await createRosterLeague(t);
    await t.db
      .insertInto('playoff_rules')
      .values({ league_id: league.leagueId, ...DEFAULT_PLAYOFF_RULES, playoff_teams: 6 })
      .execute();
    const res = await request(
      t,
      league.teams[1]!.cookie,
      'GET',
      `/standings/getStandingsByLeagueId/${league.leagueId}`,
    );
    const standings = res.json() as LeagueStandings;
    expect([standings.playoff_teams, standings.league_status, standings.champion]).toEqual([
      6,
      'regular_season',
      null,
    ]);
  });
});
