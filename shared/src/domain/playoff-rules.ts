import { PLAYOFF_TEAMS, REGULAR_SEASON_WEEKS, SCHEDULE_WEEKS } from './constants';
import type { PlayoffRules } from './entities';
import { MESSAGES } from './messages';

/**
 * The playoffs' settings and the weeks they use (docs/decisions/020-playoffs-and-seasons.md).
 * rules §13.1 keeps weeks 10-14 for the playoffs; the regular season is always weeks 1-9.
 */

/** The weeks the playoffs may use: the ones after the round robin, up to the schedule's last. */
export const PLAYOFF_WEEK_RANGE = {
  first: REGULAR_SEASON_WEEKS + 1,
  last: SCHEDULE_WEEKS,
} as const;
/** How many teams make the playoffs: 4 (two rounds), or 6 (three rounds, the top two seeds on a bye). */
export const PLAYOFF_TEAM_CHOICES = [4, 6] as const;
/** How long a playoff round lasts: one week, or two weeks whose points are added up. */
export const WEEKS_PER_ROUND_CHOICES = [1, 2] as const;
/**
 * What separates teams level on record when they are seeded: points for first, then
 * head-to-head (the default), or head-to-head first, then points for. A draw by lot comes last.
 */
export const SEEDING_TIEBREAKERS = ['points_for', 'head_to_head'] as const;
export type SeedingTiebreaker = (typeof SEEDING_TIEBREAKERS)[number];
/** The teams of the consolation bracket: the next four after the playoff teams. */
export const CONSOLATION_TEAMS = 4;

/** The playoffs a league plays unless it chooses others: the top 4, one-week rounds in weeks 10-11. */
export const DEFAULT_PLAYOFF_RULES = {
  playoff_teams: PLAYOFF_TEAMS,
  weeks_per_round: 1,
  first_playoff_week: PLAYOFF_WEEK_RANGE.first,
  seeding_tiebreaker: 'points_for',
  consolation_bracket: 0,
} as const satisfies PlayoffRules;

/** The two brackets: the playoffs proper, and the consolation bracket of the next four teams. */
export type BracketName = 'playoff' | 'consolation';

/** Whether a week belongs to the regular season (weeks 1-9); the vampire's bites stop after it. */
export const isRegularSeasonWeek = (week: number): boolean =>
  Number.isInteger(week) && week >= 1 && week <= REGULAR_SEASON_WEEKS;

/** How many rounds the playoffs have: 2 with four teams, 3 with six (byes for seeds 1 and 2). */
export const playoffRoundCount = (playoffTeams: number): number => (playoffTeams > 4 ? 3 : 2);

/** How many rounds a bracket has: the consolation bracket always plays the last two. */
export const bracketRoundCount = (rules: PlayoffRules, bracket: BracketName): number =>
  bracket === 'playoff' ? playoffRoundCount(rules.playoff_teams) : 2;

/** The last week the playoffs use. */
export const lastPlayoffWeek = (rules: PlayoffRules): number =>
  rules.first_playoff_week + playoffRoundCount(rules.playoff_teams) * rules.weeks_per_round - 1;

/** Whether the rounds fit in weeks 10-14 from the chosen first week. */
export const playoffsFit = (rules: PlayoffRules): boolean =>
  rules.first_playoff_week >= PLAYOFF_WEEK_RANGE.first &&
  lastPlayoffWeek(rules) <= PLAYOFF_WEEK_RANGE.last;

/**
 * The weeks of one round of a bracket. The consolation bracket's rounds are played in the same
 * weeks as the playoffs' last two, so the season ends for everyone with the final.
 */
export function roundWeeks(rules: PlayoffRules, bracket: BracketName, round: number): number[] {
  const playoffRound =
    bracket === 'playoff' ? round : playoffRoundCount(rules.playoff_teams) - 2 + round;
  const first = rules.first_playoff_week + (playoffRound - 1) * rules.weeks_per_round;
  return Array.from({ length: rules.weeks_per_round }, (_, index) => first + index);
}

/** A round's name: 'Quarterfinals', 'Semifinals', 'Championship', or the consolation's. */
export function roundName(rules: PlayoffRules, bracket: BracketName, round: number): string {
  const fromLast = bracketRoundCount(rules, bracket) - round;
  if (bracket === 'consolation') {
    return fromLast === 0 ? MESSAGES.consolationFinal : MESSAGES.consolationSemifinals;
  }
  return [MESSAGES.championshipRound, MESSAGES.semifinalRound, MESSAGES.quarterfinalRound][
    fromLast
  ]!;
}

/** What a week of the season is for a league: its regular season, a playoff round, or no games. */
export interface SeasonWeek {
  week: number;
  phase: 'regular_season' | 'playoffs' | 'no_games';
  /** The playoff round played that week (the playoffs' own numbering), or null. */
  round: number | null;
  round_name: string | null;
  /** Which week of its round it is (1 or 2), or null. */
  round_week: number | null;
  /** How many weeks its round lasts, or null. */
  round_weeks: number | null;
}

/** One week of the season under a league's playoff rules. */
export function seasonWeek(rules: PlayoffRules, week: number): SeasonWeek {
  const none = { round: null, round_name: null, round_week: null, round_weeks: null };
  if (isRegularSeasonWeek(week)) return { week, phase: 'regular_season', ...none };
  const rounds = playoffRoundCount(rules.playoff_teams);
  for (let round = 1; round <= rounds; round++) {
    const weeks = roundWeeks(rules, 'playoff', round);
    const index = weeks.indexOf(week);
    if (index >= 0) {
      return {
        week,
        phase: 'playoffs',
        round,
        round_name: roundName(rules, 'playoff', round),
        round_week: index + 1,
        round_weeks: weeks.length,
      };
    }
  }
  return { week, phase: 'no_games', ...none };
}

/** Weeks 10-14 as the league's playoff rules use them: a round each, or no games for anyone. */
export const playoffWeekPlan = (rules: PlayoffRules): SeasonWeek[] =>
  Array.from({ length: PLAYOFF_WEEK_RANGE.last - PLAYOFF_WEEK_RANGE.first + 1 }, (_, index) =>
    seasonWeek(rules, PLAYOFF_WEEK_RANGE.first + index),
  );

/** The seeding order in words, step by step, as the rules page shows it. */
export function seedingOrderSteps(tiebreaker: SeedingTiebreaker): string[] {
  const middle =
    tiebreaker === 'points_for'
      ? [MESSAGES.seedByPointsFor, MESSAGES.seedByHeadToHead]
      : [MESSAGES.seedByHeadToHead, MESSAGES.seedByPointsFor];
  return [MESSAGES.seedByRecord, ...middle, MESSAGES.seedByLot];
}

/**
 * What a week of 10-14 holds, in the words the rules page and the bracket show: its round (and
 * which of its two weeks), or no games for anyone.
 */
export function seasonWeekText(
  week: Pick<SeasonWeek, 'phase' | 'round_name' | 'round_week' | 'round_weeks'>,
): string {
  if (week.phase !== 'playoffs' || !week.round_name) return MESSAGES.noGamesThisWeek;
  if ((week.round_weeks ?? 1) > 1)
    return `${week.round_name} (week ${week.round_week} of ${week.round_weeks})`;
  return week.round_name;
}
