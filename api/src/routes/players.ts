import { playerSchema, playerSearchPageSchema } from '@fangtasy/shared/contract';
import { MESSAGES, PAGE_SIZE, PLAYER_SEARCH_SORTS } from '@fangtasy/shared/domain';
import { SEARCH_PAGE_BOUNDS, SEARCH_PAGE_SIZE_BOUNDS, tooLarge } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { allPlayers, playerById, searchPlayers } from '../services/player-search';
import { pathId } from './path-ids';

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

export async function playerRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/players/getPlayers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['players'],
        summary: 'Every player of the pool, lean (id, name, position, team, injury)',
        response: { 200: z.array(playerSchema) },
      },
    },
    async () => allPlayers(db),
  );

  app.get(
    '/players/getPlayerById/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['players'],
        summary: 'One player',
        params: z.object({ id: pathId('id') }),
        response: { 200: playerSchema },
      },
    },
    async (request) => playerById(db, request.params.id),
  );

  app.get(
    '/players/search',
    {
      config: {
        access: { kind: 'league-member-if-named', league: 'query.league_id' },
        cachedRead: { leagueIdIn: 'query' },
      },
      schema: {
        tags: ['players'],
        summary:
          'The player picker of the waiver wire and Add Player: filters, optional league (season points, last week, per game, weekly points, state; exclude_rostered=1, available_now=1), sort=name|season_points|last_week_points|points_per_game, pages',
        querystring: searchQuery,
        response: { 200: playerSearchPageSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const data = await searchPlayers(
        db,
        request.userId,
        {
          name: query.name,
          team: query.team,
          position: query.position,
          page: query.page,
          pageSize: query.page_size,
          leagueId: query.league_id,
          excludeRostered: query.exclude_rostered === '1' || query.exclude_rostered === 'true',
          availableNow: query.available_now === '1' || query.available_now === 'true',
          sort: query.sort,
        },
        clock.now(),
      );
      return data;
    },
  );
}
