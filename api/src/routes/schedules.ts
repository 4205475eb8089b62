import type { App } from '../app';
import { declared } from './declared';
import { leagueSchedule } from '../services/league-schedule';

/** A league's head-to-head schedule with both teams' names, for its members. */
export async function scheduleRoutes(app: App): Promise<void> {
  app.route({
    ...declared('GET /schedules/getSchedulesByLeagueId/:league_id'),
    config: {
      access: { kind: 'league-member', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) => {
      // An inactive league has no schedule yet: an empty list (the screen shows the spec's text).
      return leagueSchedule(app.ctx.db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
    },
  });
}
