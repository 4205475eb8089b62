import { NFL_TEAMS, type NflTeam } from '@fangtasy/shared/domain';
import type { PlayersTable } from '../db/schema';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_TEAMS } from './demo-teams';
import type { SeededRandom } from './seeded-random';

type Position = PlayersTable['position'];

export interface DemoPlayer {
  external_id: string;
  player_name: string;
  first_name: string | null;
  last_name: string | null;
  position: Position;
  team: NflTeam;
  jersey_number: number | null;
  /** 1 = the starter at his position on his team, 2 = the next man up, ... */
  depth: number;
  /** How good he is relative to his role: scales his production (about 0.7-1.3). */
  talent: number;
  /** QBs: how much he runs. */
  mobility: number;
  roster_status: string | null;
  injury_status: string | null;
  is_injured: number;
  /** The weeks he misses (injured players only): from out_from_week until back_in_week (null: season over). */
  out_from_week: number | null;
  back_in_week: number | null;
}

/** How many players each team carries at a position (8-10 skill players, a kicker, the defense). */
function depthChart(random: SeededRandom): [Position, number][] {
  const runningBacks = random.int(2, 3);
  const receivers = random.int(3, 4);
  const tightEnds = 2 + runningBacks + receivers >= 9 ? 1 : random.int(1, 2);
  return [
    ['QB', 2],
    ['RB', runningBacks],
    ['WR', receivers],
    ['TE', tightEnds],
    ['K', 1],
  ];
}

const JERSEYS: Record<Exclude<Position, 'DEF'>, [number, number][]> = {
  QB: [[1, 19]],
  RB: [[20, 39]],
  WR: [
    [10, 19],
    [80, 89],
  ],
  TE: [[80, 89]],
  K: [[1, 9]],
};

/**
 * Injury reports of the demo: a few on injured reserve (out for the season), a few ruled Out or
 * Doubtful (not available to play), and a few Questionable (listed, but expected to play).
 */
const INJURIES = [
  ...Array.from({ length: 5 }, () => ({
    roster_status: 'RES',
    injury_status: 'IR',
    is_injured: 1,
  })),
  ...Array.from({ length: 4 }, () => ({
    roster_status: 'ACT',
    injury_status: 'Out',
    is_injured: 1,
  })),
  ...Array.from({ length: 2 }, () => ({
    roster_status: 'ACT',
    injury_status: 'Doubtful',
    is_injured: 1,
  })),
  ...Array.from({ length: 5 }, () => ({
    roster_status: 'ACT',
    injury_status: 'Questionable',
    is_injured: 0,
  })),
];

/**
 * The demo player pool: made-up names on the 32 real teams, a DEF row per team. Injuries are a
 * snapshot at `currentWeek` (the week the demo clock stands in).
 */
export function generateDemoPlayers(random: SeededRandom, currentWeek: number): DemoPlayer[] {
  const usedNames = new Set<string>();
  const players: DemoPlayer[] = [];
  for (const team of NFL_TEAMS) {
    const usedJerseys = new Set<number>();
    for (const [position, count] of depthChart(random)) {
      for (let depth = 1; depth <= count; depth++) {
        let first: string;
        let last: string;
        do {
          first = random.pick(DEMO_FIRST_NAMES);
          last = random.pick(DEMO_LAST_NAMES);
        } while (usedNames.has(`${first} ${last}`));
        usedNames.add(`${first} ${last}`);
        let jersey: number;
        do {
          const [low, high] = random.pick(JERSEYS[position as Exclude<Position, 'DEF'>]);
          jersey = random.int(low, high);
        } while (usedJerseys.has(jersey));
        usedJerseys.add(jersey);
        players.push({
          external_id: `DEMO_${team}_${position}${depth}`,
          player_name: `${first} ${last}`,
          first_name: first,
          last_name: last,
          position,
          team,
          jersey_number: jersey,
          depth,
          talent: Math.min(1.35, Math.max(0.65, random.normal(1, 0.15))),
          mobility: position === 'QB' ? random.next() : 0,
          roster_status: 'ACT',
          injury_status: null,
          is_injured: 0,
          out_from_week: null,
          back_in_week: null,
        });
      }
    }
    const { city, nickname } = DEMO_TEAMS[team];
    players.push({
      external_id: `DEF_${team}`,
      player_name: `${city} ${nickname}`,
      first_name: null,
      last_name: null,
      position: 'DEF',
      team,
      jersey_number: null,
      depth: 1,
      talent: 1,
      mobility: 0,
      roster_status: null,
      injury_status: null,
      is_injured: 0,
      out_from_week: null,
      back_in_week: null,
    });
  }
  // Injuries fall on players who matter: starters and first backups at the skill positions.
  const candidates = players.filter(
    (player) => ['QB', 'RB', 'WR', 'TE'].includes(player.position) && player.depth <= 2,
  );
  for (const injury of INJURIES) {
    let player: DemoPlayer;
    do player = random.pick(candidates);
    while (player.injury_status !== null || (player.position === 'QB' && player.depth === 2));
    Object.assign(player, injury);
    if (injury.injury_status === 'IR') {
      player.out_from_week = random.int(3, currentWeek - 1);
    } else if (injury.is_injured) {
      player.out_from_week = random.int(currentWeek - 1, currentWeek);
      player.back_in_week = player.out_from_week + random.int(2, 3);
    }
  }
  return players;
}
