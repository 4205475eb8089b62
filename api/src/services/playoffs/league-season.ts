import { MESSAGES, type LeagueStatus, type SeasonTeam } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { notFound } from '../../errors';

/** Where a league's season stands, as the landing page, the dashboard and the history show it. */
export interface LeagueSeasonFacts {
  status: LeagueStatus;
  champion: SeasonTeam | null;
  previous_league_id: number | null;
  next_league_id: number | null;
}

interface FactsRow {
  id: number;
  is_active: number;
  previous_league_id: number | null;
  next_league_id: number | null;
  seeded: number | null;
  completed: boolean;
  champion_id: number | null;
  champion_team_name: string | null;
  champion_username: string | null;
}

/**
 * Each given league's season: not active, the regular season, the playoffs (from its seeding), or
 * complete (its final decided), with the champion and the seasons before and after it. One
 * query, however many leagues.
 */
export async function leagueSeasonFacts(
  db: Db,
  leagueIds: readonly number[],
): Promise<Map<number, LeagueSeasonFacts>> {
  if (leagueIds.length === 0) return new Map();
  const { rows } = await sql<FactsRow>`
    select l.id, l.is_active, l.previous_league_id, next_season.id as next_league_id,
      b.league_id as seeded, b.completed_at is not null as completed,
      b.champion_member_id as champion_id, m.team_name as champion_team_name,
      u.username as champion_username
    from leagues l
    left join playoff_brackets b on b.league_id = l.id
    left join league_members m on m.id = b.champion_member_id
    left join users u on u.id = m.user_id
    left join leagues next_season on next_season.previous_league_id = l.id
    where l.id = any(${sql.val([...leagueIds])}::int[])`.execute(db);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        status: !row.is_active
          ? 'not_active'
          : row.completed
            ? 'complete'
            : row.seeded !== null
              ? 'playoffs'
              : 'regular_season',
        champion:
          row.champion_id !== null && row.champion_username !== null
            ? {
                league_member_id: row.champion_id,
                team_name: row.champion_team_name,
                username: row.champion_username,
              }
            : null,
        previous_league_id: row.previous_league_id,
        next_league_id: row.next_league_id,
      },
    ]),
  );
}

/** One league's season facts. */
export async function leagueSeasonFactsOf(db: Db, leagueId: number): Promise<LeagueSeasonFacts> {
  const facts = (await leagueSeasonFacts(db, [leagueId])).get(leagueId);
  return (
    facts ?? {
      status: 'not_active',
      champion: null,
      previous_league_id: null,
      next_league_id: null,
    }
  );
}

/** GET /leagues/getLeagueById: the league with where its season stands, or 404. */
export async function leagueDetails(db: Db, leagueId: number) {
  const league = await db
    .selectFrom('leagues')
    .select(['id', 'name', 'is_active', 'season'])
    .where('id', '=', leagueId)
    .executeTakeFirst();
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  return {
    league_id: league.id,
    name: league.name,
    is_active: league.is_active ? (1 as const) : (0 as const),
    season: league.season,
    ...(await leagueSeasonFactsOf(db, league.id)),
  };
}
