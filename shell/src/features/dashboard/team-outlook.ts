import type { LeagueMember, ScheduleEntry } from '@fangtasy/shared';

/** What the dashboard says about the team's season; null is shown as 'N/A'. */
export interface TeamOutlook {
  /** 'W-L-T' over the team's final matchups. */
  record: string | null;
  /** '2nd of 10' among the league's teams. */
  standing: string | null;
  /** 'Week 10 vs Team Alice': the team's earliest matchup that is not final. */
  nextMatch: string | null;
}

export const NO_OUTLOOK: TeamOutlook = { record: null, standing: null, nextMatch: null };

interface Tally {
  memberId: number;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
}

const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

function tallyFinals(schedule: ScheduleEntry[], members: LeagueMember[]): Map<number, Tally> {
  const tallies = new Map<number, Tally>(
    members.map((m) => [m.id, { memberId: m.id, wins: 0, losses: 0, ties: 0, pointsFor: 0 }]),
  );
  const tallyOf = (memberId: number) => {
    let tally = tallies.get(memberId);
    if (!tally) {
      tally = { memberId, wins: 0, losses: 0, ties: 0, pointsFor: 0 };
      tallies.set(memberId, tally);
    }
    return tally;
  };
  for (const game of schedule) {
    if (game.is_final !== 1 || game.home_score === null || game.away_score === null) continue;
    const home = tallyOf(game.home_league_member);
    const away = tallyOf(game.away_league_member);
    home.pointsFor += game.home_score;
    away.pointsFor += game.away_score;
    if (game.home_score > game.away_score) {
      home.wins++;
      away.losses++;
    } else if (game.home_score < game.away_score) {
      away.wins++;
      home.losses++;
    } else {
      home.ties++;
      away.ties++;
    }
  }
  return tallies;
}

const winShare = (t: Tally) => {
  const games = t.wins + t.losses + t.ties;
  return games === 0 ? 0 : (t.wins + t.ties / 2) / games;
};

/**
 * The team's record, standing and next match from the league schedule (decisions.md: final
 * matchups feed a real record and standing, shown instead of 'N/A' once they exist). Standing
 * ranks by winning share, then points scored, as the usual platforms do.
 */
export function teamOutlook(
  memberId: number,
  schedule: ScheduleEntry[],
  members: LeagueMember[],
): TeamOutlook {
  const finals = schedule.filter((game) => game.is_final === 1);
  const tallies = tallyFinals(schedule, members);
  const own = tallies.get(memberId);
  const playedOwn = finals.some(
    (game) => game.home_league_member === memberId || game.away_league_member === memberId,
  );

  const record = own && playedOwn ? `${own.wins}-${own.losses}-${own.ties}` : null;

  let standing: string | null = null;
  if (own && finals.length > 0) {
    const ranked = [...tallies.values()].sort(
      (a, b) => winShare(b) - winShare(a) || b.pointsFor - a.pointsFor,
    );
    standing = `${ordinal(ranked.findIndex((t) => t.memberId === memberId) + 1)} of ${ranked.length}`;
  }

  const upcoming = schedule
    .filter(
      (game) =>
        game.is_final !== 1 &&
        (game.home_league_member === memberId || game.away_league_member === memberId),
    )
    .sort((a, b) => a.week - b.week)[0];
  let nextMatch: string | null = null;
  if (upcoming) {
    const opponentId =
      upcoming.home_league_member === memberId
        ? upcoming.away_league_member
        : upcoming.home_league_member;
    const opponent = members.find((m) => m.id === opponentId);
    nextMatch = `Week ${upcoming.week} vs ${opponent?.team_name ?? opponent?.username ?? 'TBD'}`;
  }

  return { record, standing, nextMatch };
}
