import {
  MESSAGES,
  type Flag,
  type Player,
  type PlayerState,
  type Position,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import { requireLeagueMember } from '../auth/access';
import type { Db } from '../db/connect';
import { badRequest, notFound } from '../errors';
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
  sort: 'name' | 'season_points';
}

/** A player as the pickers list him: season points and totals in the league, and his state there. */
export interface PlayerPick extends Player {
  headshot_url: string | null;
  season_points: number | null;
  season_stats: SeasonStatTotals | null;
  state: PlayerState | null;
}

export interface PlayerPage {
  players: PlayerPick[];
  total: number;
  page: number;
  page_size: number;
}

// LIKE treats % and _ as wildcards; a typed name means those characters literally.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const filterValue = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.toUpperCase() !== 'ALL' ? trimmed : undefined;
};

/**
 * The player picker of the waiver wire and of Add Player (GET /players/search): name substring
 * (any case), NFL team and position filters, optionally without the league's rostered players,
 * by season points (best first, ties by name) or by name, one page at a time — filtering, sorting
 * and paging all in SQL. Season points and states need the league.
 */
export async function searchPlayers(
  db: Db,
  userId: number,
  search: PlayerSearch,
  now: Date,
): Promise<PlayerPage> {
  const league = search.leagueId !== undefined ? await loadLeague(db, search.leagueId) : null;
  if (league) await requireLeagueMember(db, league.id, userId);
  else if (search.excludeRostered || search.sort === 'season_points')
    throw badRequest(MESSAGES.noLeagueSelected);

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
    );

  const offset = (search.page - 1) * search.pageSize;
  const points = league
    ? await leagueSeasonPoints(db, { leagueId: league.id, season: league.season, now })
    : new Map<number, SeasonPointsRow>();
  const pointsOf = (id: number) => points.get(id)?.season_points ?? 0;

  let rows: (PlayerRow & { headshot_url: string | null })[];
  let total: number;
  if (league && search.sort === 'season_points') {
    // Every match in name order, then best first: the sort is stable, so ties stay by name.
    const matches = await filtered
      .select(PICK_COLUMNS)
      .orderBy('p.player_name')
      .orderBy('p.id')
      .execute();
    total = matches.length;
    rows = matches
      .map((row, index) => ({ row, index, seasonPoints: pointsOf(row.id) }))
      .sort((a, b) => b.seasonPoints - a.seasonPoints || a.index - b.index)
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
    ? await playerStateFor(db, { id: league.id, season: league.season }, ids, now)
    : new Map();
  const players = rows.map((row): PlayerPick => {
    const line = points.get(row.id);
    return {
      ...toPlayer(row),
      headshot_url: row.headshot_url,
      season_points: league ? pointsOf(row.id) : null,
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
  return { players, total, page: search.page, page_size: search.pageSize };
}
