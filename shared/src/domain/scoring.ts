import { SEASON_BONUS_TIERS, WEEKLY_BONUS_TIERS } from './constants';
import type { ScoringRules, StatLine } from './entities';
import { SPLIT_RETURN_TD_COLUMNS } from './stat-columns';

type Tiers = { low: number; high: number };

/** The yards a bonus starts at, low and high tier, for passing, rushing and receiving. */
export type BonusTiers = Record<'passing' | 'rushing' | 'receiving', Tiers>;

/** Rounds a score to the 2 decimals the product shows (half away from zero, float-safe). */
export function roundScore(value: number): number {
  // 10.075 * 100 is 1007.4999999999999 in binary floating point: trimming to 15 significant
  // digits first removes that representation error, which a fixed epsilon only does near 1.
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const rounded = cents / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** The bonus for yards in a tier: the higher tier replaces the lower (rules §5). */
export function tierBonus(
  yards: number,
  tiers: Tiers,
  lowPoints: number,
  highPoints: number,
): number {
  if (yards >= tiers.high) return highPoints;
  if (yards >= tiers.low) return lowPoints;
  return 0;
}

const n = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Special-teams and defensive touchdowns: split counts use their own rules; a combined count
 * scores with kickoff_return_touchdown (rules §5.12).
 */
function specialTeamsPoints(stats: StatLine, rules: ScoringRules): number {
  const split = SPLIT_RETURN_TD_COLUMNS.some((column) => stats[column] != null);
  const touchdowns = split
    ? n(stats.kickoff_return_tds) * rules.kickoff_return_touchdown +
      n(stats.punt_return_tds) * rules.punt_return_touchdown +
      n(stats.fumble_recovery_tds) * rules.fumble_recovered_touchdown +
      n(stats.interception_return_tds) * rules.interception_return_touchdown +
      n(stats.fumble_return_tds) * rules.fumble_return_touchdown +
      n(stats.blocked_return_tds) * rules.blocked_return_touchdown
    : n(stats.special_teams_tds) * rules.kickoff_return_touchdown;
  return (
    touchdowns +
    n(stats.two_point_returns) * rules.two_point_return +
    n(stats.fumbles_lost) * rules.fumbles_lost +
    n(stats.safeties) * rules.one_point_safety
  );
}

function basePoints(stats: StatLine, rules: ScoringRules): number {
  return (
    n(stats.passing_yards) * rules.passing_yards +
    n(stats.passing_tds) * rules.passing_touchdowns +
    n(stats.interceptions) * rules.interceptions_thrown +
    n(stats.two_point_passes) * rules.two_point_pass +
    n(stats.rushing_yards) * rules.rushing_yards +
    n(stats.rushing_tds) * rules.rushing_touchdowns +
    n(stats.two_point_rushes) * rules.two_point_rush +
    n(stats.receptions) * rules.receptions +
    n(stats.receiving_yards) * rules.receiving_yards +
    n(stats.receiving_tds) * rules.receiving_touchdowns +
    n(stats.two_point_receptions) * rules.two_point_reception +
    specialTeamsPoints(stats, rules)
  );
}

function bonusPoints(stats: StatLine, rules: ScoringRules, tiers: BonusTiers): number {
  return (
    tierBonus(
      n(stats.passing_yards),
      tiers.passing,
      rules.passing_300_399,
      rules.passing_400_plus,
    ) +
    tierBonus(
      n(stats.rushing_yards),
      tiers.rushing,
      rules.rushing_100_199,
      rules.rushing_200_plus,
    ) +
    tierBonus(
      n(stats.receiving_yards),
      tiers.receiving,
      rules.receiving_100_199,
      rules.receiving_200_plus,
    )
  );
}

/** A week's fantasy score: stats × the league's rules plus weekly bonus tiers, 2 decimals. */
export function weeklyFantasyScore(stats: StatLine, rules: ScoringRules): number {
  return roundScore(basePoints(stats, rules) + bonusPoints(stats, rules, WEEKLY_BONUS_TIERS));
}

/**
 * A season score from season totals alone (rules §5.13: only for players with totals and no
 * weekly rows): season tiers 3000/4000 passing, 1000/2000 rushing and receiving, paying the
 * points of the matching weekly tier fields.
 */
export function seasonTotalsScore(stats: StatLine, rules: ScoringRules): number {
  return roundScore(basePoints(stats, rules) + bonusPoints(stats, rules, SEASON_BONUS_TIERS));
}

/** A season score as the sum of weekly scores (rules §5.13), 2 decimals. */
export function seasonScoreFromWeeks(weeks: readonly StatLine[], rules: ScoringRules): number {
  return roundScore(weeks.reduce((total, week) => total + weeklyFantasyScore(week, rules), 0));
}
