/**
 * Entities of the product (rules §3), as the api sends them. Their shapes are declared once,
 * in the contract (`shared/src/contract`), and inferred from it; this module names them for the
 * domain's rules and the screens. Flags are 0/1 like the spec.
 */
import type { CLAIM_STATUSES, TRANSACTION_KINDS } from '../contract';

export type {
  BitePlayer,
  BiteRight,
  BiteRightDetail,
  BiteRules,
  BiteTarget,
  BiteWeekPlan,
  CurrentUser,
  FantasyWeek,
  League,
  LeagueMember,
  LeagueTransaction,
  MemberRole,
  Membership,
  MyTeam,
  MyTeamPlayer,
  NflScheduleEntry,
  Player,
  PlayoffRules,
  PlayerState,
  PublicUser,
  RosteredPlayer,
  RosterRules,
  RosterType,
  ScheduleEntry,
  ScoringRules,
  StandingRow,
  StatLine,
  TradeOffer,
  TradeOfferPlayer,
  TradePendingCount,
  TradeRules,
  User,
  WaiverClaim,
  WaiverRules,
  WeeklyScore,
  WeeklyStats,
  YearlyStats,
} from '../contract';
export type { Position, WaiverDay } from './constants';

export type Flag = 0 | 1;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * The body of a change's answer where rules §7 gives one (status and message) — and of every refusal,
 * which carries status 'error' and its message.
 */
export interface ApiAnswer<T = unknown> {
  status: 'success' | 'error';
  message?: string;
  data?: T;
}
