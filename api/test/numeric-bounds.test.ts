import {
  DEFAULT_BITE_RULES,
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  PLAYOFF_TEAM_CHOICES,
  SCORING_RULE_FIELDS,
  SEEDING_TIEBREAKERS,
  WEEKS_PER_ROUND_CHOICES,
  SLOT_COUNT_FIELDS,
  SLOT_KINDS,
  fieldLabelOf,
  type RosterRuleField,
} from '@fangtasy/shared/domain';
import {
  BITE_DEADLINE_HOUR_BOUNDS,
  FAAB_MAX,
  FIRST_PLAYOFF_WEEK_BOUNDS,
  MAX_ROSTER_SIZE,
  ROSTER_RULE_BOUNDS,
  SCORING_POINTS_BOUNDS,
  TRADE_DEADLINE_WEEK_BOUNDS,
  TRADE_OFFER_EXPIRY_HOURS_BOUNDS,
  TRADE_REVIEW_HOURS_BOUNDS,
  TRADE_VETO_VOTES_BOUNDS,
  WAIVERS_LENGTH_BOUNDS,
} from '@fangtasy/shared/validation';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteEntry } from '../src/app';
import { MIGRATION_006_BOUNDS } from '../src/db/migrations/006-hardening';
import { MIGRATION_010_SETTINGS } from '../src/db/migrations/010-trades-and-bites';
import { MIGRATION_011_PLAYOFF_RULES } from '../src/db/migrations/011-playoffs';
import { addMatchup } from './support/matchup-fixtures';
import {
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import {
  buildValue,
  routeFixtureIds,
  routeNumbers,
  withLeaf,
  type RouteNumber,
  type RoutePart,
} from './support/route-numbers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every number every route accepts has an upper bound (issue 13, finding 1: an unbounded IR count
 * made one read allocate until the process died). Walks the route table: a number past its bound
 * answers 400 naming the field, one below its lower bound 400, any number within its bounds never
 * a 5xx, and a league set up with the heaviest values the api accepts reads in answers of bounded
 * size.
 */

let t: TestApp;
let active: RosterLeague;
let inactive: RosterLeague;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
  active = await createRosterLeague(t);
  inactive = await createRosterLeague(t, { isActive: false });
  ids = await routeFixtureIds(t, active, active.teams[1]!);
  // A trade names each player once: two more players for its other lists.
  ids.other_player_id = await createPlayer(t, { position: 'WR', team: 'KC' });
  ids.third_player_id = await createPlayer(t, { position: 'TE', team: 'KC' });
});
afterAll(async () => {
  await t?.close();
});

/** Rule routes save only before activation: they run against the inactive league. */
const isRuleSave = (route: RouteEntry) =>
  /^\/(roster|scoring|waiver|trade|bite|playoff)_rules\/create$/.test(route.url);
const leagueFor = (route: RouteEntry) => (isRuleSave(route) ? inactive : active);
const callerFor = (route: RouteEntry): Team => leagueFor(route).commish;

const lastName = (path: string[]) => path.filter((segment) => segment !== '*').at(-1) ?? '';

/** A valid value for each field, by its name: ids of the fixtures, the spec's defaults. */
function validLeaf(route: RouteEntry, path: string[]): unknown {
  const field = lastName(path);
  const known: Record<string, unknown> = {
    ...DEFAULT_ROSTER_RULES,
    ...DEFAULT_SCORING_RULES,
    ...DEFAULT_TRADE_RULES,
    ...DEFAULT_BITE_RULES,
    ...DEFAULT_PLAYOFF_RULES,
    keep_rosters: 1,
    ...ids,
    league_id: leagueFor(route).leagueId,
    roster_type_id: 1,
    is_vamp: 0,
    is_active: 1,
    waivers_length: 2,
    waiver_day: 'Wednesday',
    season: 2025,
    year: 2025,
    week: 9,
    page: 1,
    page_size: 20,
    priority: 1,
    faab_claim_amount: 0,
    remaining_faab_budget: 10,
    exclude_rostered: '1',
    sort: 'name',
    role: 'player',
    name: 'Bounds League',
    team_name: 'Bounders',
    target_slot: 'BENCH',
    roster_position: 'BENCH',
    scope: 'open',
    to_league_member_id: leagueFor(route).teams[2]!.memberId,
    send_player_ids: ids.player_id,
    receive_player_ids: ids.other_player_id,
    drop_player_ids: ids.third_player_id,
    swap_player_id: ids.player_id,
    drop_player_id: ids.player_id,
    order: leagueFor(route).commish.memberId,
    pick_seconds: 90,
    overall: 1,
    limit: 10,
    player_ids: ids.player_id,
    autopick: false,
    mode: 'live',
    csv: 'round,pick,team,player',
    lot: 1,
    amount: 1,
  };
  // Optional fields without a known value are left out; a required one shows in the check below.
  return known[field];
}

type Request = Record<RoutePart, unknown>;

/** Paths and query strings carry text: what the route's schema sees of a value there. */
const asSent = (part: RoutePart, value: unknown) =>
  part === 'body'
    ? value
    : Object.fromEntries(
        Object.entries((value ?? {}) as Record<string, unknown>).map(([key, leaf]) => [
          key,
          String(leaf),
        ]),
      );

function validRequest(route: RouteEntry): Request {
  const request = {} as Request;
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route.schema?.[part];
    request[part] = schema ? buildValue(schema, [], (path) => validLeaf(route, path)) : undefined;
  }
  return request;
}

function send(route: RouteEntry, request: Request) {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = route.url.replace(/:([a-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = request.querystring
    ? `?${new URLSearchParams(
        Object.entries(request.querystring as Record<string, unknown>).map(
          ([key, value]): [string, string] => [key, String(value)],
        ),
      )}`
    : '';
  return call(t, callerFor(route), route.method as 'GET', path + query, request.body);
}

const routesWithNumbers = () =>
  t.app.routeTable
    .map((route) => ({ route, numbers: routeNumbers(route) }))
    .filter(({ numbers }) => numbers.length > 0);

const describeNumber = (route: RouteEntry, number: RouteNumber) =>
  `${route.method} ${route.url} ${number.part}.${number.path.join('.')}`;

/** The smallest value a field accepts: its schema's minimum, else the spec's (roster counts). */
function lowestAccepted(number: RouteNumber): number {
  const field = lastName(number.path) as RosterRuleField;
  const declared = number.schema.minValue ?? Number.NEGATIVE_INFINITY;
  if (declared > Number.MIN_SAFE_INTEGER) {
    return number.schema.safeParse(declared).success ? declared : declared + 1;
  }
  const rule = ROSTER_RULE_BOUNDS[field];
  if (!rule) throw new Error(`${field} has no lower bound`);
  return rule.min;
}

const highestAccepted = (number: RouteNumber) => number.schema.maxValue ?? Number.POSITIVE_INFINITY;

describe('every number a route accepts', () => {
  it('has an upper bound no read of a league could be hurt by', () => {
    const unbounded = routesWithNumbers().flatMap(({ route, numbers }) =>
      numbers
        .filter((number) => !(highestAccepted(number) <= 2_147_483_647))
        .map((number) => describeNumber(route, number)),
    );
    expect(unbounded).toEqual([]);
  });

  it('answers 400 naming the field when it is past its bound, and 400 below its minimum', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { route, numbers } of routesWithNumbers()) {
      const valid = validRequest(route);
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = route.schema?.[part] as z.ZodType | undefined;
        if (schema && !schema.safeParse(asSent(part, valid[part])).success)
          throw new Error(`${route.method} ${route.url}: the valid ${part} is refused`);
      }
      for (const number of numbers) {
        checked += 1;
        const max = highestAccepted(number);
        const over = max + (number.isInt ? 1 : 0.5);
        const tooLarge = await send(route, {
          ...valid,
          [number.part]: withLeaf(valid[number.part], number.path, over),
        });
        const label = fieldLabelOf(lastName(number.path));
        const message = String(tooLarge.json().message);
        if (tooLarge.statusCode !== 400 || !message.includes(label))
          wrong.push(
            `${describeNumber(route, number)} = ${over} → ${tooLarge.statusCode} ${message}`,
          );
        const under = lowestAccepted(number) - 1;
        const tooSmall = await send(route, {
          ...valid,
          [number.part]: withLeaf(valid[number.part], number.path, under),
        });
        if (tooSmall.statusCode !== 400)
          wrong.push(`${describeNumber(route, number)} = ${under} → ${tooSmall.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('never answers 5xx for any value within its bounds', async () => {
    const failures: string[] = [];
    for (const { route, numbers } of routesWithNumbers()) {
      const valid = validRequest(route);
      const inBounds = numbers.map((number) =>
        number.isInt
          ? fc.integer({ min: lowestAccepted(number), max: highestAccepted(number) })
          : fc.double({
              min: lowestAccepted(number),
              max: highestAccepted(number),
              noNaN: true,
              noDefaultInfinity: true,
            }),
      );
      await fc
        .assert(
          fc.asyncProperty(fc.tuple(...inBounds), async (values) => {
            let request = valid;
            numbers.forEach((number, index) => {
              request = {
                ...request,
                [number.part]: withLeaf(request[number.part], number.path, values[index]),
              };
            });
            const res = await send(route, request);
            if (res.statusCode >= 500)
              failures.push(`${route.method} ${route.url} ${JSON.stringify(values)} → ${res.body}`);
            return res.statusCode < 500;
          }),
          { numRuns: 12, seed: 13 },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});

describe('the audit’s repro', () => {
  it('refuses an IR count of two billion with 400 naming Injured Reserve, and saves nothing', async () => {
    const res = await call(t, inactive.commish, 'POST', '/roster_rules/create', {
      league_id: inactive.leagueId,
      roster_type_id: 1,
      ...DEFAULT_ROSTER_RULES,
      ir_count: 2_000_000_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Injured Reserve cannot exceed ${ROSTER_RULE_BOUNDS.ir_count.max}.`,
    );
    const stored = await t.db
      .selectFrom('roster_rules')
      .select('ir_count')
      .where('league_id', '=', inactive.leagueId)
      .execute();
    expect(stored.every((rules) => rules.ir_count === DEFAULT_ROSTER_RULES.ir_count)).toBe(true);
  });
});

describe('the heaviest rules the api accepts', () => {
  /** Every starting kind at its limit until the roster is full, IR and maximums at theirs. */
  const heaviest = () => {
    const rules = { ...DEFAULT_ROSTER_RULES };
    let room = MAX_ROSTER_SIZE;
    for (const kind of SLOT_KINDS.filter((slot) => slot !== 'IR')) {
      const field = SLOT_COUNT_FIELDS[kind];
      rules[field] = Math.min(ROSTER_RULE_BOUNDS[field].max, room);
      room -= rules[field];
    }
    return {
      ...rules,
      ir_count: ROSTER_RULE_BOUNDS.ir_count.max,
      max_roster_size: MAX_ROSTER_SIZE,
      max_qb_count: ROSTER_RULE_BOUNDS.max_qb_count.max,
      max_rb_count: ROSTER_RULE_BOUNDS.max_rb_count.max,
      max_wr_count: ROSTER_RULE_BOUNDS.max_wr_count.max,
      max_te_count: ROSTER_RULE_BOUNDS.max_te_count.max,
      beginning_faab: FAAB_MAX,
    };
  };

  it('are saved through the api', async () => {
    const league = await createRosterLeague(t, { isActive: false });
    for (const rosterType of [1, 2]) {
      const res = await call(t, league.commish, 'POST', '/roster_rules/create', {
        league_id: league.leagueId,
        roster_type_id: rosterType,
        ...heaviest(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const scoring = Object.fromEntries(
      SCORING_RULE_FIELDS.map((field) => [field, SCORING_POINTS_BOUNDS.max]),
    );
    const saved = await call(t, league.commish, 'POST', '/scoring_rules/create', {
      league_id: league.leagueId,
      ...scoring,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const waivers = await call(t, league.commish, 'POST', '/waiver_rules/create', {
      league_id: league.leagueId,
      waivers_length: WAIVERS_LENGTH_BOUNDS.max,
      waiver_day: 'Thursday',
    });
    expect(waivers.statusCode, waivers.body).toBe(200);
  });

  it("keep every read of a full league's rosters and matchups small", async () => {
    const rules = heaviest();
    const league = await createRosterLeague(t, { regular: rules, vampire: rules, faab: FAAB_MAX });
    const [home, away] = league.teams as [Team, Team];
    // Every slot of both teams filled, IR included, plus a player the layout must still show.
    for (const team of [home, away]) {
      for (const [position, slots] of [
        ['QB', rules.quarterback_count],
        ['RB', rules.running_back_count],
        ['WR', rules.wide_receiver_count],
        ['TE', rules.tight_end_count],
      ] as const) {
        for (let slot = 1; slot <= slots; slot++) {
          const playerId = await createPlayer(t, { position, team: 'KC' });
          await rosterPlayer(t, league, team, playerId, `${position}${slot}`);
        }
      }
      for (let slot = 1; slot <= rules.ir_count; slot++) {
        const playerId = await createPlayer(t, { position: 'WR', team: 'KC', injured: true });
        await rosterPlayer(t, league, team, playerId, `IR${slot}`);
      }
    }
    await addMatchup(t, league, 9, home, away);

    const reads = [
      `/rostered_players/myTeam/${league.leagueId}`,
      `/rostered_players/getRosteredPlayersByLeagueId/${league.leagueId}`,
      `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/9`,
      `/schedules/getSchedulesByLeagueId/${league.leagueId}`,
      `/roster_rules/getRosterRulesByLeagueId/${league.leagueId}/1`,
      `/playoffs/getBracketByLeagueId/${league.leagueId}`,
    ];
    const rostered = (MAX_ROSTER_SIZE + rules.ir_count) * 2;
    for (const url of reads) {
      const res = await call(t, home, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      // About 1 KB per rostered player at most: the answer grows with the players, never the rules.
      expect(res.body.length, url).toBeLessThan(rostered * 1024);
    }
    const matchups = await call(
      t,
      home,
      'GET',
      `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/9`,
    );
    const side = matchups.json().matchups[0].home as {
      starters: unknown[];
      bench: unknown[];
    };
    expect(side.starters).toHaveLength(MAX_ROSTER_SIZE);
    expect(side.bench).toHaveLength(rules.bench_count + rules.ir_count);
  });
});

describe('the database', () => {
  it('holds the same bounds as the shared limits', () => {
    const expected = [
      ...Object.entries(ROSTER_RULE_BOUNDS).map(([field, bounds]) => [
        'roster_rules',
        field,
        bounds.max,
      ]),
      ['league_members', 'remaining_faab_budget', FAAB_MAX],
      ['waiver_claims', 'faab_claim_amount', FAAB_MAX],
      ['waiver_rules', 'waivers_length', WAIVERS_LENGTH_BOUNDS.max],
    ];
    expect([...MIGRATION_006_BOUNDS.UPPER_BOUNDS].sort()).toEqual(expected.sort());
    const range = ({ min, max }: { min: number; max: number }) => [min, max];
    expect(MIGRATION_010_SETTINGS.tradeBounds).toEqual({
      review_hours: range(TRADE_REVIEW_HOURS_BOUNDS),
      veto_votes: range(TRADE_VETO_VOTES_BOUNDS),
      offer_expiry_hours: range(TRADE_OFFER_EXPIRY_HOURS_BOUNDS),
      trade_deadline_week: range(TRADE_DEADLINE_WEEK_BOUNDS),
    });
    expect(MIGRATION_010_SETTINGS.biteBounds).toEqual({
      deadline_hour: range(BITE_DEADLINE_HOUR_BOUNDS),
    });
    // Leagues made before the settings play by the same defaults as a new league.
    expect(MIGRATION_010_SETTINGS.tradeDefaults).toEqual(DEFAULT_TRADE_RULES);
    expect(MIGRATION_010_SETTINGS.biteDefaults).toEqual(DEFAULT_BITE_RULES);
    expect(MIGRATION_006_BOUNDS.SCORING_POINTS_MAX).toBe(SCORING_POINTS_BOUNDS.max);
    expect(-MIGRATION_006_BOUNDS.SCORING_POINTS_MAX).toBe(SCORING_POINTS_BOUNDS.min);
    expect(MIGRATION_011_PLAYOFF_RULES).toMatchObject({
      playoffTeams: [...PLAYOFF_TEAM_CHOICES],
      weeksPerRound: [...WEEKS_PER_ROUND_CHOICES],
      firstPlayoffWeek: FIRST_PLAYOFF_WEEK_BOUNDS,
      seedingTiebreakers: [...SEEDING_TIEBREAKERS],
    });
  });

  it('refuses a rule or a budget past its bound, whatever writes it', async () => {
    const league = await createRosterLeague(t, { teams: 1 });
    const writes = [
      sql`update roster_rules set ir_count = ${ROSTER_RULE_BOUNDS.ir_count.max + 1} where league_id = ${league.leagueId}`,
      sql`update league_members set remaining_faab_budget = ${FAAB_MAX + 1} where league_id = ${league.leagueId}`,
      sql`update scoring_rules set passing_yards = ${SCORING_POINTS_BOUNDS.max + 1} where league_id = ${league.leagueId}`,
      sql`update waiver_rules set waivers_length = ${WAIVERS_LENGTH_BOUNDS.max + 1} where league_id = ${league.leagueId}`,
      sql`insert into trade_rules (league_id, veto_votes) values (${league.leagueId}, ${TRADE_VETO_VOTES_BOUNDS.max + 1})`,
      sql`insert into bite_rules (league_id, deadline_hour) values (${league.leagueId}, ${BITE_DEADLINE_HOUR_BOUNDS.max + 1})`,
    ];
    for (const write of writes) {
      await expect(write.execute(t.db)).rejects.toMatchObject({ code: '23514' });
    }
  });
});
