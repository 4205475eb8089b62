import { NFL_TEAMS, dayjs, easternWallClockToInstant, type NflTeam } from '@fangtasy/shared/domain';
import { DEMO_TEAMS } from './demo-teams';
import type { SeededRandom } from './seeded-random';

export interface DemoGame {
  game_id: string;
  season: number;
  week: number;
  home_team: NflTeam;
  away_team: NflTeam;
  gameday: string;
  weekday: string;
  gametime: string;
  kickoff: Date;
  venue: string;
}

export const DEMO_WEEKS = 18;

/** Byes per week, as the NFL spreads them (weeks 5-14, none on Thanksgiving week): 32 in all. */
const BYES_PER_WEEK: Record<number, number> = {
  5: 4,
  6: 2,
  7: 2,
  8: 4,
  9: 2,
  10: 4,
  11: 4,
  12: 4,
  14: 6,
};

type Slot = { dayOffset: number; time: string };

/** The NFL's weekly shape, counted from the week's Thursday. */
const THURSDAY_NIGHT: Slot = { dayOffset: 0, time: '20:15' };
const SUNDAY_EARLY: Slot = { dayOffset: 3, time: '13:00' };
const SUNDAY_LATE: Slot[] = [
  { dayOffset: 3, time: '16:05' },
  { dayOffset: 3, time: '16:05' },
  { dayOffset: 3, time: '16:25' },
  { dayOffset: 3, time: '16:25' },
];
const SUNDAY_NIGHT: Slot = { dayOffset: 3, time: '20:20' };
const MONDAY_NIGHT: Slot = { dayOffset: 4, time: '20:15' };
const THANKSGIVING: Slot[] = [
  { dayOffset: 0, time: '12:30' },
  { dayOffset: 0, time: '16:30' },
  { dayOffset: 0, time: '20:20' },
];
const THANKSGIVING_WEEK = 13;

/** Kickoff slots of a week with `games` games: night games first, the rest Sunday at 1 PM. */
function slotsOfWeek(week: number, games: number): Slot[] {
  if (week === DEMO_WEEKS) {
    // The season's last week: two Saturday games, then all of Sunday (no Thursday or Monday game).
    const fixed: Slot[] = [
      { dayOffset: 2, time: '16:30' },
      { dayOffset: 2, time: '20:00' },
      ...Array.from({ length: 6 }, () => ({ dayOffset: 3, time: '16:25' })),
      SUNDAY_NIGHT,
    ];
    return [...fixed, ...Array.from({ length: games - fixed.length }, () => SUNDAY_EARLY)];
  }
  const thursday = week === THANKSGIVING_WEEK ? THANKSGIVING : [THURSDAY_NIGHT];
  const fixed = [...thursday, ...SUNDAY_LATE, SUNDAY_NIGHT, MONDAY_NIGHT];
  return [...fixed, ...Array.from({ length: games - fixed.length }, () => SUNDAY_EARLY)];
}

/**
 * Pairings of every week: a circle-method round robin over a drawn team order (no pair meets
 * twice in 18 rounds), minus the week's byes. A team whose scheduled opponent is on bye plays
 * another such team instead, so every team plays 17 games and has one bye.
 */
function pairingsByWeek(random: SeededRandom): { home: NflTeam; away: NflTeam }[][] {
  const order: NflTeam[] = [...NFL_TEAMS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const byeOrder = [...order].reverse();
  const byeWeekOf = new Map<NflTeam, number>();
  let next = 0;
  for (const [week, count] of Object.entries(BYES_PER_WEEK)) {
    for (let i = 0; i < count; i++) byeWeekOf.set(byeOrder[next++]!, Number(week));
  }
  const [fixed, ...rotating] = order as [NflTeam, ...NflTeam[]];
  const weeks: { home: NflTeam; away: NflTeam }[][] = [];
  for (let week = 1; week <= DEMO_WEEKS; week++) {
    const round = week - 1;
    const circle = [
      fixed,
      ...rotating.slice(rotating.length - round),
      ...rotating.slice(0, rotating.length - round),
    ];
    const onBye = (team: NflTeam) => byeWeekOf.get(team) === week;
    const games: { home: NflTeam; away: NflTeam }[] = [];
    const orphans: NflTeam[] = [];
    for (let i = 0; i < circle.length / 2; i++) {
      const a = circle[i]!;
      const b = circle[circle.length - 1 - i]!;
      if (onBye(a) || onBye(b)) {
        if (!onBye(a)) orphans.push(a);
        if (!onBye(b)) orphans.push(b);
        continue;
      }
      games.push((round + i) % 2 === 0 ? { home: a, away: b } : { home: b, away: a });
    }
    for (let i = 0; i + 1 < orphans.length; i += 2)
      games.push({ home: orphans[i]!, away: orphans[i + 1]! });
    weeks.push(games);
  }
  return weeks;
}

/**
 * A season's 272 games on the real 2025 calendar shape: week 1 opens on the Thursday after Labor
 * Day (2025-09-04); each
 * week a Thursday night game, Sunday at 1:00, 4:05, 4:25 and 8:20 PM and a Monday night game
 * (Eastern); three Thanksgiving games in week 13; Saturday and Sunday games in week 18.
 */
export function generateDemoGames(season: number, random: SeededRandom): DemoGame[] {
  // The season opens on the Thursday after Labor Day (the first Monday of September).
  const septemberFirst = dayjs(`${season}-09-01`);
  const laborDay = septemberFirst.add((8 - septemberFirst.day()) % 7, 'day');
  const firstThursday = laborDay.add(3, 'day');
  return pairingsByWeek(random).flatMap((pairings, index) => {
    const week = index + 1;
    const thursday = firstThursday.add(7 * index, 'day');
    const slots = slotsOfWeek(week, pairings.length);
    const drawn = [...pairings];
    for (let i = drawn.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [drawn[i], drawn[j]] = [drawn[j]!, drawn[i]!];
    }
    return drawn.map(({ home, away }, i) => {
      const slot = slots[i]!;
      const day = thursday.add(slot.dayOffset, 'day');
      const gameday = day.format('YYYY-MM-DD');
      return {
        game_id: `${season}_${String(week).padStart(2, '0')}_${away}_${home}`,
        season,
        week,
        home_team: home,
        away_team: away,
        gameday,
        weekday: day.format('dddd'),
        gametime: slot.time,
        kickoff: easternWallClockToInstant(gameday, slot.time),
        venue: `${DEMO_TEAMS[home].city} Stadium`,
      };
    });
  });
}
