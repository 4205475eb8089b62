import {
  bracketLayout,
  DEFAULT_PLAYOFF_RULES,
  hasConsolationBracket,
  REGULAR_SEASON_WEEKS,
  seedTeams,
  type BracketName,
  type SideSource,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { scheduleGameWeeks } from './game-weeks';
import { playoffRulesOf } from './playoff-rules';
import { holdsATeamSql } from '../member-rules-sql';

/**
 * The leagues whose regular season is over by `now` and that are not seeded yet: week 9's fantasy
 * week has ended, every matchup of weeks 1-9 is final, and the league has the teams its playoffs
 * need.
 */
async function leaguesDueForSeeding(db: Db, now: Date): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select l.id from leagues l
    join fantasy_weeks fw on fw.year = l.season and fw.week = ${REGULAR_SEASON_WEEKS}
    where l.is_active = 1 and fw.end_datetime <= ${now}
      and not exists (select 1 from playoff_brackets b where b.league_id = l.id)
      and exists (select 1 from schedules s
        where s.league_id = l.id and s.week = ${REGULAR_SEASON_WEEKS} and s.playoff_game_id is null)
      and not exists (select 1 from schedules s
        where s.league_id = l.id and s.week <= ${REGULAR_SEASON_WEEKS} and s.is_final = 0)
      and (select count(*) from league_members m
        where m.league_id = l.id and ${holdsATeamSql('m')})
        >= coalesce((select pr.playoff_teams from playoff_rules pr where pr.league_id = l.id),
          ${sql.lit(DEFAULT_PLAYOFF_RULES.playoff_teams)})
    order by l.id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Seeds one league, all or nothing, in one transaction: the bracket row (its primary key makes
 * the seeding happen once, whichever process gets there first — a second one waits for the first
 * to commit and then inserts nothing), every team's seed, every game of the brackets, and the
 * weeks of the first games into the schedule. A crash before the commit leaves nothing behind, and
 * the next tick seeds the league again from the start. Answers whether this call seeded it.
 */
export async function seedLeaguePlayoffs(db: Db, leagueId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('playoff_brackets')
      .values({ league_id: leagueId, seeded_at: now })
      .onConflict((oc) => oc.column('league_id').doNothing())
      .returning('league_id')
      .executeTakeFirst();
    if (!claimed) return false;

    const [rules, members, games] = await Promise.all([
      playoffRulesOf(trx, leagueId),
      // The draw by lot, made in advance and the same in every process: the teams in the order
      // of a digest of the league's and the team's ids, which nobody chooses.
      trx
        .selectFrom('league_members')
        .select('id')
        .where('league_id', '=', leagueId)
        .where(holdsATeamSql('league_members'))
        .orderBy(sql`md5(${leagueId}::text || ':' || id::text)`)
        .execute(),
      trx
        .selectFrom('schedules')
        .select(['home_league_member', 'away_league_member', 'home_score', 'away_score'])
        .where('league_id', '=', leagueId)
        .where('week', '<=', REGULAR_SEASON_WEEKS)
        .where('is_final', '=', 1)
        .where('playoff_game_id', 'is', null)
        .execute(),
    ]);
    const lot = members.map((member) => member.id);
    const seeded = seedTeams({
      memberIds: lot,
      games: games.map((game) => ({
        home: game.home_league_member,
        away: game.away_league_member,
        home_score: Number(game.home_score ?? 0),
        away_score: Number(game.away_score ?? 0),
      })),
      tiebreaker: rules.seeding_tiebreaker,
      lot,
    });
    const consolation = hasConsolationBracket(rules, seeded.length);
    const bracketOf = (seed: number): BracketName | null =>
      seed <= rules.playoff_teams
        ? 'playoff'
        : consolation && seed <= rules.playoff_teams + 4
          ? 'consolation'
          : null;
    await trx
      .insertInto('playoff_seeds')
      .values(
        seeded.map((team) => ({
          league_id: leagueId,
          league_member_id: team.league_member_id,
          seed: team.seed,
          bracket: bracketOf(team.seed),
          wins: team.wins,
          losses: team.losses,
          ties: team.ties,
          points_for: team.points_for,
          tiebreak: team.tiebreak,
          lot: lot.indexOf(team.league_member_id) + 1,
        })),
      )
      .execute();

    const memberOfSeed = (source: SideSource) =>
      source.kind === 'seed'
        ? (seeded.find((team) => team.seed === source.seed)?.league_member_id ?? null)
        : null;
    for (const game of bracketLayout(rules, seeded.length)) {
      const top = memberOfSeed(game.top);
      const bottom = memberOfSeed(game.bottom);
      const stored = await trx
        .insertInto('playoff_games')
        .values({
          league_id: leagueId,
          bracket: game.bracket,
          round: game.round,
          slot: game.slot,
          top_member_id: top,
          bottom_member_id: bottom,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (
        top !== null &&
        bottom !== null &&
        game.top.kind === 'seed' &&
        game.bottom.kind === 'seed'
      )
        await scheduleGameWeeks(trx, { leagueId, gameId: stored.id, weeks: game.weeks }, [
          { memberId: top, seed: game.top.seed },
          { memberId: bottom, seed: game.bottom.seed },
        ]);
    }
    return true;
  });
}

/**
 * Seeds every league whose regular season has ended by `now` (the scheduler's playoffs job). A
 * league that cannot be seeded (its data refuses it) is logged by the caller and tried again on
 * the next tick; the others go on. Answers the leagues this call seeded.
 */
export async function seedDuePlayoffs(
  db: Db,
  now: Date,
  onError: (leagueId: number, error: unknown) => void = () => {},
): Promise<number[]> {
  const seeded: number[] = [];
  for (const leagueId of await leaguesDueForSeeding(db, now)) {
    try {
      if (await seedLeaguePlayoffs(db, leagueId, now)) seeded.push(leagueId);
    } catch (error) {
      onError(leagueId, error);
    }
    // Hands the event loop back between leagues: on PGlite a long run of queries would keep
    // requests and timers waiting until every league is seeded.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return seeded;
}
