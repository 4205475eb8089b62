import type { App } from '../app';
import { declared } from './declared';
import { allPlayers, playerById, searchPlayers } from '../services/player-search';

export async function playerRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.route({
    ...declared('GET /players/getPlayers'),
    config: { access: 'signed-in' },
    handler: async () => allPlayers(db),
  });

  app.route({
    ...declared('GET /players/getPlayerById/:id'),
    config: { access: 'signed-in' },
    handler: async (request) => playerById(db, request.params.id),
  });

  app.route({
    ...declared('GET /players/search'),
    config: {
      access: { kind: 'league-member-if-named', league: 'query.league_id' },
      cachedRead: { leagueIdIn: 'query' },
    },
    handler: async (request) => {
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
  });
}
