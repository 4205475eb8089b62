import {
  REGULAR_SEASON_WEEKS,
  SCHEDULE_WEEKS,
  MESSAGES,
  type LeagueMember,
  type ScheduleEntry,
} from '@fangtasy/shared';
import { formatScore } from '../common/format-score';
import { teamNameOrUnknown } from '../common/team-name';

/** One of the 14 weeks of a member's schedule as the table shows it. */
export interface ScheduleRow {
  week: number;
  /** 'away @ home', 'No match scheduled', or 'TBD' (weeks 10-14, kept for the playoffs). */
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

/** The member's 14 weeks (spec section 2, "League Schedule"). */
export function scheduleRows(
  memberId: number,
  schedule: readonly ScheduleEntry[],
  members: readonly LeagueMember[],
): ScheduleRow[] {
  const nameOf = (id: number) => teamNameOrUnknown(members.find((m) => m.id === id)?.team_name);
  return Array.from({ length: SCHEDULE_WEEKS }, (_, i) => {
    const week = i + 1;
    if (week > REGULAR_SEASON_WEEKS)
      return { week, matchup: MESSAGES.toBeDetermined, score: '', result: null };
    const game = schedule.find(
      (entry) =>
        entry.week === week &&
        (entry.home_league_member === memberId || entry.away_league_member === memberId),
    );
    if (!game) return { week, matchup: MESSAGES.noMatchScheduled, score: '', result: null };
    return {
      week,
      matchup: `${nameOf(game.away_league_member)} @ ${nameOf(game.home_league_member)}`,
      score: `${formatScore(game.away_score)} @ ${formatScore(game.home_score)}`,
      result: resultFor(memberId, game),
    };
  });
}
