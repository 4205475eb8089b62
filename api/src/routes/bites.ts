import type { App } from '../app';
import { declared } from './declared';
import { biteRightDetail, biteRightsOfLeague } from '../services/bites/bite-views';
import { biteWeekPlan, chooseForWeek } from '../services/bites/bite-week-plan';
import { passBite, takeBite } from '../services/bites/take-bite';

/** The vampire's bite (docs/decisions/019-the-vampire-bite.md): rights, bites, the week's choices. */
export async function biteRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.route({
    ...declared('GET /bites/getBiteRightsByLeagueId/:league_id'),
    config: {
      access: { kind: 'league-member', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) =>
      biteRightsOfLeague(db, request.params.league_id, request.userId, clock.now()),
  });

  app.route({
    ...declared('GET /bites/getBiteRightById/:id'),
    config: { access: { kind: 'bite-right-viewer', right: 'params.id' } },
    handler: async (request) => biteRightDetail(db, request.params.id, request.userId, clock.now()),
  });

  app.route({
    ...declared('POST /bites/take/:id'),
    config: { access: { kind: 'bite-right-viewer', right: 'params.id' } },
    handler: async (request) =>
      takeBite(db, request.userId, request.params.id, request.body, clock.now()),
  });

  app.route({
    ...declared('POST /bites/pass/:id'),
    config: { access: { kind: 'bite-right-viewer', right: 'params.id' } },
    handler: async (request) => passBite(db, request.userId, request.params.id, clock.now()),
  });

  app.route({
    ...declared('GET /bites/getWeekPlan/:league_id'),
    config: {
      access: { kind: 'league-member', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) =>
      biteWeekPlan(db, request.params.league_id, request.userId, clock.now()),
  });

  for (const [key, kind] of [
    ['POST /bites/declare', 'bite_declarations'],
    ['POST /bites/garlic', 'garlic_choices'],
  ] as const) {
    app.route({
      ...declared(key),
      config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
      handler: async (request) =>
        chooseForWeek(db, request.userId, kind, request.body, clock.now()),
    });
  }
}
