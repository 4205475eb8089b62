import {
  MESSAGES,
  pointsPerGame,
  type Flag,
  type Player,
  type PlayerSearchSort,
  type PlayerState,
  type Position,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import { requireLeagueMember } from '../auth/access';
import type { Db } from '../db/connect';
import { badRequest, notFound } from '../errors';
import { currentFantasyWeek } from './lineup-lock';
import { playerStateFor } from './player-state';
import { loadLeague } from './roster-context';
import {
  SEASON_STAT_FIELDS,
  emptySeasonTotals,
  leagueSeasonPoints,
  type SeasonPointsRow,
  type SeasonStatTotals,
} from './season-points';

const PLAYER_COLUMNS = [
  'p.id',
  'p.player_name',
  'p.position',
  'p.team',
  'p.is_injured',
  'p.injury_status',
] as const;

/** The wire shows each player's face too (GET /players/getPlayers stays lean without it). */
const PICK_COLUMNS = [...PLAYER_COLUMNS, 'p.headshot_url'] as const;

interface PlayerRow {
  id: number;
  player_name: string;
  position: string;
  team: string;
  is_injured: number;
  injury_status: string | null;
}

const toPlayer = (row: PlayerRow): Player => ({
  id: row.id,
  player_id: row.id,
  player_name: row.player_name,
  position: row.position as Position,
  team: row.team,
  is_injured: row.is_injured as Flag,
  injury_status: row.injury_status,
});

/** Every player, lean (GET /players/getPlayers), by name. */
export async function allPlayers(db: Db): Promise<Player[]> {
  const rows = await db
    .selectFrom('players as p')
    .select(PLAYER_COLUMNS)
    .orderBy('p.player_name')
    .orderBy('p.id')
    .execute();
  return rows.map(toPlayer);
}

export async function playerById(db: Db, id: number): Promise<Player> {
  const row = await db
    .selectFrom('players as p')
    .select(PLAYER_COLUMNS)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.playerNotFound);
  return toPlayer(row);
}

export interface PlayerSearch {
  name?: string | undefined;
  team?: string | undefined;
  position?: string | undefined;
  page: number;
  pageSize: number;
  leagueId?: number | undefined;
  excludeRostered: boolean;
  /** Only players a member can add now: not rostered, not on waivers, not locked (needs a league). */
  availableNow: boolean;
  sort: PlayerSearchSort;
}

/** A player as the pickers list him: season points and totals in the league, and his state there. */
export interface PlayerPick extends Player {
  headshot_url: string | null;
  season_points: number | null;
  last_week_points: number | null;
  points_per_game: number | null;
  games_played: number | null;
  weekly_points: Record<string, number> | null;
  season_stats: SeasonStatTotals | null;
  state: PlayerState | null;
}

export interface PlayerPage {
  players: PlayerPick[];
  total: number;
  page: number;
  page_size: number;
  last_week: number | null;
}

/** A player's figure for a sort of the league's figures, from his season-points row. */
function figureOf(
  sort: Exclude<PlayerSearchSort, 'name'>,
  row: SeasonPointsRow | undefined,
  lastWeek: number | null,
): number {
  if (!row) return 0;
  switch (sort) {
    case 'season_points':
      return row.season_points;
    case 'last_week_points':
      return lastWeek === null ? 0 : Number(row.weekly_points[String(lastWeek)] ?? 0);
    case 'points_per_game':
      return pointsPerGame(row.season_points, row.games_played);
  }
}

// LIKE treats % and _ as wildcards; a typed name means those characters literally.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const filterValue = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.toUpperCase() !== 'ALL' ? trimmed : undefined;
};

/**
 * The player picker of the waiver wire and of Add Player (GET /players/search): name substring
 * (any case), NFL team and position filters, optionally without the league's rostered players or
 * with only the players addable now, by name or best first by season points, last week's points
 * or points per game (ties by name), one page at a time. Filtering is SQL; the figure sorts rank
 * every match on the league's season-points pass (kept per league, see season-points.ts) and
 * then page. Figures and states need the league.
 */
export async function searchPlayers(
  db: Db,
  userId: number,
  search: PlayerSearch,
  now: Date,
): Promise<PlayerPage> {
  const league = search.leagueId !== undefined ? await loadLeague(db, search.leagueId) : null;
  if (league) await requireLeagueMember(db, league.id, userId);
  else if (search.excludeRostered || search.availableNow || search.sort !== 'name')
    throw badRequest(MESSAGES.noLeagueSelected);
  const week = league ? await currentFantasyWeek(db, league.season, now) : null;
  // "Last week" is the fantasy week before the current one; in week 1 there is none.
  const lastWeek = week && week.week > 1 ? week.week - 1 : null;

  const name = filterValue(search.name);
  const team = filterValue(search.team)?.toUpperCase();
  const position = filterValue(search.position)?.toUpperCase();
  const filtered = db
    .selectFrom('players as p')
    .$if(name !== undefined, (qb) => qb.where('p.player_name', 'ilike', likePattern(name ?? '')))
    .$if(team !== undefined, (qb) => qb.where('p.team', '=', team ?? ''))
    .$if(position !== undefined, (qb) => qb.where('p.position', '=', (position ?? '') as Position))
    .$if(league !== null && search.excludeRostered, (qb) =>
      qb.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('rostered_players as rp')
              .select(sql.lit(1).as('one'))
              .whereRef('rp.player_id', '=', 'p.id')
              .where('rp.league_id', '=', league?.id ?? 0)
              .where('rp.is_rostered', '=', 1),
          ),
        ),
      ),
    )
    .$if(league !== null && search.availableNow, (qb) =>
      qb
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('rostered_players as rp')
                .select(sql.lit(1).as('one'))
                .whereRef('rp.player_id', '=', 'p.id')
                .where('rp.league_id', '=', league?.id ?? 0)
                .where((eb) =>
                  eb.or([
                    eb('rp.is_rostered', '=', 1),
                    eb.and([eb('rp.is_rostered', '=', 0), eb('rp.waivers_until', '>', now)]),
                  ]),
                ),
            ),
          ),
        )
        // The lineup lock of `lockedPlayers`: his team's game this week has kicked off.
        .$if(week !== null, (locked) =>
          locked.where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('nfl_games as g')
                  .select(sql.lit(1).as('one'))
                  .where('g.season', '=', league?.season ?? 0)
                  .where('g.week', '=', week?.week ?? 0)
                  .where('g.kickoff', '<=', now)
                  .where((eb) =>
                    eb.or([
                      eb('g.home_team', '=', eb.ref('p.team')),
                      eb('g.away_team', '=', eb.ref('p.team')),
                    ]),
                  ),
              ),
            ),
          ),
        ),
    );

  const offset = (search.page - 1) * search.pageSize;
  const points = league
    ? await leagueSeasonPoints(db, { leagueId: league.id, season: league.season, now })
    : new Map<number, SeasonPointsRow>();
  const pointsOf = (id: number) => points.get(id)?.season_points ?? 0;

  let rows: (PlayerRow & { headshot_url: string | null })[];
  let total: number;
  const sort = search.sort;
  if (league && sort !== 'name') {
    // Every match in name order, then best first: the sort is stable, so ties stay by name.
    const matches = await filtered
      .select(PICK_COLUMNS)
      .orderBy('p.player_name')
      .orderBy('p.id')
      .execute();
    total = matches.length;
    rows = matches
      .map((row, index) => ({ row, index, figure: figureOf(sort, points.get(row.id), lastWeek) }))
      .sort((a, b) => b.figure - a.figure || a.index - b.index)
      .slice(offset, offset + search.pageSize)
      .map(({ row }) => row);
  } else {
    ({ total } = await filtered
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow());
    rows = await filtered
      .select(PICK_COLUMNS)
      .orderBy('p.player_name')
      .orderBy('p.id')
      .limit(search.pageSize)
      .offset(offset)
      .execute();
  }

  const ids = rows.map((row) => row.id);
  const states = league
    ? await playerStateFor(
        db,
        { id: league.id, season: league.season },
        ids,
        now,
        week?.week ?? null,
      )
    : new Map();
  const players = rows.map((row): PlayerPick => {
    const line = points.get(row.id);
    return {
      ...toPlayer(row),
      headshot_url: row.headshot_url,
      season_points: league ? pointsOf(row.id) : null,
      last_week_points: league ? figureOf('last_week_points', line, lastWeek) : null,
      points_per_game: league ? figureOf('points_per_game', line, lastWeek) : null,
      games_played: league ? (line?.games_played ?? 0) : null,
      weekly_points: league ? (line?.weekly_points ?? {}) : null,
      season_stats: league
        ? line
          ? (Object.fromEntries(
              SEASON_STAT_FIELDS.map((field) => [field, line[field]]),
            ) as SeasonStatTotals)
          : emptySeasonTotals()
        : null,
      state: states.get(row.id) ?? null,
    };
  });
  return {
    players,
    total,
    page: search.page,
    page_size: search.pageSize,
    last_week: league ? lastWeek : null,
  };
}
