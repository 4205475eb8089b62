import { createHash } from 'node:crypto';
import type {
  BracketGame,
  LeagueDetails,
  LeagueStandings,
  Membership,
  PlayoffBracket,
  ScheduleEntry,
  WeekMatchups,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeFinalWeeks } from '../src/services/finalize-weeks';
import { seedLeaguePlayoffs } from '../src/services/playoffs/seed-playoffs';
import {
  addPlayoffSeasonWeeks,
  afterWeek,
  bracketOf,
  createPlayoffLeague,
  playWeek,
  readAs,
  seedOrder,
  strictOrder,
  sundayOf,
  tickAt,
  type PlayoffLeague,
  type SeasonScores,
} from './support/playoff-fixtures';
import { call, createPlayer, type Team } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Leagues whose regular season is written straight into the schedule (each test its own), the
// clock moved week by week and the scheduler's tick run at each step (weeks ended become final,
// then the playoffs job). Every figure is held against a plain loop over the scores the test
// wrote, never against the api's own rules.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: sundayOf(9).toISOString() });
  await addPlayoffSeasonWeeks(t);
});
afterAll(() => t?.close());

const get = <T>(team: Team, url: string) => readAs<T>(t, team, url);

/** The regular season's records and points for by a plain loop over the stored final games. */
async function referenceRecords(league: PlayoffLeague) {
  const games = await t.db
    .selectFrom('schedules')
    .selectAll()
    .where('league_id', '=', league.leagueId)
    .where('week', '<=', 9)
    .execute();
  const records = new Map(
    league.teams.map((team) => [team.memberId, { wins: 0, losses: 0, ties: 0, cents: 0 }]),
  );
  for (const game of games) {
    const home = Math.round(Number(game.home_score) * 100);
    const away = Math.round(Number(game.away_score) * 100);
    for (const [member, own, other] of [
      [game.home_league_member, home, away],
      [game.away_league_member, away, home],
    ] as const) {
      const record = records.get(member)!;
      record.cents += own;
      if (own > other) record.wins += 1;
      else if (own < other) record.losses += 1;
      else record.ties += 1;
    }
  }
  return records;
}

/** Seeds the league (the tick after week 9 ends) and checks each seed's figures against the loop. */
async function seeded(league: PlayoffLeague): Promise<PlayoffBracket> {
  await tickAt(t, afterWeek(9));
  const bracket = await bracketOf(t, league.commish, league.leagueId);
  expect(bracket.status).toBe('under_way');
  const records = await referenceRecords(league);
  for (const row of bracket.seeds) {
    const record = records.get(row.league_member_id)!;
    expect([row.wins, row.losses, row.ties, row.points_for]).toEqual([
      record.wins,
      record.losses,
      record.ties,
      record.cents / 100,
    ]);
  }
  return bracket;
}

/** The seeds' tie-breaks, by team index in seed order. */
const tiebreaks = (league: PlayoffLeague, bracket: PlayoffBracket) =>
  Object.fromEntries(
    bracket.seeds.map((row) => [
      league.teams.find((team) => team.memberId === row.league_member_id)!.index,
      row.tiebreak,
    ]),
  );

/** The two teams of a bracket game by team index ('TBD' when unknown), top first. */
const sidesOf = (league: PlayoffLeague, game: BracketGame) =>
  [game.top, game.bottom].map((side) =>
    side.team
      ? league.teams.find((team) => team.memberId === side.team!.league_member_id)!.index
      : 'TBD',
  );

const gamesOf = (bracket: PlayoffBracket, name: 'playoff' | 'consolation', round: number) =>
  bracket.brackets.find((entry) => entry.bracket === name)!.rounds.find((r) => r.round === round)!
    .games;

/** A league's stored matchups of a week as [home index, away index]. */
async function matchupsOfWeek(league: PlayoffLeague, week: number) {
  const rows = await t.db
    .selectFrom('schedules')
    .select(['home_league_member', 'away_league_member'])
    .where('league_id', '=', league.leagueId)
    .where('week', '=', week)
    .orderBy('id')
    .execute();
  const index = (memberId: number) =>
    league.teams.find((team) => team.memberId === memberId)!.index;
  return rows.map((row) => [index(row.home_league_member), index(row.away_league_member)]);
}

/** The winner of a game by a plain comparison of the points the test gave (level: the better seed). */
const expectedWinner = (a: { index: number; seed: number; points: number }, b: typeof a) =>
  Math.round(a.points * 100) > Math.round(b.points * 100)
    ? a.index
    : Math.round(a.points * 100) < Math.round(b.points * 100)
      ? b.index
      : a.seed < b.seed
        ? a.index
        : b.index;

describe('seeding when the last regular-season week is final', () => {
  it('leaves weeks 10-14 to be decided until week 9 is over, then seeds by record', async () => {
    const league = await createPlayoffLeague(t, { scores: strictOrder });
    await tickAt(t, sundayOf(9));
    const before = await bracketOf(t, league.commish, league.leagueId);
    expect(before.status).toBe('not_seeded');
    expect(before.seeds).toEqual([]);
    // The picture is already there, every side to be decided.
    expect(gamesOf(before, 'playoff', 1).map((game) => [game.top.source, game.top.team])).toEqual([
      [{ kind: 'seed', seed: 1 }, null],
      [{ kind: 'seed', seed: 2 }, null],
    ]);
    expect(await matchupsOfWeek(league, 10)).toEqual([]);

    const bracket = await seeded(league);
    expect(seedOrder(league, bracket)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(bracket.seeds.every((row) => row.tiebreak === null)).toBe(true);
    expect(bracket.seeds.map((row) => row.bracket)).toEqual([
      ...Array(4).fill('playoff'),
      ...Array(6).fill(null),
    ]);
    // 1 v 4 and 2 v 3 in week 10, the better seed at home; the final is still to be decided.
    expect(await matchupsOfWeek(league, 10)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    expect(gamesOf(bracket, 'playoff', 2)[0]!.state).toBe('waiting_for_teams');
    expect(await matchupsOfWeek(league, 11)).toEqual([]);
  });

  it('breaks a tie on record by points for, to the cent', async () => {
    // Teams 2 and 3 tie their game and are both 6-2-1; team 3 scored 0.01 more in one win.
    const scores: SeasonScores = (a, b) =>
      a === 2 && b === 3 ? [90, 90] : a === 3 && b === 9 ? [100.01, 80] : [100, 80];
    const league = await createPlayoffLeague(t, { scores });
    const bracket = await seeded(league);
    expect(seedOrder(league, bracket)).toEqual([0, 1, 3, 2, 4, 5, 6, 7, 8, 9]);
    expect(tiebreaks(league, bracket)).toMatchObject({ 2: 'points_for', 3: 'points_for', 4: null });
  });

  it('goes to head-to-head when record and points for are level', async () => {
    // 3 beats 2 and loses to 9: 2 and 3 are both 6-3 with 840 points; 8 and 9 both 1-8.
    const scores: SeasonScores = (a, b) =>
      (a === 2 && b === 3) || (a === 3 && b === 9) ? [80, 100] : [100, 80];
    const league = await createPlayoffLeague(t, { scores });
    const bracket = await seeded(league);
    expect(seedOrder(league, bracket)).toEqual([0, 1, 3, 2, 4, 5, 6, 7, 8, 9]);
    expect(tiebreaks(league, bracket)).toMatchObject({
      2: 'head_to_head',
      3: 'head_to_head',
      8: 'head_to_head',
      9: 'head_to_head',
    });
  });

  it('puts head-to-head before points for when the league chose that order', async () => {
    // As above, but team 2 scored 0.5 more in each of its wins: points for favour 2,
    // head-to-head favours 3.
    const scores: SeasonScores = (a, b) =>
      (a === 2 && b === 3) || (a === 3 && b === 9) ? [80, 100] : a === 2 ? [100.5, 80] : [100, 80];
    const byPoints = await createPlayoffLeague(t, { scores });
    const byHeadToHead = await createPlayoffLeague(t, {
      scores,
      rules: { seeding_tiebreaker: 'head_to_head' },
    });
    await tickAt(t, afterWeek(9));
    const points = await bracketOf(t, byPoints.commish, byPoints.leagueId);
    const headToHead = await bracketOf(t, byHeadToHead.commish, byHeadToHead.leagueId);
    expect(seedOrder(byPoints, points).slice(2, 4)).toEqual([2, 3]);
    expect(seedOrder(byHeadToHead, headToHead).slice(2, 4)).toEqual([3, 2]);
    expect(headToHead.seeding_order).toEqual([
      'Record (win percentage, a tie counting half a win)',
      'Head-to-head record among the teams still level',
      'Points for',
      'A draw by lot, made when the league is seeded',
    ]);
  });

  it('splits a three-way tie step by step: points for, then head-to-head between the two left', async () => {
    // 2 beats 1 and 3 beats 2: 1, 2 and 3 are all 7-2 in a circle; team 1 has 0.01 more points.
    const scores: SeasonScores = (a, b) =>
      (a === 1 && b === 2) || (a === 2 && b === 3)
        ? [80, 100]
        : a === 1 && b === 9
          ? [100.01, 80]
          : [100, 80];
    const league = await createPlayoffLeague(t, { scores });
    const bracket = await seeded(league);
    // Between 2 and 3 only their own game counts (3 won it); over all three it is a circle.
    expect(seedOrder(league, bracket)).toEqual([0, 1, 3, 2, 4, 5, 6, 7, 8, 9]);
    expect(tiebreaks(league, bracket)).toMatchObject({
      1: 'points_for',
      2: 'head_to_head',
      3: 'head_to_head',
    });
  });

  it('draws by lot when record, points for and head-to-head are all level', async () => {
    // Teams 2 and 3 tie their game and are level on everything.
    const scores: SeasonScores = (a, b) => (a === 2 && b === 3 ? [90, 90] : [100, 80]);
    const league = await createPlayoffLeague(t, { scores });
    const bracket = await seeded(league);
    // The draw: the teams in the order of the MD5 digest of "league:team", fixed in advance.
    const digest = (memberId: number) =>
      createHash('md5').update(`${league.leagueId}:${memberId}`).digest('hex');
    const [first, second] = [league.teams[2]!, league.teams[3]!].sort((a, b) =>
      digest(a.memberId) < digest(b.memberId) ? -1 : 1,
    );
    expect(seedOrder(league, bracket).slice(2, 4)).toEqual([first!.index, second!.index]);
    expect(tiebreaks(league, bracket)).toMatchObject({ 2: 'lot', 3: 'lot' });
  });

  it('seeds each league exactly once, however many callers race, and leaves nothing after a crash', async () => {
    const league = await createPlayoffLeague(t, { scores: strictOrder });
    // A crash after the seeds and games were written, as the first week is scheduled.
    await sql`create function fail_playoff_weeks() returns trigger language plpgsql as $$
      begin
        if new.league_id = ${sql.lit(league.leagueId)} and new.playoff_game_id is not null then
          raise exception 'crash while seeding';
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger fail_playoff_weeks before insert on schedules
      for each row execute function fail_playoff_weeks()`.execute(t.db);
    try {
      await expect(seedLeaguePlayoffs(t.db, league.leagueId, afterWeek(9))).rejects.toThrow(
        /crash while seeding/,
      );
    } finally {
      await sql`drop trigger fail_playoff_weeks on schedules`.execute(t.db);
      await sql`drop function fail_playoff_weeks()`.execute(t.db);
    }
    const left = async (table: 'playoff_brackets' | 'playoff_seeds' | 'playoff_games') =>
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('league_id', '=', league.leagueId)
          .executeTakeFirstOrThrow()
      ).n;
    expect([
      await left('playoff_brackets'),
      await left('playoff_seeds'),
      await left('playoff_games'),
    ]).toEqual([0, 0, 0]);
    expect(await matchupsOfWeek(league, 10)).toEqual([]);

    // Three callers at once (three connections on PostgreSQL): one seeds, the others find it done.
    const results = await Promise.all(
      [1, 2, 3].map(() => seedLeaguePlayoffs(t.db, league.leagueId, afterWeek(9))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    await tickAt(t, afterWeek(9));
    expect([
      await left('playoff_brackets'),
      await left('playoff_seeds'),
      await left('playoff_games'),
    ]).toEqual([1, 10, 3]);
    expect(await matchupsOfWeek(league, 10)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    // The database holds the invariant too: a second bracket row is refused.
    await expect(
      t.db
        .insertInto('playoff_brackets')
        .values({ league_id: league.leagueId, seeded_at: afterWeek(9) })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('four playoff teams and a consolation bracket, one-week rounds', () => {
  let league: PlayoffLeague;
  const week10 = [50.5, 70, 69.9, 60.2, 10, 30, 30, 20, 5, 5];
  const week11 = [40, 88.8, 40, 99.9, 30, 40, 30, 45, 5, 5];
  beforeAll(async () => {
    league = await createPlayoffLeague(t, {
      scores: strictOrder,
      rules: { consolation_bracket: 1 },
    });
    await tickAt(t, afterWeek(9));
  });

  it('schedules the semifinals and the consolation semifinals in week 10 as ordinary matchups', async () => {
    expect(await matchupsOfWeek(league, 10)).toEqual([
      [0, 3],
      [1, 2],
      [4, 7],
      [5, 6],
    ]);
    const schedule = await get<ScheduleEntry[]>(
      league.teams[3]!,
      `/schedules/getSchedulesByLeagueId/${league.leagueId}`,
    );
    const semis = schedule.filter((entry) => entry.week === 10);
    expect(semis.map((entry) => entry.playoff)).toEqual([
      expect.objectContaining({
        bracket: 'playoff',
        round_name: 'Semifinals',
        home_seed: 1,
        away_seed: 4,
        round_week: 1,
        round_weeks: 1,
      }),
      expect.objectContaining({ bracket: 'playoff', home_seed: 2, away_seed: 3 }),
      expect.objectContaining({
        bracket: 'consolation',
        round_name: 'Consolation semifinals',
        home_seed: 5,
        away_seed: 8,
      }),
      expect.objectContaining({ bracket: 'consolation', home_seed: 6, away_seed: 7 }),
    ]);
    expect(
      schedule.filter((entry) => entry.week <= 9).every((entry) => entry.playoff === null),
    ).toBe(true);
    // Seeds 9 and 10 have no game: their next match is none.
    const standings = await get<LeagueStandings>(
      league.teams[8]!,
      `/standings/getStandingsByLeagueId/${league.leagueId}`,
    );
    expect(standings.next_match).toBeNull();
    expect(standings.league_status).toBe('playoffs');
    expect(standings.standings.map((row) => row.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows the live playoff week on Matchups and the dashboard with its round', async () => {
    await playWeek(t, league, 10, week10);
    t.clock.set(new Date(sundayOf(10).getTime() + 60 * 60 * 1000));
    const week = await get<WeekMatchups>(
      league.teams[1]!,
      `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/10`,
    );
    expect([week.phase, week.round_name, week.is_final]).toEqual(['playoffs', 'Semifinals', false]);
    const own = week.matchups.find(
      (matchup) => matchup.home.league_member_id === league.teams[1]!.memberId,
    )!;
    expect(own.playoff).toMatchObject({ round_name: 'Semifinals', home_seed: 2, away_seed: 3 });
    expect([own.home.score, own.away.score]).toEqual([week10[1], week10[2]]);
    const standings = await get<LeagueStandings>(
      league.teams[1]!,
      `/standings/getStandingsByLeagueId/${league.leagueId}`,
    );
    expect(standings.next_match).toMatchObject({
      week: 10,
      opponent_league_member_id: league.teams[2]!.memberId,
      round_name: 'Semifinals',
    });
    // The pushed week is the same answer: the live stream's JSON form carries the round too.
    const live = await get<WeekMatchups>(league.teams[1]!, `/live/matchups/${league.leagueId}/10`);
    expect(live.matchups.map((matchup) => matchup.playoff?.round_name)).toEqual([
      'Semifinals',
      'Semifinals',
      'Consolation semifinals',
      'Consolation semifinals',
    ]);
    const bracket = await bracketOf(t, league.teams[1]!, league.leagueId);
    expect(gamesOf(bracket, 'playoff', 1).map((game) => game.state)).toEqual([
      'in_progress',
      'in_progress',
    ]);
    expect(gamesOf(bracket, 'playoff', 1)[1]!.top.points).toBe(week10[1]);
  });

  it('decides the round when week 10 is final: the winners meet in week 11, a tie goes to the higher seed', async () => {
    await tickAt(t, afterWeek(10));
    const bracket = await bracketOf(t, league.commish, league.leagueId);
    const seedOfIndex = (index: number) =>
      bracket.seeds.find((row) => row.league_member_id === league.teams[index]!.memberId)!.seed;
    const winner = (a: number, b: number, points: number[]) =>
      expectedWinner(
        { index: a, seed: seedOfIndex(a), points: points[a]! },
        { index: b, seed: seedOfIndex(b), points: points[b]! },
      );
    const semis = gamesOf(bracket, 'playoff', 1);
    expect(semis.map((game) => game.state)).toEqual(['decided', 'decided']);
    expect(semis.map((game) => game.winner_league_member_id)).toEqual([
      league.teams[winner(0, 3, week10)]!.memberId,
      league.teams[winner(1, 2, week10)]!.memberId,
    ]);
    const consolation = gamesOf(bracket, 'consolation', 1);
    // 5 and 6 (seeds 6 and 7) both scored 30: the higher seed goes on.
    expect(consolation[1]).toMatchObject({
      decided_by: 'higher_seed',
      winner_league_member_id: league.teams[5]!.memberId,
    });
    expect(sidesOf(league, gamesOf(bracket, 'playoff', 2)[0]!)).toEqual([3, 1]);
    expect(await matchupsOfWeek(league, 11)).toEqual([
      [1, 3],
      [5, 7],
    ]);
    expect(gamesOf(bracket, 'playoff', 1)[0]!.top.points).toBe(week10[0]);
    expect(gamesOf(bracket, 'playoff', 1)[0]!.bottom.points).toBe(week10[3]);
    // Eliminated: no next match, the regular-season record unchanged by the playoff game.
    const standings = await get<LeagueStandings>(
      league.commish,
      `/standings/getStandingsByLeagueId/${league.leagueId}`,
    );
    expect(standings.next_match).toBeNull();
    expect(standings.standings[0]).toMatchObject({ wins: 9, losses: 0, seed: 1 });
    expect(standings.final_weeks).toBe(9);
  });

  it('crowns the champion after the final, completes the league and keeps the final standings', async () => {
    await playWeek(t, league, 11, week11);
    await tickAt(t, afterWeek(11));
    const bracket = await bracketOf(t, league.teams[5]!, league.leagueId);
    expect(bracket.status).toBe('complete');
    const champion = expectedWinner(
      { index: 1, seed: 2, points: week11[1]! },
      { index: 3, seed: 4, points: week11[3]! },
    );
    expect(bracket.champion?.league_member_id).toBe(league.teams[champion]!.memberId);
    // Places: champion, runner-up, the semifinal losers by seed, then the consolation bracket
    // (its winner, runner-up, its semifinal losers by seed), then the rest by seed.
    const places = bracket.seeds
      .slice()
      .sort((a, b) => a.final_place! - b.final_place!)
      .map((row) => league.teams.find((team) => team.memberId === row.league_member_id)!.index);
    expect(places).toEqual([3, 1, 0, 2, 7, 5, 4, 6, 8, 9]);

    const details = await get<LeagueDetails>(
      league.teams[9]!,
      `/leagues/getLeagueById/${league.leagueId}`,
    );
    expect(details).toMatchObject({
      status: 'complete',
      champion: { league_member_id: league.teams[3]!.memberId },
      next_league_id: null,
    });
    const memberships = await get<Membership[]>(
      league.teams[9]!,
      `/league_members/getLeagueMembersByUserId/${league.teams[9]!.userId}`,
    );
    expect(memberships[0]).toMatchObject({
      league_status: 'complete',
      champion: { league_member_id: league.teams[3]!.memberId },
    });
    const standings = await get<LeagueStandings>(
      league.teams[9]!,
      `/standings/getStandingsByLeagueId/${league.leagueId}`,
    );
    expect(standings).toMatchObject({ league_status: 'complete', next_match: null });
    expect(standings.champion?.league_member_id).toBe(league.teams[3]!.memberId);
    expect(standings.standings.map((row) => row.final_place)).toEqual([
      3, 2, 4, 1, 7, 6, 8, 5, 9, 10,
    ]);
  });

  it('keeps the unused weeks clear: no games for anyone in weeks 12-14', async () => {
    for (const week of [12, 13, 14]) {
      const answer = await get<WeekMatchups>(
        league.commish,
        `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/${week}`,
      );
      expect([answer.phase, answer.round_name, answer.matchups]).toEqual(['no_games', null, []]);
    }
    const rules = await get<{ weeks: { week: number; phase: string }[] }>(
      league.commish,
      `/playoff_rules/getPlayoffRulesByLeagueId/${league.leagueId}`,
    );
    expect(rules.weeks.map((week) => week.phase)).toEqual([
      'playoffs',
      'playoffs',
      'no_games',
      'no_games',
      'no_games',
    ]);
  });
});

describe('six playoff teams: byes for the top two seeds', () => {
  it('plays seeds 3-6 in week 10 while 1 and 2 wait, then semifinals and a final', async () => {
    const league = await createPlayoffLeague(t, {
      scores: strictOrder,
      rules: { playoff_teams: 6 },
    });
    await tickAt(t, afterWeek(9));
    let bracket = await bracketOf(t, league.commish, league.leagueId);
    expect(bracket.brackets[0]!.rounds.map((round) => [round.name, round.weeks])).toEqual([
      ['Quarterfinals', [10]],
      ['Semifinals', [11]],
      ['Championship', [12]],
    ]);
    expect(bracket.brackets[0]!.rounds[0]!.byes.map((team) => team.seed)).toEqual([1, 2]);
    expect(await matchupsOfWeek(league, 10)).toEqual([
      [3, 4],
      [2, 5],
    ]);
    // Seeds 1 and 2 are already in their semifinals; their opponents are to be decided.
    expect(gamesOf(bracket, 'playoff', 2).map((game) => sidesOf(league, game))).toEqual([
      [0, 'TBD'],
      [1, 'TBD'],
    ]);
    const week = await get<WeekMatchups>(
      league.teams[0]!,
      `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/10`,
    );
    expect(week.round_name).toBe('Quarterfinals');
    expect(
      week.matchups.some(
        (matchup) =>
          matchup.home.league_member_id === league.teams[0]!.memberId ||
          matchup.away.league_member_id === league.teams[0]!.memberId,
      ),
    ).toBe(false);
    const standings = await get<LeagueStandings>(
      league.teams[0]!,
      `/standings/getStandingsByLeagueId/${league.leagueId}`,
    );
    expect(standings.playoff_teams).toBe(6);

    await playWeek(t, league, 10, [0, 0, 70, 50, 60, 10, 0, 0, 0, 0]);
    await tickAt(t, afterWeek(10));
    expect(await matchupsOfWeek(league, 11)).toEqual([
      [0, 4],
      [1, 2],
    ]);
    await playWeek(t, league, 11, [80, 90, 90, 0, 85, 0, 0, 0, 0, 0]);
    await tickAt(t, afterWeek(11));
    bracket = await bracketOf(t, league.commish, league.leagueId);
    expect(gamesOf(bracket, 'playoff', 2).map((game) => game.decided_by)).toEqual([
      'points',
      'higher_seed',
    ]);
    expect(await matchupsOfWeek(league, 12)).toEqual([[1, 4]]);
    await playWeek(t, league, 12, [0, 100, 0, 0, 99, 0, 0, 0, 0, 0]);
    await tickAt(t, afterWeek(12));
    bracket = await bracketOf(t, league.commish, league.leagueId);
    expect(bracket.status).toBe('complete');
    expect(bracket.champion?.league_member_id).toBe(league.teams[1]!.memberId);
  });
});

describe('two-week rounds', () => {
  it('adds both weeks of a round: the aggregate decides, and the final spans weeks 13-14', async () => {
    const league = await createPlayoffLeague(t, {
      scores: strictOrder,
      rules: { weeks_per_round: 2, first_playoff_week: 11 },
    });
    await tickAt(t, afterWeek(9));
    // Week 10 is before the playoffs: no games for anyone.
    expect(await matchupsOfWeek(league, 10)).toEqual([]);
    expect(await matchupsOfWeek(league, 11)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    expect(await matchupsOfWeek(league, 12)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    const week11 = [50, 60, 70, 40, 0, 0, 0, 0, 0, 0];
    const week12 = [30, 50, 40, 45, 0, 0, 0, 0, 0, 0];
    await playWeek(t, league, 11, week11);
    await tickAt(t, afterWeek(11));
    // One week of two played: nothing decided, the second week carries the first's points.
    let bracket = await bracketOf(t, league.commish, league.leagueId);
    expect(gamesOf(bracket, 'playoff', 1).map((game) => game.state)).toEqual([
      'in_progress',
      'in_progress',
    ]);
    const second = await get<WeekMatchups>(
      league.commish,
      `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/12`,
    );
    expect(second.matchups[0]!.playoff).toMatchObject({
      round_week: 2,
      round_weeks: 2,
      home_points_before: week11[0],
      away_points_before: week11[3],
    });
    await playWeek(t, league, 12, week12);
    await tickAt(t, afterWeek(12));
    bracket = await bracketOf(t, league.commish, league.leagueId);
    const total = (index: number) => week11[index]! + week12[index]!;
    // Team 0 won week 11 but 3 wins the round on aggregate; 1 and 2 are level: seed 2 goes on.
    expect(
      gamesOf(bracket, 'playoff', 1).map((game) => [game.top.points, game.bottom.points]),
    ).toEqual([
      [total(0), total(3)],
      [total(1), total(2)],
    ]);
    expect(gamesOf(bracket, 'playoff', 1).map((game) => game.winner_league_member_id)).toEqual([
      league.teams[3]!.memberId,
      league.teams[1]!.memberId,
    ]);
    expect(gamesOf(bracket, 'playoff', 1)[1]!.decided_by).toBe('higher_seed');
    expect(await matchupsOfWeek(league, 13)).toEqual([[1, 3]]);
    expect(await matchupsOfWeek(league, 14)).toEqual([[1, 3]]);
    await playWeek(t, league, 13, [0, 10, 0, 20, 0, 0, 0, 0, 0, 0]);
    await tickAt(t, afterWeek(13));
    await playWeek(t, league, 14, [0, 30, 0, 15, 0, 0, 0, 0, 0, 0]);
    await tickAt(t, afterWeek(14));
    bracket = await bracketOf(t, league.commish, league.leagueId);
    expect(bracket.champion?.league_member_id).toBe(league.teams[1]!.memberId);
  });
});

describe('a stat correction after a round', () => {
  it('changes who goes on until the next round kicks off, and only the scores after that', async () => {
    const league = await createPlayoffLeague(t, { scores: strictOrder });
    await tickAt(t, afterWeek(9));
    await playWeek(t, league, 10, [50, 70, 60, 49.9, 0, 0, 0, 0, 0, 0]);
    await tickAt(t, afterWeek(10));
    expect(await matchupsOfWeek(league, 11)).toEqual([[0, 1]]);

    // Tuesday after week 10: team 3's line is corrected to 50.1, which wins its semifinal.
    await playWeek(t, league, 10, [50, 70, 60, 50.1, 0, 0, 0, 0, 0, 0]);
    expect(await recomputeFinalWeeks(t.db, [{ season: 2025, week: 10 }])).toBeGreaterThan(0);
    await tickAt(t, afterWeek(10));
    let bracket = await bracketOf(t, league.commish, league.leagueId);
    expect(gamesOf(bracket, 'playoff', 1)[0]).toMatchObject({
      winner_league_member_id: league.teams[3]!.memberId,
      bottom: { points: 50.1 },
    });
    expect(await matchupsOfWeek(league, 11)).toEqual([[1, 3]]);

    // Once week 11 has kicked off a correction moves the scores but not the bracket.
    await tickAt(t, new Date(sundayOf(11).getTime() + 60_000));
    await playWeek(t, league, 10, [50, 70, 75, 50.1, 0, 0, 0, 0, 0, 0]);
    await recomputeFinalWeeks(t.db, [{ season: 2025, week: 10 }]);
    await tickAt(t, new Date(sundayOf(11).getTime() + 120_000));
    bracket = await bracketOf(t, league.commish, league.leagueId);
    expect(gamesOf(bracket, 'playoff', 1)[1]).toMatchObject({
      top: { points: 70 },
      bottom: { points: 75 },
      winner_league_member_id: league.teams[1]!.memberId,
    });
    expect(await matchupsOfWeek(league, 11)).toEqual([[1, 3]]);
    const semis = await get<WeekMatchups>(
      league.commish,
      `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/10`,
    );
    expect(semis.matchups.map((matchup) => [matchup.home.score, matchup.away.score])).toEqual([
      [50, 50.1],
      [70, 75],
    ]);
  });
});

describe('members out of the playoffs', () => {
  it('keep managing their rosters: free agency and claims go on through the playoffs', async () => {
    const league = await createPlayoffLeague(t, { scores: strictOrder });
    await tickAt(t, afterWeek(9));
    await playWeek(t, league, 10, [0, 70, 60, 50, 0, 0, 0, 0, 0, 0]);
    await tickAt(t, afterWeek(10));
    // Thursday of week 11, after the waiver day: team 0 went out in the semifinals, team 9 never
    // made the playoffs.
    t.clock.set(new Date(sundayOf(11).getTime() - 3 * 24 * 60 * 60 * 1000));
    for (const team of [league.teams[0]!, league.teams[9]!]) {
      const free = await createPlayer(t, { position: 'WR', team: 'KC' });
      const added = await call(t, team, 'POST', '/rostered_players/addFromWaivers', {
        league_member_id: team.memberId,
        player_id: free,
      });
      expect(added.statusCode, added.body).toBe(200);
      const claimed = await call(t, team, 'POST', '/waiver_claims/create', {
        league_id: league.leagueId,
        league_member_id: team.memberId,
        player_id: await createPlayer(t, { position: 'TE', team: 'KC' }),
        faab_claim_amount: 3,
        is_active: 1,
        rostered_player_to_drop: null,
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
    }
  });
});

describe('the tables behind the bracket', () => {
  it('refuse a second bracket game in a place and a team twice in one game', async () => {
    const league = await createPlayoffLeague(t, { scores: strictOrder });
    await tickAt(t, afterWeek(9));
    const [one, two] = league.teams;
    await expect(
      t.db
        .insertInto('playoff_games')
        .values({ league_id: league.leagueId, bracket: 'playoff', round: 1, slot: 0 })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.db
        .insertInto('playoff_games')
        .values({
          league_id: league.leagueId,
          bracket: 'playoff',
          round: 3,
          slot: 1,
          top_member_id: one!.memberId,
          bottom_member_id: one!.memberId,
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      t.db
        .updateTable('playoff_games')
        .set({
          winner_member_id: two!.memberId,
          decided_by: 'points',
          decided_at: new Date(),
          corrections_until: new Date(),
        })
        .where('league_id', '=', league.leagueId)
        .where('round', '=', 1)
        .where('slot', '=', 0)
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
