import { roundRobinSchedule } from '@fangtasy/shared/domain';
import type { Db } from '../../src/db/connect';
import { insertAll, insertUsersAndLeagues } from './many-waiver-leagues';

/**
 * Many leagues whose regular season has just ended — weeks 1-9 final with made-up scores (ties
 * on record among them), nothing seeded yet — written straight into the tables, the same rows in
 * the same order on any fresh database: the seeding crash and scale-out suites start from them.
 * Every third league plays six-team playoffs with a consolation bracket.
 */
export const SEEDING_WEEK_9 = {
  begin: new Date('2025-10-28T04:00:00Z'),
  end: new Date('2025-11-04T05:00:00Z'),
  /** An hour after week 9 ends: every league is due for seeding. */
  after: new Date('2025-11-04T06:00:00Z'),
} as const;

const TEAMS = 10;

export async function seedManySeedingLeagues(
  db: Db,
  options: { leagues: number; seed?: number },
): Promise<{ leagueIds: number[]; userIds: number[] }> {
  let seed = options.seed ?? 20251104;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  await db
    .insertInto('fantasy_weeks')
    .values({
      year: 2025,
      week: 9,
      begin_datetime: SEEDING_WEEK_9.begin,
      end_datetime: SEEDING_WEEK_9.end,
    })
    .onConflict((oc) => oc.columns(['year', 'week']).doNothing())
    .execute();
  const { userIds, leagueIds } = await insertUsersAndLeagues(db, 'seeding', options.leagues);
  await db
    .insertInto('playoff_rules')
    .values(
      leagueIds
        .filter((_, i) => i % 3 === 2)
        .map((league_id) => ({
          league_id,
          playoff_teams: 6 as const,
          weeks_per_round: 1 as const,
          first_playoff_week: 10,
          seeding_tiebreaker: 'head_to_head' as const,
          consolation_bracket: 1 as const,
        })),
    )
    .execute();
  const memberIds = await insertAll(
    db,
    'league_members',
    leagueIds.flatMap((league_id) =>
      userIds.map((user_id, index) => ({
        league_id,
        user_id,
        role: index === 0 ? ('commish' as const) : ('player' as const),
        team_name: `Team ${index}`,
        remaining_faab_budget: 100,
      })),
    ),
  );
  // Scores in whole tens from 60 to 120: level games and level records are common.
  const score = () => 60 + 10 * Math.floor(random() * 7);
  await insertAll(
    db,
    'schedules',
    leagueIds.flatMap((league_id, index) =>
      roundRobinSchedule(memberIds.slice(index * TEAMS, (index + 1) * TEAMS)).map((pairing) => ({
        league_id,
        week: pairing.week,
        home_league_member: pairing.home,
        away_league_member: pairing.away,
        home_score: score(),
        away_score: score(),
        is_final: 1,
      })),
    ),
  );
  return { leagueIds, userIds };
}

/** Everything seeding writes, without serial ids, in a fixed order: twins compare equal. */
export async function seedingState(db: Db) {
  const [brackets, seeds, games, weeks] = await Promise.all([
    db.selectFrom('playoff_brackets').selectAll().orderBy('league_id').execute(),
    db.selectFrom('playoff_seeds').selectAll().orderBy('league_id').orderBy('seed').execute(),
    db
      .selectFrom('playoff_games')
      .select(['league_id', 'bracket', 'round', 'slot', 'top_member_id', 'bottom_member_id'])
      .orderBy('league_id')
      .orderBy('bracket')
      .orderBy('round')
      .orderBy('slot')
      .execute(),
    db
      .selectFrom('schedules as s')
      .innerJoin('playoff_games as g', 'g.id', 's.playoff_game_id')
      .select([
        's.league_id',
        's.week',
        's.home_league_member',
        's.away_league_member',
        'g.bracket',
        'g.round',
        'g.slot',
      ])
      .orderBy('s.league_id')
      .orderBy('s.week')
      .orderBy('s.home_league_member')
      .execute(),
  ]);
  return { brackets, seeds, games, weeks };
}
