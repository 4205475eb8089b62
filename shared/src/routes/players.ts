import { playerSchema, playerSearchPageSchema } from '../contract';
import { MESSAGES, PAGE_SIZE, PLAYER_SEARCH_SORTS } from '../domain';
import { SEARCH_PAGE_BOUNDS, SEARCH_PAGE_SIZE_BOUNDS, tooLarge } from '../validation';
import { z } from 'zod';
import { idParams, pathId } from './path-ids';
import { declareRoutes } from './declare';

const invalidSearch = MESSAGES.invalidPlayerOrLeague;
const searchQuery = z.object({
  name: z.string().max(100, invalidSearch).optional(),
  team: z.string().max(10, invalidSearch).optional(),
  position: z.string().max(10, invalidSearch).optional(),
  page: z.coerce
    .number({ error: invalidSearch })
    .int(invalidSearch)
    .min(SEARCH_PAGE_BOUNDS.min, invalidSearch)
    .max(SEARCH_PAGE_BOUNDS.max, tooLarge('page', SEARCH_PAGE_BOUNDS.max))
    .default(1),
  page_size: z.coerce
    .number({ error: invalidSearch })
    .int(invalidSearch)
    .min(SEARCH_PAGE_SIZE_BOUNDS.min, invalidSearch)
    .max(SEARCH_PAGE_SIZE_BOUNDS.max, tooLarge('page_size', SEARCH_PAGE_SIZE_BOUNDS.max))
    .default(PAGE_SIZE),
  league_id: pathId('league_id').optional(),
  exclude_rostered: z.enum(['0', '1', 'true', 'false'], { error: invalidSearch }).optional(),
  available_now: z.enum(['0', '1', 'true', 'false'], { error: invalidSearch }).optional(),
  sort: z.enum(PLAYER_SEARCH_SORTS, { error: invalidSearch }).default('name'),
});

/** NFL players: the list, one player, and the search with its filters and sorts. */
export const playerRoutes = declareRoutes({
  'GET /players/getPlayers': {
    tags: ['players'],
    summary: 'Every player of the pool, lean (id, name, position, team, injury)',
    response: { 200: z.array(playerSchema) },
  },
  'GET /players/getPlayerById/:id': {
    tags: ['players'],
    summary: 'One player',
    params: idParams,
    response: { 200: playerSchema },
  },
  'GET /players/search': {
    tags: ['players'],
    summary:
      'The player picker of the waiver wire and Add Player: filters, optional league (season points, last week, per game, weekly points, state; exclude_rostered=1, available_now=1), sort=name|season_points|last_week_points|points_per_game, pages',
    querystring: searchQuery,
    response: { 200: playerSearchPageSchema },
  },
});
