/** Zod schemas with the spec's exact texts, shared by the forms and the api's route schemas (node-safe). */
export { firstIssueMessage } from './first-issue';
export type { ParseOutcome } from './first-issue';
export { loginSchema, registerBodySchema, registerSchema, setupTokenSchema } from './account';
export type { LoginBody, RegisterBody, RegisterForm } from './account';
export { readLoginForm } from './login-form';
export type { LoginFormReading } from './login-form';
export { teamNameBodySchema, teamNameSchema } from './team-name';
export type { TeamNameBody } from './team-name';
export { inviteUsernameSchema } from './invite-username';
export {
  createLeagueBodySchema,
  leagueInfoSchema,
  rosterRulesBodySchema,
  rosterRulesSchema,
  scoringRulesBodySchema,
  scoringRulesSchema,
  waiverRulesBodySchema,
  waiverRulesSchema,
} from './league-wizard';
export type {
  CreateLeagueBody,
  LeagueInfoForm,
  RosterRulesBody,
  RosterRulesInput,
  ScoringRulesBody,
  ScoringRulesInput,
  WaiverRulesBody,
  WaiverRulesInput,
} from './league-wizard';
export { playoffRulesBodySchema, playoffRulesSchema, renewLeagueBodySchema } from './playoff-rules';
export type { PlayoffRulesBody, PlayoffRulesInput, RenewLeagueBody } from './playoff-rules';
export { claimFormSchema, waiverClaimBodySchema } from './waiver-claim';
export type {
  ClaimFormContext,
  ClaimFormInput,
  ClaimFormValues,
  WaiverClaimBody,
} from './waiver-claim';
export { tradeRulesBodySchema, tradeRulesSchema } from './trade-rules';
export type { TradeRulesBody, TradeRulesInput } from './trade-rules';
export { biteRulesBodySchema, biteRulesSchema } from './bite-rules';
export type { BiteRulesBody, BiteRulesInput } from './bite-rules';
export {
  tradeAcceptBodySchema,
  tradeCounterBodySchema,
  tradeProposalBodySchema,
} from './trade-offer';
export type { TradeAcceptBody, TradeCounterBody, TradeProposalBody } from './trade-offer';
export { biteTakeBodySchema, biteWeekChoiceBodySchema } from './bite-choices';
export type { BiteTakeBody, BiteWeekChoiceBody } from './bite-choices';
export { weeklyScoresBodySchema } from './weekly-scores';
export type { WeeklyScoresBody } from './weekly-scores';
export {
  addFromWaiversBodySchema,
  addToTeamBodySchema,
  rosteredPlayerBodySchema,
  rosteredPlayerIdBodySchema,
  rosterMoveBodySchema,
} from './rostered-player';
export type {
  AddFromWaiversBody,
  AddToTeamBody,
  RosteredPlayerBody,
  RosteredPlayerIdBody,
  RosterMoveBody,
} from './rostered-player';
export {
  EMAIL_PATTERN,
  PERSON_NAME_PATTERN,
  SLOT_CODE_PATTERN,
  USERNAME_PATTERN,
} from './patterns';
export { bodyId, seasonNumber, textId, tooLarge, weekNumber } from './bounded-numbers';
export {
  BITE_DEADLINE_HOUR_BOUNDS,
  CLAIM_PRIORITY_BOUNDS,
  FAAB_MAX,
  FIRST_PLAYOFF_WEEK_BOUNDS,
  ID_MAX,
  MAX_ROSTER_SIZE,
  ROSTER_RULE_BOUNDS,
  SCORING_POINTS_BOUNDS,
  SEARCH_PAGE_BOUNDS,
  SEARCH_PAGE_SIZE_BOUNDS,
  SEASON_BOUNDS,
  STATS_REQUEST_MAX_PLAYERS,
  TRADE_DEADLINE_WEEK_BOUNDS,
  TRADE_DROPS_PER_SIDE_MAX,
  TRADE_LIST_MAX,
  TRADE_OFFER_EXPIRY_HOURS_BOUNDS,
  TRADE_PENDING_OFFERS_MAX,
  TRADE_PLAYERS_PER_SIDE_MAX,
  TRADE_REVIEW_HOURS_BOUNDS,
  TRADE_VETO_VOTES_BOUNDS,
  WAIVERS_LENGTH_BOUNDS,
  WEEK_BOUNDS,
} from './limits';
export type { NumberBounds } from './limits';
export {
  draftAutopickBodySchema,
  draftAutopickForBodySchema,
  draftAvailableQuerySchema,
  draftModeBodySchema,
  draftOfflineUploadBodySchema,
  draftPickBodySchema,
  draftQueueBodySchema,
  draftSettingsBodySchema,
} from './draft';
export type {
  DraftAutopickBody,
  DraftAutopickForBody,
  DraftAvailableQuery,
  DraftModeBody,
  DraftOfflineUploadBody,
  DraftPickBody,
  DraftQueueBody,
  DraftSettingsBody,
} from './draft';
export {
  auctionBidBodySchema,
  auctionNominationBodySchema,
  draftSettingsWithAuctionBodySchema,
} from './draft-auction';
export type {
  AuctionBidBody,
  AuctionNominationBody,
  DraftSettingsWithAuctionBody,
} from './draft-auction';
export { mockDraftBodySchema } from './mock-draft';
export type { MockDraftBody } from './mock-draft';
