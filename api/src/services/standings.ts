import { REGULAR_SEASON_WEEKS, type LeagueStandings } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { requireLeagueMember } from '../auth/access';
import { finalPlacesOf, loadBracketState } from './playoffs/bracket-state';
import { leagueSeasonFactsOf } from './playoffs/league-season';
import { playoffMatchupOf } from './playoffs/playoff-matchups';
import { playoffRulesOf } from './playoffs/playoff-rules';
import { rankStandings, streakOf, type WeekResult } from './standings-order';
import { holdsATeamSql } from './member-rules-sql';

interface TallyRow {
  league_member_id: number;
  team_name: string | null;
  username: string;
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
  points_against: number;
}

/**
 * A league's W-L-T records and standing from its final regular-season matchups, and the caller's
 * next match. A week counts once it is final and has ended by the league clock (a clock moved back
 * shows that week as still to play). Playoff games decide the bracket, not the table: once the
 * league is seeded the table is in seed order (the line falls where the bracket does), each row
 * with its seed, and with its final place once the season is complete.
 */
export async function leagueStandings(
  db: Db,
  input: { leagueId: number; userId: number; now: Date },
): Promise<LeagueStandings> {
  const membership = await requireLeagueMember(db, input.leagueId, input.userId);
  const { leagueId, now } = input;
  const ended = sql`s.week <= ${REGULAR_SEASON_WEEKS} and s.playoff_game_id is null
    and exists (select 1 from fantasy_weeks fw join leagues l on l.id = s.league_id
    where fw.year = l.season and fw.week = s.week and fw.end_datetime <= ${now})`;
  // Each team's final results, one row per team and week, from its own side.
  const results = sql`results as (
      select s.week, s.home_league_member as member, s.home_score as pf, s.away_score as pa
      from schedules s
      where s.league_id = ${leagueId} and s.is_final = 1 and ${ended}
      union all
      select s.week, s.away_league_member, s.away_score, s.home_score
      from schedules s
      where s.league_id = ${leagueId} and s.is_final = 1 and ${ended}
    )`;
  const { rows: tallies } = await sql<TallyRow>`
    with ${results}
    select m.id as league_member_id, m.team_name, u.username,
      count(r.member) filter (where r.pf > r.pa)::int as wins,
      count(r.member) filter (where r.pf < r.pa)::int as losses,
      count(r.member) filter (where r.pf = r.pa)::int as ties,
      coalesce(sum(r.pf), 0) as points_for,
      coalesce(sum(r.pa), 0) as points_against
    from league_members m
    join users u on u.id = m.user_id
    left join results r on r.member = m.id
    where m.league_id = ${leagueId} and ${holdsATeamSql('m')}
    group by m.id, m.team_name, u.username`.execute(db);

  const { rows: latestFirst } = await sql<{ member: number; result: WeekResult }>`
    with ${results}
    select r.member,
      case when r.pf > r.pa then 'W' when r.pf < r.pa then 'L' else 'T' end as result
    from results r
    order by r.member, r.week desc`.execute(db);
  const resultsOf = new Map<number, WeekResult[]>();
  for (const row of latestFirst) {
    const list = resultsOf.get(row.member) ?? [];
    list.push(row.result);
    resultsOf.set(row.member, list);
  }

  const { rows: finalWeeks } = await sql<{ weeks: number }>`
    select count(distinct s.week)::int as weeks from schedules s
    where s.league_id = ${leagueId} and s.is_final = 1 and ${ended}`.execute(db);

  const next = await db
    .selectFrom('schedules as s')
    .innerJoin('leagues as l', 'l.id', 's.league_id')
    .leftJoin('fantasy_weeks as fw', (join) =>
      join.onRef('fw.year', '=', 'l.season').onRef('fw.week', '=', 's.week'),
    )
    .innerJoin('league_members as opponent', (join) =>
      join.on((eb) =>
        eb(
          'opponent.id',
          '=',
          eb
            .case()
            .when('s.home_league_member', '=', membership.id)
            .then(eb.ref('s.away_league_member'))
            .else(eb.ref('s.home_league_member'))
            .end(),
        ),
      ),
    )
    .innerJoin('users as u', 'u.id', 'opponent.user_id')
    .select([
      's.week',
      's.home_league_member',
      's.away_league_member',
      's.playoff_game_id',
      'opponent.id as opponent_id',
      'opponent.team_name',
      'u.username',
    ])
    .where('s.league_id', '=', leagueId)
    .where((eb) =>
      eb.or([
        eb('s.home_league_member', '=', membership.id),
        eb('s.away_league_member', '=', membership.id),
      ]),
    )
    // Weeks without a fantasy week row (no NFL calendar loaded) are still to play.
    .where((eb) => eb.or([eb('fw.end_datetime', 'is', null), eb('fw.end_datetime', '>', now)]))
    .orderBy('s.week')
    .limit(1)
    .executeTakeFirst();

  const [facts, rules] = await Promise.all([
    leagueSeasonFactsOf(db, leagueId),
    playoffRulesOf(db, leagueId),
  ]);
  const seeded = facts.status === 'playoffs' || facts.status === 'complete';
  const bracket = seeded ? await loadBracketState(db, leagueId) : null;
  const seeds = new Map(bracket?.seeds.map((entry) => [entry.league_member_id, entry.seed]));
  const places = bracket ? finalPlacesOf(bracket) : new Map<number, number>();
  const ranked = rankStandings(
    tallies.map((row) => ({
      ...row,
      points_for: Number(row.points_for),
      points_against: Number(row.points_against),
      streak: streakOf(resultsOf.get(row.league_member_id) ?? []),
    })),
  ).map((row) => ({
    ...row,
    seed: seeds.get(row.league_member_id) ?? null,
    final_place: places.get(row.league_member_id) ?? null,
  }));
  if (bracket) ranked.sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));

  return {
    standings: ranked,
    own_league_member_id: membership.id,
    next_match: next
      ? {
          week: next.week,
          is_home: next.home_league_member === membership.id,
          opponent_league_member_id: next.opponent_id,
          opponent_team_name: next.team_name,
          opponent_username: next.username,
          round_name: bracket ? (playoffMatchupOf(bracket, next)?.round_name ?? null) : null,
        }
      : null,
    final_weeks: finalWeeks[0]?.weeks ?? 0,
    playoff_teams: rules.playoff_teams,
    league_status: facts.status,
    champion: facts.champion,
  };
}
