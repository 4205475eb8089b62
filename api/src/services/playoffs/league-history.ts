import type { LeagueSeason, SeasonTeam } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import { requireLeagueMember } from '../../auth/access';
import type { Db } from '../../db/connect';
import { leagueSeasonFacts } from './league-season';

/** How many seasons back or forward a history follows: far more than any league plays. */
const MAX_SEASONS = 200;

interface SeasonRow {
  id: number;
  name: string;
  season: number;
  runner_up_id: number | null;
  runner_up_team_name: string | null;
  runner_up_username: string | null;
}

/**
 * Every season of a league, oldest first: the seasons it was renewed from and the ones renewed
 * from it, each with where it stands, its champion and its runner-up (the final's loser). A
 * member of any one season reads the whole line; each season's own pages stay its members'.
 */
export async function leagueHistory(
  db: Db,
  input: { leagueId: number; userId: number },
): Promise<LeagueSeason[]> {
  await requireLeagueMember(db, input.leagueId, input.userId);
  const { rows } = await sql<SeasonRow>`
    with recursive earlier (id, previous_league_id, depth) as (
      select id, previous_league_id, 0 from leagues where id = ${input.leagueId}
      union all
      select l.id, l.previous_league_id, e.depth + 1 from leagues l
      join earlier e on l.id = e.previous_league_id
      where e.depth < ${MAX_SEASONS}
    ),
    later (id, depth) as (
      select id, 0 from leagues where id = ${input.leagueId}
      union all
      select l.id, n.depth + 1 from leagues l
      join later n on l.previous_league_id = n.id
      where n.depth < ${MAX_SEASONS}
    ),
    line as (select id from earlier union select id from later),
    finals as (
      select distinct on (g.league_id) g.league_id, g.winner_member_id, g.top_member_id,
        g.bottom_member_id
      from playoff_games g
      join line on line.id = g.league_id
      where g.bracket = 'playoff'
      order by g.league_id, g.round desc
    )
    select l.id, l.name, l.season, m.id as runner_up_id, m.team_name as runner_up_team_name,
      u.username as runner_up_username
    from line
    join leagues l on l.id = line.id
    left join finals f on f.league_id = l.id and f.winner_member_id is not null
    left join league_members m on m.id = case when f.winner_member_id = f.top_member_id
      then f.bottom_member_id else f.top_member_id end
    left join users u on u.id = m.user_id
    order by l.season, l.id`.execute(db);
  const facts = await leagueSeasonFacts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const season = facts.get(row.id)!;
    const runnerUp: SeasonTeam | null =
      row.runner_up_id !== null && row.runner_up_username !== null
        ? {
            league_member_id: row.runner_up_id,
            team_name: row.runner_up_team_name,
            username: row.runner_up_username,
          }
        : null;
    return {
      league_id: row.id,
      name: row.name,
      season: row.season,
      status: season.status,
      champion: season.champion,
      runner_up: runnerUp,
    };
  });
}
