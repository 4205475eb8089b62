import type { LeagueStandings, SeasonTeam } from '@fangtasy/shared';
import { recordText } from '@fangtasy/shared';

/** What the dashboard says about the team's season; null is shown as 'N/A'. */
export interface TeamOutlook {
  /** 'W-L-T' over the team's final matchups. */
  record: string | null;
  /** '2nd of 10' among the league's teams. */
  standing: string | null;
  /** 'Week 10 vs Team Alice': the team's earliest matchup whose week has not ended. */
  nextMatch: string | null;
  /** The season's end (decision 020): its champion, and whether that is the member's own team. */
  seasonEnd: { champion: SeasonTeam; isOwn: boolean } | null;
}

export const NO_OUTLOOK: TeamOutlook = {
  record: null,
  standing: null,
  nextMatch: null,
  seasonEnd: null,
};

const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * The team's record, standing, next match (with its playoff round) and, once the final is
 * decided, the champion, as the server reckons them from the final matchups
 * (rules §4.19: they replace 'N/A' once they exist). A record appears once the team has played a
 * final week; a standing once any week is final.
 */
export function teamOutlook(answer: LeagueStandings): TeamOutlook {
  const own = answer.standings.find((row) => row.league_member_id === answer.own_league_member_id);
  const played = own ? own.wins + own.losses + own.ties : 0;
  const next = answer.next_match;
  return {
    record: own && played > 0 ? recordText(own) : null,
    standing:
      own && answer.final_weeks > 0 ? `${ordinal(own.rank)} of ${answer.standings.length}` : null,
    // A playoff match is an ordinary match that also names its round.
    nextMatch: next
      ? `Week ${next.week} vs ${next.opponent_team_name?.trim() || next.opponent_username}${next.round_name ? ` (${next.round_name})` : ''}`
      : null,
    seasonEnd:
      answer.league_status === 'complete' && answer.champion
        ? {
            champion: answer.champion,
            isOwn: answer.champion.league_member_id === answer.own_league_member_id,
          }
        : null,
  };
}
