import { leagueStandingsSchema } from '../contract';
import { leagueIdParams } from './path-ids';
import { declareRoutes } from './declare';

/** Standings from final matchups. */
export const standingRoutes = declareRoutes({
  'GET /standings/getStandingsByLeagueId/:league_id': {
    tags: ['standings'],
    summary:
      "A league's standings (win percentage, then points for), streaks, the playoff line and the caller's next match (members only)",
    params: leagueIdParams,
    response: { 200: leagueStandingsSchema },
  },
});
