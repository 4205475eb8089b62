/** The domain's public surface: entities, constants, messages and pure league rules. */
export type {
  ActivateLeagueAnswer,
  ActivationStatus,
  DraftAvailablePlayer,
  DraftClock,
  DraftPick,
  DraftQueue,
  DraftModeAnswer,
  DraftQueuePlayer,
  DraftRoom,
  DraftTeam,
  AuctionLot,
  AuctionState,
  AuctionTeam,
  DraftRoomWithAuction,
  DraftSettingsWithAuction,
  MockDraft,
  BracketGame,
  BracketRound,
  BracketSide,
  BracketTeam,
  CreateLeagueAnswer,
  LeagueDetails,
  LeagueSeason,
  LeagueStatus,
  PlayoffBracket,
  PlayoffMatchup,
  PlayoffRulesAnswer,
  RenewLeagueAnswer,
  SeasonTeam,
  SeedRow,
  LoginAnswer,
  PlayerSearchPage,
  PlayerSearchRow,
  RegisterAnswer,
  SeasonStatTotals,
  StatusMessageAnswer,
  UserById,
  WaiverClaimAnswer,
} from '../contract';
export type {
  ApiAnswer,
  BitePlayer,
  BiteRight,
  BiteRightDetail,
  BiteRules,
  BiteTarget,
  BiteWeekPlan,
  ClaimStatus,
  CurrentUser,
  FantasyWeek,
  Flag,
  League,
  LeagueMember,
  LeagueTransaction,
  MemberRole,
  Membership,
  MyTeam,
  MyTeamPlayer,
  NflScheduleEntry,
  Player,
  PlayerState,
  PlayoffRules,
  Position,
  PublicUser,
  RosterRules,
  RosteredPlayer,
  RosterType,
  ScheduleEntry,
  ScoringRules,
  StandingRow,
  StatLine,
  TradeOffer,
  TradeOfferPlayer,
  TradePendingCount,
  TradeRules,
  TransactionKind,
  User,
  WaiverClaim,
  WaiverDay,
  WaiverRules,
  WeeklyScore,
  WeeklyStats,
  YearlyStats,
} from './entities';
export {
  ADD_PLAYER_POSITION_FILTER,
  DEFAULT_POSITION_MAXIMUMS,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_WAIVER_RULES,
  DEFAULT_API_BASE_URL,
  LEAGUE_SIZE,
  LOCKED_PLAYER_MESSAGE,
  NAME_MAX,
  NFL_TEAMS,
  PAGE_SIZE,
  PAGINATION_WINDOW,
  POSITIONS,
  PASSWORD_MIN,
  PLAYOFF_TEAMS,
  PRODUCT_NAME,
  REGULAR_SEASON_WEEKS,
  ROSTER_TYPE,
  SCHEDULE_WEEKS,
  SCORING_RULE_FIELDS,
  SEASON_BONUS_TIERS,
  SLOT_KINDS,
  STARTER_SLOT_KINDS,
  TEAM_NAME_MAX,
  TIME_ZONE,
  TIMINGS,
  USERNAME_MAX,
  USERNAME_MIN,
  WAIVER_DAYS,
  WAIVER_POSITION_FILTER,
  PLAYER_SEARCH_SORTS,
  WEEKLY_BONUS_TIERS,
  YARD_SCORING_FIELDS,
} from './constants';
export type { NflTeam, PlayerSearchSort, SlotKind } from './constants';
export { DRAFT_MESSAGES, MESSAGES } from './messages';
export { ROSTER_PRESETS, SCORING_PRESETS } from './league-presets';
export type { RosterPreset, RulePreset, ScoringPreset } from './league-presets';
export {
  BITE_RULE_LABELS,
  PLAYOFF_RULE_LABELS,
  ROSTER_RULE_LABELS,
  SCORING_RULE_GROUPS,
  TRADE_RULE_LABELS,
  fieldLabelOf,
} from './rule-labels';
export type {
  PlayoffRuleField,
  RosterRuleField,
  RuleLabel,
  ScoringRuleField,
  ScoringRuleGroup,
} from './rule-labels';
export {
  SLOT_COUNT_FIELDS,
  buildSlotLayout,
  compareBenchPlayers,
  isStarterSlot,
  orderForLeagueRosters,
  placePlayersInSlots,
  slotCountsFor,
  slotKindOf,
  storedPositionFor,
} from './roster-layout';
export type { BenchSortable, FilledSlot, RosterSlot } from './roster-layout';
export {
  canPlayInSlot,
  canPlayInSlotCode,
  countTowardRosterSize,
  findFirstFreeSlot,
  isAtPositionMaximum,
  isRosterFull,
  rosterCapacity,
  mayChangeWhileLocked,
  planMoveOnRoster,
  planRosterMove,
  positionMaximum,
} from './move-legality';
export type { MovePlan, MovingPlayer, SlotCandidate } from './move-legality';
export {
  roundScore,
  seasonScoreFromWeeks,
  seasonTotalsScore,
  tierBonus,
  weeklyFantasyScore,
} from './scoring';
export type { BonusTiers } from './scoring';
export {
  fantasyWeekWindow,
  findCurrentFantasyWeek,
  isBeforeWaiverDay,
  waiverDayStart,
} from './fantasy-week';
export type { WeekLookup } from './fantasy-week';
export { roundRobinSchedule, shuffle } from './round-robin';
export type { ScheduledPairing } from './round-robin';
export {
  dayjs,
  easternDateTimeInputValue,
  easternWallClockToInstant,
  formatEasternDayTime,
  inEastern,
  instantOfEasternInput,
} from './time';
export { movedOnePlace } from './list-order';
export {
  DRAFT_ORDER_MODE_LABELS,
  DRAFT_PICK_CLOCK_CHOICES,
  DRAFT_TYPE_LABELS,
  pickClockText,
} from './draft-settings-texts';
export { playerStateText } from './player-state';
export {
  COUNTING_STAT_COLUMNS,
  OPTIONAL_STAT_COLUMNS,
  SEASON_STAT_COLUMNS,
  SPLIT_RETURN_TD_COLUMNS,
  SEASON_TOTAL_FIELDS,
} from './stat-columns';
export type { WaiverRun, WaiverWindow } from './waivers';
export { GAME_STATES, gameReportAt, gameStateAt } from './game-state';
export { applyWeekChanges, weekChanges, type LiveWeekChanges } from './live-week-changes';
export { gameStatusText, kickoffText, periodText } from './game-status-text';
export type { GameStatusFacts } from './game-status-text';
export { NFL_TEAM_COLORS, teamColorsOf } from './team-colors';
export type { TeamColors } from './team-colors';
export {
  answersAnInvitation,
  holdsATeam,
  isVampireRuleSet,
  MEMBER_ROLES,
  ownOrFirstMemberId,
  rosterTypeOf,
  TEAM_ROLES,
  teamsOf,
  vampFlagOf,
} from './members';
export type { GameReport, GameState, RecordedGame, RecordedGameReport } from './game-state';
export type {
  GameStatus,
  LeagueStandings,
  Matchup,
  MatchupPlayer,
  MatchupSide,
  MatchupSlot,
  NextMatch,
  Streak,
  WeekMatchups,
} from './matchups';
export {
  isYetToFinish,
  pointsPerGame,
  projectedFinal,
  projectSide,
  shareLeftToPlay,
  STILL_TO_COME_SPREAD,
  winProbability,
} from './projection';
export type { ProjectedPlayer, SideProjection } from './projection';
export { lineupAlerts } from './lineup-alerts';
export type { AlertablePlayer, LineupAlert, LineupAlertKind } from './lineup-alerts';
export { vampireRuleDifferences, vampireRulesLabel } from './vampire-rules';
export { TRANSACTION_KIND_LABELS, transactionFromText } from './transaction-kinds';
export { bestLineup, isAvailableToPlay, isReportedOut, projectedThisWeek } from './best-lineup';
export {
  DEFAULT_TRADE_RULES,
  OPEN_TRADE_STATUSES,
  TRADE_PLAYER_ACTIONS,
  TRADE_REVIEW_MODE_LABELS,
  TRADE_REVIEW_MODES,
  TRADE_STATUSES,
} from './trade-rules';
export type { TradePlayerAction, TradeReviewMode, TradeStatus } from './trade-rules';
export {
  BITE_DEADLINE_DAYS,
  BITE_DEADLINE_KINDS,
  BITE_RIGHT_STATUSES,
  BITE_SWAP_RULES,
  DEFAULT_BITE_RULES,
  biteDeadline,
  isBiteWeek,
} from './bite-rules';
export type {
  BiteDeadlineDay,
  BiteDeadlineKind,
  BiteDeadlineRules,
  BiteRightStatus,
  BiteSwapRule,
  BiteWeekRules,
} from './bite-rules';
export { biteTargetIds, lineupExposure } from './bite-targets';
export {
  BITE_NEWS_DAYS,
  biteNewsFor,
  biteNewsLines,
  bitePlayerText,
  biteStoryText,
  biteWonText,
} from './bite-news';
export type { BiteNews } from './bite-news';
export {
  BITE_DEADLINE_KIND_LABELS,
  BITE_SWAP_RULE_LABELS,
  biteRuleValueText,
  easternHourText,
  playoffRuleValueText,
  SEEDING_TIEBREAKER_LABELS,
  tradeRuleValueText,
} from './rule-value-texts';
export type { BiteTargetFacts, FrozenLineupPlayer } from './bite-targets';
export { rosterLimitProblem } from './roster-limits';
export type { RosterLimitProblem } from './roster-limits';
export type { LineupCandidate, LineupChange } from './best-lineup';
export {
  CONSOLATION_TEAMS,
  DEFAULT_PLAYOFF_RULES,
  PLAYOFF_TEAM_CHOICES,
  PLAYOFF_WEEK_RANGE,
  SEEDING_TIEBREAKERS,
  WEEKS_PER_ROUND_CHOICES,
  bracketRoundCount,
  isRegularSeasonWeek,
  lastPlayoffWeek,
  playoffRoundCount,
  playoffsFit,
  playoffWeekPlan,
  roundName,
  roundWeeks,
  seasonWeek,
  seasonWeekText,
  seedingOrderSteps,
} from './playoff-rules';
export type { BracketName, SeasonWeek, SeedingTiebreaker } from './playoff-rules';
export {
  bracketLayout,
  byesOf,
  decidePlayoffGame,
  finalPlaces,
  hasConsolationBracket,
  isFinalGame,
  nextGameOf,
} from './playoff-bracket';
export type {
  BracketGameLayout,
  DecidedGame,
  PlayedSide,
  PlayoffGameResult,
  SideSource,
} from './playoff-bracket';
export { seedTeams } from './playoff-seeding';
export type { SeasonGame, SeededTeam, SeedTiebreak } from './playoff-seeding';
export { recordText, teamNameOrUnknown, teamWithOwnerText } from './team-texts';
export {
  DEFAULT_DRAFT_SETTINGS,
  DRAFT_AVAILABLE_LIMIT_BOUNDS,
  DRAFT_CSV_BOUNDS,
  DRAFT_CSV_COLUMNS,
  DRAFT_CSV_MAX_LISTED_ERRORS,
  DRAFT_MODES,
  DRAFT_NIGHT,
  DRAFT_ORDER_MODES,
  DRAFT_PICK_SECONDS_BOUNDS,
  DRAFT_PICK_SOURCES,
  DRAFT_QUEUE_MAX,
  DRAFT_STATUSES,
  DRAFT_TYPES,
  draftClockMs,
  draftDeadline,
  isDraftNight,
  takesPartInDraft,
  teamOnClock,
  VAMPIRE_WINDOW_HOURS,
  waiverOrderAfterDraft,
} from './draft';
export type {
  DraftMode,
  DraftOrderMode,
  DraftPickSource,
  DraftSettings,
  DraftSlot,
  DraftStatus,
  DraftType,
} from './draft';
export {
  AUCTION_BID_CLOCK_CHOICES,
  AUCTION_BID_SECONDS_BOUNDS,
  AUCTION_BUDGET_BOUNDS,
  AUCTION_MIN_BID,
  auctionMaxBid,
  DEFAULT_AUCTION_SETTINGS,
  DRAFT_KIND_LABELS,
  DRAFT_KINDS,
  nextNominator,
} from './auction';
export type { DraftKind } from './auction';
export {
  MOCK_DRAFT_BOTS,
  MOCK_DRAFT_DEFAULT_PICK_SECONDS,
  MOCK_DRAFT_KEPT_MS,
  MOCK_DRAFT_LEAGUE_NAME,
  MOCK_DRAFT_MESSAGES,
  MOCK_DRAFT_START_INTERVAL_MS,
  MOCK_DRAFT_TYPES,
  mockBotTeamName,
} from './mock-draft';
