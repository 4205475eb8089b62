/**
 * Every api route declared once (docs/decisions/052): name (`'METHOD /path'`), what it takes
 * and what it answers. The api registers each route from its declaration; the client in
 * `../api` builds its requests and types its answers from it. Node-safe; browser code imports
 * only its types, so no page downloads zod for them.
 */
import { declareRoutes } from './declare';
import { healthRoutes } from './health';
import { userRoutes } from './users';
import { leagueMemberRoutes } from './league-members';
import { leagueRoutes } from './leagues';
import { ruleRoutes } from './rules';
import { fantasyWeekRoutes } from './fantasy-weeks';
import { nflScheduleRoutes } from './nfl-schedules';
import { statsRoutes } from './stats';
import { scoreRoutes } from './scores';
import { scheduleRoutes } from './schedules';
import { playerRoutes } from './players';
import { rosteredPlayerRoutes } from './rostered-players';
import { waiverClaimRoutes } from './waiver-claims';
import { transactionRoutes } from './transactions';
import { matchupRoutes } from './matchups';
import { liveRoutes } from './live';
import { standingRoutes } from './standings';
import { waiverRunRoutes } from './waiver-runs';
import { tradeRoutes } from './trades';
import { biteRoutes } from './bites';
import { playoffRoutes } from './playoffs';
import { testClockRoutes } from './test-clock';
import { benchBaselineRoutes } from './bench-baseline';
import { draftRoutes } from './drafts';

export const ROUTES = declareRoutes({
  ...healthRoutes,
  ...userRoutes,
  ...leagueMemberRoutes,
  ...leagueRoutes,
  ...ruleRoutes,
  ...fantasyWeekRoutes,
  ...nflScheduleRoutes,
  ...statsRoutes,
  ...scoreRoutes,
  ...scheduleRoutes,
  ...playerRoutes,
  ...rosteredPlayerRoutes,
  ...waiverClaimRoutes,
  ...transactionRoutes,
  ...matchupRoutes,
  ...liveRoutes,
  ...standingRoutes,
  ...waiverRunRoutes,
  ...tradeRoutes,
  ...biteRoutes,
  ...playoffRoutes,
  ...draftRoutes,
  ...testClockRoutes,
  ...benchBaselineRoutes,
});

export type Routes = typeof ROUTES;
export type DeclaredRouteKey = keyof Routes;

export {
  declareRoutes,
  pathParamNames,
  splitRouteKey,
  type MethodOf,
  type PathOf,
  type PathParams,
  type RouteDeclaration,
  type RouteKey,
  type RouteMethod,
} from './declare';
export type { RouteAnswer, RouteInput } from './route-types';
export { pathId } from './path-ids';
