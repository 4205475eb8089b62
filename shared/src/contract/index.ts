/**
 * The api's answers, declared once (rules §7 and the helper calls): zod schemas the api's
 * routes answer with (and serialize through, and document at /docs), and the TypeScript types
 * every package reads answers by, inferred from them. Node-safe; browser code imports only its
 * types, so no page downloads zod for them.
 */
import type { z } from 'zod';
import type {
  auctionLotSchema,
  auctionStateSchema,
  auctionTeamSchema,
  draftRoomWithAuctionSchema,
  draftSettingsWithAuctionSchema,
} from './drafts-auction';
import type { currentFantasyWeekAnswerSchema, fantasyWeekSchema } from './fantasy-weeks';
import type { healthAnswerSchema, statsSourceHealthSchema } from './health';
import type {
  leagueMemberSchema,
  membershipSchema,
  updatedMembershipAnswerSchema,
} from './league-members';
import type {
  activateLeagueAnswerSchema,
  activationStatusSchema,
  createLeagueAnswerSchema,
  leagueDetailsSchema,
  leagueSchema,
} from './leagues';
import type {
  gameStatusSchema,
  lineupRulesSchema,
  matchupPlayerSchema,
  matchupSchema,
  matchupSideSchema,
  matchupSlotSchema,
  weekMatchupsSchema,
} from './matchups';
import type { liveWeekSchema } from './live';
import type {
  draftAvailablePlayerSchema,
  draftClockSchema,
  draftModeSchema,
  draftPickSchema,
  draftQueuePlayerSchema,
  draftQueueSchema,
  draftRoomSchema,
  draftTeamSchema,
} from './drafts';
import type { nflScheduleEntrySchema } from './nfl-schedule';
import type { mockDraftSchema } from './mock-drafts';
import type {
  bracketGameSchema,
  bracketRoundSchema,
  bracketSideSchema,
  bracketTeamSchema,
  leagueSeasonSchema,
  leagueStatusSchema,
  playoffBracketSchema,
  playoffMatchupSchema,
  playoffRulesSchema,
  playoffRuleValuesSchema,
  renewLeagueAnswerSchema,
  seasonTeamSchema,
  seedRowSchema,
} from './playoffs';
import type {
  playerSchema,
  playerSearchPageSchema,
  playerSearchRowSchema,
  playerStateSchema,
  seasonStatTotalsSchema,
} from './players';
import type { memberRoleSchema, rosterTypeSchema, statusMessageAnswerSchema } from './primitives';
import type { myTeamPlayerSchema, myTeamSchema, rosteredPlayerSchema } from './rostered-players';
import type {
  biteRuleValuesSchema,
  rosterRuleValuesSchema,
  savedRosterRulesAnswerSchema,
  savedScoringRulesAnswerSchema,
  savedWaiverRulesAnswerSchema,
  scoringRuleValuesSchema,
  tradeRuleValuesSchema,
  waiverRuleValuesSchema,
} from './rules';
import type {
  bitePlayerSchema,
  biteRightDetailSchema,
  biteRightSchema,
  biteTargetSchema,
  biteWeekPlanSchema,
} from './bites';
import type { tradeOfferPlayerSchema, tradeOfferSchema, tradePendingCountSchema } from './trades';
import type { scheduleEntrySchema } from './schedules';
import type {
  leagueStandingsSchema,
  nextMatchSchema,
  standingRowSchema,
  streakSchema,
} from './standings';
import type {
  statLineSchema,
  weeklyScoreSchema,
  weeklyStatsSchema,
  yearlyStatsSchema,
} from './stats';
import type { leagueTransactionSchema } from './transactions';
import type {
  currentUserSchema,
  loginAnswerSchema,
  publicUserSchema,
  registerAnswerSchema,
  userByIdSchema,
  userSchema,
} from './users';
import type {
  waiverClaimAnswerSchema,
  waiverClaimSchema,
  waiverRunSchema,
  waiverWindowSchema,
} from './waivers';

export { fantasyWeekSchema, currentFantasyWeekAnswerSchema } from './fantasy-weeks';
export { healthAnswerSchema, statsSourceHealthSchema } from './health';
export {
  createLeagueMemberAnswerSchema,
  leagueMemberSchema,
  membershipSchema,
  updatedMembershipAnswerSchema,
  updateTeamNameAnswerSchema,
} from './league-members';
export {
  activateLeagueAnswerSchema,
  activationStatusSchema,
  createLeagueAnswerSchema,
  leagueDetailsSchema,
  leagueSchema,
} from './leagues';
export {
  gameStatusSchema,
  lineupRulesSchema,
  matchupPlayerSchema,
  matchupSchema,
  matchupSideSchema,
  matchupSlotSchema,
  weekMatchupsSchema,
} from './matchups';
export { nflScheduleEntrySchema } from './nfl-schedule';
export {
  bracketGameSchema,
  bracketNameSchema,
  bracketRoundSchema,
  bracketSideSchema,
  bracketTeamSchema,
  leagueSeasonSchema,
  leagueStatusSchema,
  playoffBracketSchema,
  playoffMatchupSchema,
  playoffRulesSchema,
  playoffRuleValuesSchema,
  renewLeagueAnswerSchema,
  seasonTeamSchema,
  seasonWeekSchema,
  seedRowSchema,
  sideSourceSchema,
} from './playoffs';
export {
  playerSchema,
  playerSearchPageSchema,
  playerSearchRowSchema,
  playerSearchSortSchema,
  playerStateSchema,
  seasonStatTotalsSchema,
} from './players';
export {
  errorAnswerSchema,
  flagSchema,
  gameStateSchema,
  idSchema,
  instantSchema,
  MEMBER_ROLES,
  memberRoleSchema,
  positionSchema,
  rosterTypeSchema,
  slotKindSchema,
  statusMessageAnswerSchema,
  waiverDaySchema,
  withSuccessStatus,
} from './primitives';
export {
  createRosteredPlayerAnswerSchema,
  myTeamPlayerSchema,
  myTeamSchema,
  rosteredPlayerSchema,
} from './rostered-players';
export {
  biteRulesSchema,
  biteRuleValuesSchema,
  rosterRulesSchema,
  rosterRuleValuesSchema,
  savedRosterRulesAnswerSchema,
  savedScoringRulesAnswerSchema,
  savedWaiverRulesAnswerSchema,
  scoringRulesSchema,
  scoringRuleValuesSchema,
  tradeRulesSchema,
  tradeRuleValuesSchema,
  waiverRulesSchema,
  waiverRuleValuesSchema,
} from './rules';
export {
  bitePlayerSchema,
  biteRightDetailSchema,
  biteRightSchema,
  biteSwapOptionSchema,
  biteTargetSchema,
  biteWeekChoiceSchema,
  biteWeekPlanSchema,
} from './bites';
export {
  tradeOfferActionsSchema,
  tradeOfferPlayerSchema,
  tradeOfferSchema,
  tradePendingCountSchema,
} from './trades';
export { scheduleEntrySchema } from './schedules';
export {
  leagueStandingsSchema,
  nextMatchSchema,
  standingRowSchema,
  streakSchema,
} from './standings';
export { statLineSchema, weeklyScoreSchema, weeklyStatsSchema, yearlyStatsSchema } from './stats';
export { leagueTransactionSchema, TRANSACTION_KINDS } from './transactions';
export {
  currentUserSchema,
  loginAnswerSchema,
  publicUserSchema,
  registerAnswerSchema,
  userByIdSchema,
  userSchema,
} from './users';
export {
  CLAIM_STATUSES,
  waiverClaimAnswerSchema,
  waiverClaimDeletedAnswerSchema,
  waiverClaimSchema,
  waiverRunSchema,
  waiverWindowSchema,
} from './waivers';

/** The types every package reads answers by, each inferred from its schema above. */
export type ActivationStatus = z.infer<typeof activationStatusSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type FantasyWeek = z.infer<typeof fantasyWeekSchema>;
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
export type StatsSourceHealth = z.infer<typeof statsSourceHealthSchema>;
export type GameStatus = z.infer<typeof gameStatusSchema>;
export type League = z.infer<typeof leagueSchema>;
export type LeagueDetails = z.infer<typeof leagueDetailsSchema>;
export type LeagueMember = z.infer<typeof leagueMemberSchema>;
export type LeagueStandings = z.infer<typeof leagueStandingsSchema>;
export type LeagueTransaction = z.infer<typeof leagueTransactionSchema>;
export type Matchup = z.infer<typeof matchupSchema>;
export type MatchupPlayer = z.infer<typeof matchupPlayerSchema>;
export type LineupRules = z.infer<typeof lineupRulesSchema>;
export type MatchupSide = z.infer<typeof matchupSideSchema>;
export type MatchupSlot = z.infer<typeof matchupSlotSchema>;
export type MemberRole = z.infer<typeof memberRoleSchema>;
export type Membership = z.infer<typeof membershipSchema>;
export type MyTeam = z.infer<typeof myTeamSchema>;
export type MyTeamPlayer = z.infer<typeof myTeamPlayerSchema>;
export type NextMatch = z.infer<typeof nextMatchSchema>;
export type NflScheduleEntry = z.infer<typeof nflScheduleEntrySchema>;
export type Player = z.infer<typeof playerSchema>;
/** A league's playoff settings (the wizard's playoffs step). */
export type PlayoffRules = z.infer<typeof playoffRuleValuesSchema>;
export type PlayoffRulesAnswer = z.infer<typeof playoffRulesSchema>;
export type PlayoffMatchup = z.infer<typeof playoffMatchupSchema>;
export type PlayoffBracket = z.infer<typeof playoffBracketSchema>;
export type BracketGame = z.infer<typeof bracketGameSchema>;
export type BracketRound = z.infer<typeof bracketRoundSchema>;
export type BracketSide = z.infer<typeof bracketSideSchema>;
export type BracketTeam = z.infer<typeof bracketTeamSchema>;
export type SeedRow = z.infer<typeof seedRowSchema>;
export type SeasonTeam = z.infer<typeof seasonTeamSchema>;
export type LeagueStatus = z.infer<typeof leagueStatusSchema>;
export type LeagueSeason = z.infer<typeof leagueSeasonSchema>;
export type RenewLeagueAnswer = z.infer<typeof renewLeagueAnswerSchema>;
export type PlayerSearchPage = z.infer<typeof playerSearchPageSchema>;
export type PlayerSearchRow = z.infer<typeof playerSearchRowSchema>;
export type PlayerState = z.infer<typeof playerStateSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type RosteredPlayer = z.infer<typeof rosteredPlayerSchema>;
/** A rule set's values; a stored set also has its id and league. */
export type RosterRules = z.infer<typeof rosterRuleValuesSchema> & {
  id?: number;
  league_id?: number;
};
export type RosterType = z.infer<typeof rosterTypeSchema>;
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;
export type ScoringRules = z.infer<typeof scoringRuleValuesSchema> & {
  id?: number;
  league_id?: number;
};
export type SeasonStatTotals = z.infer<typeof seasonStatTotalsSchema>;
export type StandingRow = z.infer<typeof standingRowSchema>;
export type Streak = z.infer<typeof streakSchema>;
export type StatLine = z.infer<typeof statLineSchema>;
export type User = z.infer<typeof userSchema>;
export type WaiverClaim = z.infer<typeof waiverClaimSchema>;
export type WaiverRules = z.infer<typeof waiverRuleValuesSchema> & {
  id?: number;
  league_id?: number;
};
export type WaiverRun = z.infer<typeof waiverRunSchema>;
/** A league's trade settings; a stored set also has its id and league. */
export type TradeRules = z.infer<typeof tradeRuleValuesSchema> & {
  id?: number | null;
  league_id?: number;
};
/** A league's vampire-bite settings; a stored set also has its id and league. */
export type BiteRules = z.infer<typeof biteRuleValuesSchema> & {
  id?: number | null;
  league_id?: number;
};
export type TradeOffer = z.infer<typeof tradeOfferSchema>;
export type TradeOfferPlayer = z.infer<typeof tradeOfferPlayerSchema>;
export type TradePendingCount = z.infer<typeof tradePendingCountSchema>;
export type BitePlayer = z.infer<typeof bitePlayerSchema>;
export type BiteRight = z.infer<typeof biteRightSchema>;
export type BiteRightDetail = z.infer<typeof biteRightDetailSchema>;
export type BiteTarget = z.infer<typeof biteTargetSchema>;
export type BiteWeekPlan = z.infer<typeof biteWeekPlanSchema>;
export type WaiverWindow = z.infer<typeof waiverWindowSchema>;
export type WeekMatchups = z.infer<typeof weekMatchupsSchema>;
export type WeeklyScore = z.infer<typeof weeklyScoreSchema>;
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>;
export type YearlyStats = z.infer<typeof yearlyStatsSchema>;

/** Answers of the changes rules §7 gives an answer for (status and what it lists). */
export type ActivateLeagueAnswer = z.infer<typeof activateLeagueAnswerSchema>;
export type CreateLeagueAnswer = z.infer<typeof createLeagueAnswerSchema>;
export type CurrentFantasyWeekAnswer = z.infer<typeof currentFantasyWeekAnswerSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;
export type StatusMessageAnswer = z.infer<typeof statusMessageAnswerSchema>;
export type UpdatedMembershipAnswer = z.infer<typeof updatedMembershipAnswerSchema>;
export type SavedRosterRulesAnswer = z.infer<typeof savedRosterRulesAnswerSchema>;
export type SavedScoringRulesAnswer = z.infer<typeof savedScoringRulesAnswerSchema>;
export type SavedWaiverRulesAnswer = z.infer<typeof savedWaiverRulesAnswerSchema>;
export type UserById = z.infer<typeof userByIdSchema>;
export type WaiverClaimAnswer = z.infer<typeof waiverClaimAnswerSchema>;

export { liveWeekSchema } from './live';
/** A league's week as pushed to every member watching it. */
export type LiveWeek = z.infer<typeof liveWeekSchema>;

export {
  draftAvailablePlayerSchema,
  draftClockSchema,
  draftModeSchema,
  draftPickSchema,
  draftQueuePlayerSchema,
  draftQueueSchema,
  draftRoomSchema,
  draftSettingsSchema,
  draftTeamSchema,
} from './drafts';
/** The live draft's answers (docs/decisions/058). */
export type DraftRoom = z.infer<typeof draftRoomSchema>;
export type DraftTeam = z.infer<typeof draftTeamSchema>;
export type DraftPick = z.infer<typeof draftPickSchema>;
export type DraftClock = z.infer<typeof draftClockSchema>;
export type DraftAvailablePlayer = z.infer<typeof draftAvailablePlayerSchema>;
export type DraftQueue = z.infer<typeof draftQueueSchema>;
export type DraftQueuePlayer = z.infer<typeof draftQueuePlayerSchema>;

export {
  auctionLotSchema,
  auctionSaleSchema,
  auctionStateSchema,
  auctionTeamSchema,
  draftRoomWithAuctionSchema,
  draftSettingsWithAuctionSchema,
} from './drafts-auction';
/** The auction draft's answers (docs/decisions/065). */
export type DraftRoomWithAuction = z.infer<typeof draftRoomWithAuctionSchema>;
export type DraftSettingsWithAuction = z.infer<typeof draftSettingsWithAuctionSchema>;
export type AuctionState = z.infer<typeof auctionStateSchema>;
export type AuctionLot = z.infer<typeof auctionLotSchema>;
export type AuctionTeam = z.infer<typeof auctionTeamSchema>;
/** How the league's picks are made: live, or entered after an offline draft (decision 066). */
export type DraftModeAnswer = z.infer<typeof draftModeSchema>;
export { mockDraftSchema } from './mock-drafts';
/** The caller's mock draft (docs/decisions/067). */
export type MockDraft = z.infer<typeof mockDraftSchema>;
