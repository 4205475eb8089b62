import type { Player, PlayerState, StatLine } from '../domain/entities';
import { getData, segment } from './client';

/** GET /players/getPlayers. */
export const getPlayers = (): Promise<Player[]> => getData<Player[]>('/players/getPlayers');

/** GET /players/getPlayerById/{id}. */
export const getPlayerById = (id: number): Promise<Player> =>
  getData<Player>(`/players/getPlayerById/${segment(id)}`);

export interface PlayerSearchQuery {
  /** Case-insensitive substring of the player's name. */
  name?: string;
  team?: string;
  position?: string;
  page?: number;
  page_size?: number;
  /** The league whose rosters decide each player's state. */
  league_id?: number;
  /** Hide players already rostered in league_id. */
  exclude_rostered?: boolean;
  /** By name (the default) or by season fantasy points, best first (needs league_id). */
  sort?: 'name' | 'season_points';
}

/** A player's season totals in the league's season, as the waiver wire's stat columns show them. */
export type SeasonStatTotals = Pick<
  StatLine,
  | 'passing_yards'
  | 'passing_tds'
  | 'interceptions'
  | 'rushing_yards'
  | 'rushing_tds'
  | 'receptions'
  | 'receiving_yards'
  | 'receiving_tds'
>;

/** A search row: the player, where he stands in the league, and his season points when known. */
export type PlayerSearchRow = Player & {
  state?: PlayerState | null;
  season_points?: number | null;
  season_stats?: SeasonStatTotals | null;
};

export interface PlayerSearchPage {
  players: PlayerSearchRow[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /players/search — one page of players; empty filters are left out of the query. */
export function searchPlayers(query: PlayerSearchQuery): Promise<PlayerSearchPage> {
  const params: Record<string, string | number> = {};
  if (query.name?.trim()) params.name = query.name.trim();
  if (query.team) params.team = query.team;
  if (query.position) params.position = query.position;
  if (query.page !== undefined) params.page = query.page;
  if (query.page_size !== undefined) params.page_size = query.page_size;
  if (query.league_id !== undefined) params.league_id = query.league_id;
  if (query.exclude_rostered) params.exclude_rostered = 1;
  if (query.sort) params.sort = query.sort;
  return getData<PlayerSearchPage>('/players/search', { params });
}
