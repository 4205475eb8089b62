import type { App } from '../app';
import { fantasyWeekRoutes } from './fantasy-weeks';
import { healthRoutes } from './health';
import { leagueMemberRoutes } from './league-members';
import { leagueRoutes } from './leagues';
import { nflScheduleRoutes } from './nfl-schedules';
import { ruleRoutes } from './rules';
import { scheduleRoutes } from './schedules';
import { scoreRoutes } from './scores';
import { statsRoutes } from './stats';
import { userRoutes } from './users';
import { playerRoutes } from './players';
import { rosteredPlayerRoutes } from './rostered-players';
import { transactionRoutes } from './transactions';
import { waiverClaimRoutes } from './waiver-claims';
import { liveRoutes } from './live';
import { matchupRoutes } from './matchups';
import { standingRoutes } from './standings';
import { waiverRunRoutes } from './waiver-runs';
import { tradeRoutes } from './trades';
import { biteRoutes } from './bites';
import { playoffRoutes } from './playoffs';
import { draftRoutes } from './drafts';

/**
 * The route table. Each module owns one resource of rules §7 (or a helper call); the
 * authorization matrix test walks every route registered here.
 */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(leagueMemberRoutes);
  await app.register(leagueRoutes);
  await app.register(ruleRoutes);
  await app.register(fantasyWeekRoutes);
  await app.register(nflScheduleRoutes);
  await app.register(statsRoutes);
  await app.register(scoreRoutes);
  await app.register(scheduleRoutes);
  await app.register(playerRoutes);
  await app.register(rosteredPlayerRoutes);
  await app.register(waiverClaimRoutes);
  await app.register(transactionRoutes);
  await app.register(matchupRoutes);
  await app.register(liveRoutes);
  await app.register(standingRoutes);
  await app.register(waiverRunRoutes);
  await app.register(tradeRoutes);
  await app.register(biteRoutes);
  await app.register(playoffRoutes);
  await app.register(draftRoutes);
}
