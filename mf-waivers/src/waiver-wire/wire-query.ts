import { PAGE_SIZE, type PlayerSearchQuery, type PlayerSearchSort } from '@fangtasy/shared';

/** The wire's orders: best first by one of the league's figures. */
export type WireSort = Exclude<PlayerSearchSort, 'name'>;

/** Each order's name in the sort menu and its figure's short column heading. */
export const WIRE_SORTS: readonly { sort: WireSort; label: string; heading: string }[] = [
  { sort: 'season_points', label: 'Season pts', heading: 'Season' },
  { sort: 'last_week_points', label: 'Last week', heading: 'Last wk' },
  { sort: 'points_per_game', label: 'Per game', heading: 'Per game' },
];

/** The wire's filters as the member set them; 'All' is the empty choice. */
export interface WireFilters {
  name: string;
  team: string;
  position: string;
  sort: WireSort;
  /** Only players the member can add right now: free agents neither on waivers nor locked. */
  availableNow: boolean;
}

/**
 * The wire opens on the spec's order (season points, best first) and on the players a member
 * can act on now: a locked player's Add would dead-end, so he shows only when asked for.
 */
export const NO_FILTERS: WireFilters = {
  name: '',
  team: 'All',
  position: 'All',
  sort: 'season_points',
  availableNow: true,
};

/**
 * The server query for one page of the wire (rules §2): free agents of the league only,
 * best first by the chosen figure, 20 per page, with only the filters that narrow anything.
 */
export function wireQuery(filters: WireFilters, page: number, leagueId: number): PlayerSearchQuery {
  const query: PlayerSearchQuery = {
    league_id: leagueId,
    exclude_rostered: true,
    sort: filters.sort,
    page,
    page_size: PAGE_SIZE,
  };
  if (filters.availableNow) query.available_now = true;
  if (filters.name.trim()) query.name = filters.name.trim();
  if (filters.team !== 'All') query.team = filters.team;
  if (filters.position !== 'All') query.position = filters.position;
  return query;
}

/** How many pages `total` players fill. */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));
