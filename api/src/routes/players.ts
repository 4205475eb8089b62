import { MESSAGES, PAGE_SIZE, POSITIONS } from '@fangtasy/shared/domain';
import { SEARCH_PAGE_BOUNDS, SEARCH_PAGE_SIZE_BOUNDS, tooLarge } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { SEASON_STAT_FIELDS } from '../services/season-points';
import { allPlayers, playerById, searchPlayers } from '../services/player-search';
import { pathId } from './path-ids';

const flag = z.union([z.literal(0), z.literal(1)]);

const playerSchema = z.object({
  id: z.number(),
  player_id: z.number(),
  player_name: z.string(),
  position: z.enum(POSITIONS),
  team: z.string(),
  is_injured: flag,
  injury_status: z.string().nullable(),
});

const playerStateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free_agent') }),
  z.object({ kind: z.literal('on_waivers'), until: z.string() }),
  z.object({ kind: z.literal('locked'), kickoff: z.string() }),
  z.object({ kind: z.literal('rostered'), league_member_id: z.number() }),
]);

const seasonStatsSchema = z.object(
  Object.fromEntries(SEASON_STAT_FIELDS.map((field) => [field, z.number()])) as Record<
    (typeof SEASON_STAT_FIELDS)[number],
    z.ZodNumber
  >,
);

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
  sort: z.enum(['name', 'season_points'], { error: invalidSearch }).default('name'),
});

export async function playerRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/players/getPlayers',
    {
      schema: {
        tags: ['players'],
        summary: 'Every player of the pool, lean (id, name, position, team, injury)',
        response: { 200: z.object({ status: z.literal('success'), data: z.array(playerSchema) }) },
      },
    },
    async () => ({ status: 'success' as const, data: await allPlayers(db) }),
  );

  app.get(
    '/players/getPlayerById/:id',
    {
      schema: {
        tags: ['players'],
        summary: 'One player',
        params: z.object({ id: pathId('id') }),
        response: { 200: z.object({ status: z.literal('success'), data: playerSchema }) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await playerById(db, request.params.id),
    }),
  );

  app.get(
    '/players/search',
    {
      config: { cachedRead: { leagueIdIn: 'query' } },
      schema: {
        tags: ['players'],
        summary:
          'The player picker of the waiver wire and Add Player: filters, optional league (season points, state, exclude_rostered=1), sort=season_points, pages',
        querystring: searchQuery,
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.object({
              players: z.array(
                playerSchema.extend({
                  season_points: z.number().nullable(),
                  season_stats: seasonStatsSchema.nullable(),
                  state: playerStateSchema.nullable(),
                }),
              ),
              total: z.number(),
              page: z.number(),
              page_size: z.number(),
            }),
          }),
        },
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
          sort: query.sort,
        },
        clock.now(),
      );
      return { status: 'success' as const, data };
    },
  );
}
