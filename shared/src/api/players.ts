import type { Player, PlayerSearchPage } from '../contract';
import type { PlayerSearchSort } from '../domain/constants';
import { callRoute } from './client';

/** GET /players/getPlayers. */
export const getPlayers = (): Promise<Player[]> => callRoute('GET /players/getPlayers');

/** GET /players/getPlayerById/{id}. */
export const getPlayerById = (id: number): Promise<Player> =>
  callRoute('GET /players/getPlayerById/:id', { params: { id } });

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
  /** Only players a member can add right now: free agents neither on waivers nor locked. */
  available_now?: boolean;
  /** By name (the default), or best first by a figure of the league (needs league_id). */
  sort?: PlayerSearchSort;
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
  if (query.available_now) params.available_now = 1;
  if (query.sort) params.sort = query.sort;
  return callRoute('GET /players/search', { query: params });
}
