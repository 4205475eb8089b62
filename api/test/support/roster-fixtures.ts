import { randomBytes } from 'node:crypto';
import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_WAIVER_RULES,
  type RosterRules,
  type WaiverDay,
} from '@fangtasy/shared/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, openSession } from '../../src/auth/sessions';
import type { TestApp } from './test-app';

/**
 * Exact league and roster states written straight into the database, so roster tests set up
 * precisely the situation they judge (and stay fast: no password hashing, no lifecycle calls).
 */

let sequence = 0;
export const unique = (prefix: string) =>
  `${prefix}${(++sequence).toString(36)}${randomBytes(3).toString('hex')}`;

/** A made-up NFL team code, so each test's games and locks touch only its own players. */
export const uniqueTeam = () => unique('T').toUpperCase().slice(0, 12);

/** 2025 week 10 in US Eastern: Tuesday Nov 4 to Tuesday Nov 11; the waiver day (Wednesday) starts Nov 5 00:00. */
export const WEEK_10 = {
  year: 2025,
  week: 10,
  begin: new Date('2025-11-04T05:00:00Z'),
  end: new Date('2025-11-11T05:00:00Z'),
  wednesday: new Date('2025-11-05T05:00:00Z'),
  /** Sunday 1:00 PM and 4:25 PM Eastern. */
  early: new Date('2025-11-09T18:00:00Z'),
  late: new Date('2025-11-09T21:25:00Z'),
  /** Sunday 3:00 PM Eastern: early games under way, late games not started. */
  sundayAfternoon: new Date('2025-11-09T20:00:00Z'),
  /** Tuesday 10:00 AM Eastern: before the waiver day. */
  tuesday: new Date('2025-11-04T15:00:00Z'),
  /** Thursday noon Eastern: direct adds open, no game started. */
  thursday: new Date('2025-11-06T17:00:00Z'),
} as const;

export const WEEK_9 = {
  year: 2025,
  week: 9,
  begin: new Date('2025-10-28T04:00:00Z'),
  end: new Date('2025-11-04T05:00:00Z'),
  sunday: new Date('2025-11-02T18:00:00Z'),
} as const;

/** The fantasy weeks the roster tests use (idempotent: every test may call it). */
export async function addSeasonWeeks(t: TestApp): Promise<void> {
  await t.db
    .insertInto('fantasy_weeks')
    .values([
      { year: 2025, week: 9, begin_datetime: WEEK_9.begin, end_datetime: WEEK_9.end },
      { year: 2025, week: 10, begin_datetime: WEEK_10.begin, end_datetime: WEEK_10.end },
    ])
    .onConflict((oc) => oc.columns(['year', 'week']).doNothing())
    .execute();
}

export interface Team {
  userId: number;
  memberId: number;
  cookie: string;
  isVamp: boolean;
  role: 'commish' | 'player';
}

export interface RosterLeague {
  leagueId: number;
  season: number;
  commish: Team;
  /** The commissioner first, then the players. */
  teams: Team[];
}

/** Both rule sets: one RB and one WR start, two on the bench, four players at most. */
export const SMALL_ROSTER = {
  quarterback_count: 0,
  running_back_count: 1,
  wide_receiver_count: 1,
  tight_end_count: 0,
  wide_receiver_tight_end_count: 0,
  flex_count: 0,
  bench_count: 2,
  max_roster_size: 4,
};

/** Rule values a league sets; a position maximum may be left out (null). */
type RuleOverrides = Partial<Omit<RosterRules, 'roster_type_id' | 'id' | 'league_id'>>;

export interface RosterLeagueOptions {
  isActive?: boolean;
  /** How many of the last teams are vampires. */
  vampires?: number;
  teams?: number;
  regular?: RuleOverrides;
  vampire?: RuleOverrides;
  waiversLength?: number;
  waiverDay?: WaiverDay;
  faab?: number;
  scoring?: Partial<typeof DEFAULT_SCORING_RULES>;
}

/** A league of `teams` members (default 10, the commissioner first) with all four rule records. */
export async function createRosterLeague(
  t: TestApp,
  options: RosterLeagueOptions = {},
): Promise<RosterLeague> {
  const count = options.teams ?? 10;
  const vampires = options.vampires ?? 0;
  const league = await t.db
    .insertInto('leagues')
    .values({
      name: unique('League '),
      is_active: options.isActive === false ? 0 : 1,
      season: 2025,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('roster_rules')
    .values([
      { league_id: league.id, roster_type_id: 1, ...DEFAULT_ROSTER_RULES, ...options.regular },
      { league_id: league.id, roster_type_id: 2, ...DEFAULT_ROSTER_RULES, ...options.vampire },
    ])
    .execute();
  await t.db
    .insertInto('scoring_rules')
    .values({ league_id: league.id, ...DEFAULT_SCORING_RULES, ...options.scoring })
    .execute();
  await t.db
    .insertInto('waiver_rules')
    .values({
      league_id: league.id,
      waivers_length: options.waiversLength ?? DEFAULT_WAIVER_RULES.waivers_length,
      waiver_day: options.waiverDay ?? DEFAULT_WAIVER_RULES.waiver_day,
    })
    .execute();
  const teams: Team[] = [];
  for (let i = 0; i < count; i++) {
    const isVamp = i >= count - vampires;
    const role = i === 0 ? 'commish' : 'player';
    teams.push(await addTeam(t, league.id, { isVamp, role, faab: options.faab ?? 100 }));
  }
  return { leagueId: league.id, season: 2025, commish: teams[0]!, teams };
}

/** A user with a live session and a membership (any role) in a league. */
export async function addTeam(
  t: TestApp,
  leagueId: number,
  options: {
    isVamp?: boolean;
    role?: 'commish' | 'player' | 'invited' | 'declined';
    faab?: number | null;
  } = {},
): Promise<Team> {
  const name = unique('u_');
  const user = await t.db
    .insertInto('users')
    .values({
      username: name,
      email_address: `${name}@fangtasy.test`,
      first_name: 'Pat',
      last_name: 'Tester',
      password_hash: 'not-a-real-hash',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = options.role ?? 'player';
  const member = await t.db
    .insertInto('league_members')
    .values({
      league_id: leagueId,
      user_id: user.id,
      role,
      is_vamp: options.isVamp ? 1 : 0,
      team_name: `Team ${name}`,
      remaining_faab_budget: options.faab === undefined ? 100 : options.faab,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await openSession(t.db, user.id, new Date(), 1);
  return {
    userId: user.id,
    memberId: member.id,
    cookie: `${SESSION_COOKIE}=${token}`,
    isVamp: Boolean(options.isVamp),
    role: role === 'commish' ? 'commish' : 'player',
  };
}

export interface PlayerSpec {
  name?: string;
  position: 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF';
  team: string;
  injured?: boolean;
}

export async function createPlayer(t: TestApp, spec: PlayerSpec): Promise<number> {
  const row = await t.db
    .insertInto('players')
    .values({
      external_id: unique('ext-'),
      player_name: spec.name ?? unique(`${spec.position} Player `),
      position: spec.position,
      team: spec.team,
      is_injured: spec.injured ? 1 : 0,
      injury_status: spec.injured ? 'Out' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Puts a player on a team's roster at `slot` (or, with `dropped`, leaves a dropped row). */
export async function rosterPlayer(
  t: TestApp,
  league: { leagueId: number },
  team: Team,
  playerId: number,
  slot = 'BENCH',
): Promise<number> {
  const row = await t.db
    .insertInto('rostered_players')
    .values({
      league_id: league.leagueId,
      league_member_id: team.memberId,
      player_id: playerId,
      roster_position: slot,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A player dropped by `team`, on waivers until `waiversUntil`. */
export async function droppedPlayer(
  t: TestApp,
  league: { leagueId: number },
  team: Team,
  playerId: number,
  waiversUntil: Date,
): Promise<number> {
  const row = await t.db
    .insertInto('rostered_players')
    .values({
      league_id: league.leagueId,
      league_member_id: team.memberId,
      player_id: playerId,
      roster_position: 'BENCH',
      is_rostered: 0,
      dropped_at: new Date(waiversUntil.getTime() - 2 * 86_400_000),
      waivers_until: waiversUntil,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An NFL game of `home` against `away` kicking off at `kickoff` (2025, week 10 unless told). */
export async function addGame(
  t: TestApp,
  game: {
    home: string;
    away: string;
    kickoff: Date;
    week?: number;
    season?: number;
    venue?: string | null;
    gametime?: string | null;
  },
): Promise<void> {
  await t.db
    .insertInto('nfl_games')
    .values({
      game_id: unique('game_'),
      season: game.season ?? 2025,
      week: game.week ?? 10,
      home_team: game.home,
      away_team: game.away,
      gameday: game.kickoff.toISOString().slice(0, 10),
      weekday: 'Sunday',
      gametime: game.gametime === undefined ? '13:00' : game.gametime,
      kickoff: game.kickoff,
      venue: game.venue === undefined ? 'Test Field' : game.venue,
    })
    .execute();
}

/** Calls the api as a team's user (null: anonymously). */
export function call(
  t: TestApp,
  team: Team | null,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: team ? { cookie: team.cookie } : {},
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

/** The rostered rows of a team straight from the database: player id → slot. */
export async function slotsOf(t: TestApp, team: Team): Promise<Map<number, string>> {
  const rows = await t.db
    .selectFrom('rostered_players')
    .select(['player_id', 'roster_position'])
    .where('league_member_id', '=', team.memberId)
    .where('is_rostered', '=', 1)
    .execute();
  return new Map(rows.map((row) => [row.player_id, row.roster_position]));
}
