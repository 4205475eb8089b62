import {
  REGULAR_SEASON_WEEKS,
  SCHEDULE_WEEKS,
  MESSAGES,
  type LeagueMember,
  type PlayoffBracket,
  type ScheduleEntry,
  teamNameOrUnknown,
} from '@fangtasy/shared';
import { formatScore } from '../common/format-score';

/** One of the 14 weeks of a member's schedule as the table shows it. */
export interface ScheduleRow {
  week: number;
  /**
   * 'away @ home', 'No match scheduled', or 'TBD' (weeks 10-14 before seeding); once seeded a
   * playoff week reads 'Semifinals: away @ home' ('Semifinals: TBD' until the opponent is known,
   * 'Quarterfinals: Bye'), and a week the bracket leaves out 'No games this week'.
   */
  matchup: string;
  /** 'away score @ home score' with 2 decimals or '--'; empty where there is no game. */
  score: string;
  /** The member's result once the week is final; 'Live' while its scores are still moving. */
  result: 'W' | 'L' | 'T' | 'Live' | null;
}

function resultFor(memberId: number, game: ScheduleEntry): ScheduleRow['result'] {
  if (game.home_score === null || game.away_score === null) return null;
  if (game.is_final !== 1) return 'Live';
  const own = game.home_league_member === memberId ? game.home_score : game.away_score;
  const other = game.home_league_member === memberId ? game.away_score : game.home_score;
  return own > other ? 'W' : own < other ? 'L' : 'T';
}

type DrawnBracket = PlayoffBracket['brackets'][number];

const playsIn = (game: DrawnBracket['rounds'][number]['games'][number], memberId: number) =>
  [game.top.team, game.bottom.team].some((team) => team?.league_member_id === memberId);

/**
 * A playoff week of the member with no matchup yet: his bye, or his round with the opponent to
 * come ('Championship: TBD') while he has lost nothing in his bracket; null when he is out.
 */
function waitingInRound(memberId: number, week: number, bracket: PlayoffBracket): string | null {
  for (const drawn of bracket.brackets) {
    const games = drawn.rounds.flatMap((round) => round.games);
    const hasBye = drawn.rounds.some((round) =>
      round.byes.some((team) => team.league_member_id === memberId),
    );
    if (!hasBye && !games.some((game) => playsIn(game, memberId))) continue;
    const lost = games.some(
      (game) =>
        game.state === 'decided' &&
        playsIn(game, memberId) &&
        game.winner_league_member_id !== memberId,
    );
    const round = drawn.rounds.find((each) => each.weeks.includes(week));
    if (!round) continue;
    if (round.byes.some((team) => team.league_member_id === memberId)) return `${round.name}: Bye`;
    if (!lost) return `${round.name}: ${MESSAGES.toBeDetermined}`;
  }
  return null;
}

/** A week of 10-14: 'TBD' until the league is seeded (the spec), then what the bracket makes of it. */
function playoffRow(
  memberId: number,
  week: number,
  game: ScheduleEntry | undefined,
  bracket: PlayoffBracket | null,
  nameOf: (id: number) => string,
): ScheduleRow {
  const none = { week, score: '', result: null };
  if (!bracket || bracket.status === 'not_seeded')
    return { ...none, matchup: MESSAGES.toBeDetermined };
  if (game?.playoff) {
    const { round_name: roundName, round_weeks: roundWeeks } = game.playoff;
    const result = resultFor(memberId, game);
    return {
      week,
      matchup: `${roundName}: ${nameOf(game.away_league_member)} @ ${nameOf(game.home_league_member)}`,
      score: `${formatScore(game.away_score)} @ ${formatScore(game.home_score)}`,
      // A week of a two-week round decides nothing alone: it shows its scores, not a W or an L.
      result: roundWeeks === 1 || result === 'Live' ? result : null,
    };
  }
  const plan = bracket.weeks.find((each) => each.week === week);
  if (plan?.phase === 'no_games') return { ...none, matchup: MESSAGES.noGamesThisWeek };
  return { ...none, matchup: waitingInRound(memberId, week, bracket) ?? MESSAGES.noMatchScheduled };
}

/** The member's 14 weeks (rules §2.13), weeks 10-14 as the bracket has them. */
export function scheduleRows(
  memberId: number,
  schedule: readonly ScheduleEntry[],
  members: readonly LeagueMember[],
  bracket: PlayoffBracket | null = null,
): ScheduleRow[] {
  const nameOf = (id: number) => teamNameOrUnknown(members.find((m) => m.id === id)?.team_name);
  return Array.from({ length: SCHEDULE_WEEKS }, (_, i) => {
    const week = i + 1;
    const game = schedule.find(
      (entry) =>
        entry.week === week &&
        (entry.home_league_member === memberId || entry.away_league_member === memberId),
    );
    if (week > REGULAR_SEASON_WEEKS) return playoffRow(memberId, week, game, bracket, nameOf);
    if (!game) return { week, matchup: MESSAGES.noMatchScheduled, score: '', result: null };
    return {
      week,
      matchup: `${nameOf(game.away_league_member)} @ ${nameOf(game.home_league_member)}`,
      score: `${formatScore(game.away_score)} @ ${formatScore(game.home_score)}`,
      result: resultFor(memberId, game),
    };
  });
}
