import { PAGE_SIZE, type PlayerSearchQuery } from '@fangtasy/shared';

/** The wire's filters as the member set them; 'All' is the empty choice. */
export interface WireFilters {
  name: string;
  team: string;
  position: string;
}

export const NO_FILTERS: WireFilters = { name: '', team: 'All', position: 'All' };

/**
 * The server query for one page of the wire (spec section 2): free agents of the league only,
 * best season fantasy score first, 20 per page, with only the filters that narrow anything.
 */
export function wireQuery(filters: WireFilters, page: number, leagueId: number): PlayerSearchQuery {
  const query: PlayerSearchQuery = {
    league_id: leagueId,
    exclude_rostered: true,
    sort: 'season_points',
    page,
    page_size: PAGE_SIZE,
  };
  if (filters.name.trim()) query.name = filters.name.trim();
  if (filters.team !== 'All') query.team = filters.team;
  if (filters.position !== 'All') query.position = filters.position;
  return query;
}

/** How many pages `total` players fill. */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));
