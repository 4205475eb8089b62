/** The typed API client: one axios instance and one function per call of rules §7. */
export { apiClient, configureApi } from './client';
export type { ApiSettings } from './client';
export { earlyLoads } from './early-reads';
export type { EarlyAnswer, EarlyLoads } from './early-reads';
export {
  errorStatusOf,
  loginErrorMessage,
  messageFromError,
  prefixedErrorMessage,
  registerErrorMessage,
  serverMessageOf,
} from './errors';
export { getHealth } from './health';
export type { HealthAnswer, StatsSourceHealth } from './health';
export { getCurrentUser, getUserById, getUserByUsername, login, logout, register } from './users';
export {
  createLeagueMember,
  getLeagueMemberByLeagueAndUserId,
  getLeagueMembersByLeagueId,
  getLeagueMembersByUserId,
  updateRemainingFaabBudget,
  updateRole,
  updateTeamName,
} from './league-members';
export type { LeagueMemberCreateBody } from './league-members';
export {
  addFromWaivers,
  addToTeam,
  benchRosteredPlayer,
  createRosteredPlayer,
  dropRosteredPlayer,
  getRosteredPlayerById,
  getRosteredPlayerByLeagueAndPlayerId,
  getRosteredPlayersByLeagueId,
  getMyTeam,
  getRosteredPlayersByLeagueMemberId,
  moveRosteredPlayer,
  setBestLineup,
  updateRosteredPlayer,
} from './rostered-players';
export { getPlayerById, getPlayers, searchPlayers } from './players';
export type { PlayerSearchQuery } from './players';
export {
  createWaiverClaim,
  deleteWaiverClaim,
  getWaiverClaimsByLeagueMemberId,
  updateWaiverClaim,
} from './waiver-claims';
export {
  createBiteRules,
  createRosterRules,
  createScoringRules,
  createTradeRules,
  createWaiverRules,
  getBiteRulesByLeagueId,
  getRosterRulesByLeagueId,
  getScoringRulesByLeagueId,
  getTradeRulesByLeagueId,
  getWaiverRulesByLeagueId,
} from './rules';
export {
  acceptTrade,
  approveTrade,
  counterTrade,
  declineTrade,
  getPendingTradeCount,
  getTradeById,
  getTradesByLeagueId,
  proposeTrade,
  vetoTrade,
  withdrawTrade,
} from './trades';
export {
  chooseGarlic,
  declareBiteTarget,
  getBiteRightById,
  getBiteRightsByLeagueId,
  getBiteWeekPlan,
  passBite,
  takeBite,
} from './bites';
export {
  activateLeague,
  createLeague,
  getLeagueById,
  getLeagueHistory,
  renewLeague,
} from './leagues';
export { createPlayoffRules, getBracketByLeagueId, getPlayoffRulesByLeagueId } from './playoffs';
export { getCurrentFantasyWeek, getFantasyWeeks, getFantasyWeeksByYear } from './fantasy-weeks';
export { getGameSchedules, getNflSchedulesByYearAndWeek } from './nfl-schedules';
export { getSchedulesByLeagueId } from './schedules';
export {
  getWeeklyStatsByPlayerIdsSeasonAndWeek,
  getYearlyStatsByPlayerId,
  getYearlyStatsBySeason,
} from './stats';
export type { WeeklyStatsQuery } from './stats';
export { getWeeklyScores } from './scores';
export { getTransactionsByLeagueId } from './transactions';
export { getActivationStatus } from './leagues';
export { getMatchupsByLeagueAndWeek } from './matchups';
export { watchLiveWeek, type LiveWeekHandlers } from './live-week';
export { watchLiveDraft } from './live-draft';
export type { LiveStreamHandlers } from './live-stream';
export { getStandingsByLeagueId } from './standings';
export { getWaiverRunsByLeagueId, getWaiverWindow } from './waiver-runs';
export {
  getDraft,
  getDraftAvailablePlayers,
  getDraftMode,
  getDraftQueue,
  getMockDraft,
  makeDraftPick,
  nominateAuctionPlayer,
  pauseDraft,
  placeAuctionBid,
  resumeDraft,
  roomWithAuction,
  saveDraftSettings,
  setDraftAutopick,
  setDraftAutopickFor,
  setDraftMode,
  setDraftQueue,
  startDraft,
  startMockDraft,
  undoLastDraftPick,
  updateDraftSettings,
  uploadOfflineDraft,
} from './drafts';
