import type { NewWeeklyStats } from '../db/schema';
import type { DemoGame } from './demo-schedule';
import type { DemoPlayer } from './demo-players';
import type { SeededRandom } from './seeded-random';

/** A demo stat line before it knows its player's database id. */
export type DemoStatLine = Omit<NewWeeklyStats, 'player_id'> & { external_id: string };

const playsIn = (player: DemoPlayer, week: number) =>
  player.out_from_week === null ||
  week < player.out_from_week ||
  (player.back_in_week !== null && week >= player.back_in_week);

const clamp = (value: number, low: number, high: number) =>
  Math.round(Math.min(high, Math.max(low, value)));

interface Line {
  passing_yards: number;
  passing_tds: number;
  interceptions: number;
  two_point_passes: number;
  rushing_yards: number;
  rushing_tds: number;
  two_point_rushes: number;
  receptions: number;
  receiving_yards: number;
  receiving_tds: number;
  two_point_receptions: number;
  special_teams_tds: number;
  fumbles_lost: number;
}

const emptyLine = (): Line => ({
  passing_yards: 0,
  passing_tds: 0,
  interceptions: 0,
  two_point_passes: 0,
  rushing_yards: 0,
  rushing_tds: 0,
  two_point_rushes: 0,
  receptions: 0,
  receiving_yards: 0,
  receiving_tds: 0,
  two_point_receptions: 0,
  special_teams_tds: 0,
  fumbles_lost: 0,
});

/** Shares of the team's passing game by role: the WR1 sees the ball most, the RB2 least. */
const TARGET_SHARE: Record<string, number> = {
  WR1: 0.27,
  WR2: 0.2,
  WR3: 0.12,
  WR4: 0.05,
  TE1: 0.16,
  TE2: 0.05,
  RB1: 0.1,
  RB2: 0.05,
  RB3: 0.02,
};

/**
 * One team's stat lines in one game, consistent with each other: the receivers' yards and
 * touchdowns add up to the quarterback's. QBs throw 150-400 yards (now and then 400+), RB1s run
 * 20-180, and an occasional two-point conversion, return touchdown or lost fumble shows up.
 */
function teamGameLines(
  random: SeededRandom,
  roster: DemoPlayer[],
  week: number,
): Map<DemoPlayer, Line> {
  const lines = new Map<DemoPlayer, Line>();
  const line = (player: DemoPlayer) => {
    let entry = lines.get(player);
    if (!entry) {
      entry = emptyLine();
      lines.set(player, entry);
    }
    return entry;
  };
  const active = (position: string) =>
    roster
      .filter((player) => player.position === position && playsIn(player, week))
      .sort((a, b) => a.depth - b.depth);
  const [quarterback] = active('QB');
  const runningBacks = active('RB');
  const receivers = [...active('WR'), ...active('TE'), ...runningBacks];

  if (quarterback) {
    const qb = line(quarterback);
    qb.passing_yards = random.chance(0.04)
      ? random.int(400, 470)
      : clamp(random.normal(240, 55) * quarterback.talent, 150, 399);
    qb.passing_tds = clamp(random.normal(qb.passing_yards / 125, 0.9), 0, 5);
    qb.interceptions = random.chance(0.5) ? 0 : random.chance(0.75) ? 1 : 2;
    qb.rushing_yards = clamp(random.normal(6 + 40 * quarterback.mobility, 10), -5, 90);
    qb.rushing_tds = random.chance(0.04 + 0.1 * quarterback.mobility) ? 1 : 0;
    qb.fumbles_lost = random.chance(0.05) ? 1 : 0;

    // Split the passing yards among the receivers by role, with game-to-game noise.
    const weights = receivers.map((player) => {
      const role = `${player.position}${receivers.filter((r) => r.position === player.position).indexOf(player) + 1}`;
      return Math.max(0, (TARGET_SHARE[role] ?? 0.02) * player.talent * random.normal(1, 0.35));
    });
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    let yardsLeft = qb.passing_yards;
    receivers.forEach((player, i) => {
      // Shares round down, so the last receiver's remainder is never negative and the sum holds.
      const yards =
        i === receivers.length - 1
          ? yardsLeft
          : Math.floor((qb.passing_yards * weights[i]!) / total);
      yardsLeft -= yards;
      if (yards <= 0) return;
      const receiver = line(player);
      receiver.receiving_yards = yards;
      receiver.receptions = Math.max(1, Math.round(yards / random.normal(11, 2.5)));
    });
    for (let td = 0; td < qb.passing_tds; td++) {
      const catchers = receivers.filter((player) => (lines.get(player)?.receiving_yards ?? 0) > 0);
      const roll =
        random.next() * catchers.reduce((sum, player) => sum + line(player).receiving_yards, 0);
      let acc = 0;
      const scorer =
        catchers.find((player) => (acc += line(player).receiving_yards) >= roll) ?? catchers[0];
      if (scorer) line(scorer).receiving_tds++;
      else qb.passing_tds--;
    }
  }

  runningBacks.forEach((player, i) => {
    const back = line(player);
    back.rushing_yards =
      i === 0
        ? clamp(random.normal(72, 32) * player.talent, 20, 180)
        : clamp(random.normal(28, 15) * player.talent, 0, 90);
    back.rushing_tds = random.chance(i === 0 ? 0.45 : 0.15) ? (random.chance(0.2) ? 2 : 1) : 0;
    back.fumbles_lost = random.chance(0.025) ? 1 : 0;
  });
  for (const player of receivers) {
    if (player.position !== 'RB' && random.chance(0.015)) line(player).fumbles_lost = 1;
  }

  if (random.chance(0.07)) {
    const catcher = receivers.find((player) => (lines.get(player)?.receiving_yards ?? 0) > 0);
    if (quarterback && catcher && random.chance(0.6)) {
      line(quarterback).two_point_passes++;
      line(catcher).two_point_receptions++;
    } else if (runningBacks[0]) {
      line(runningBacks[0]).two_point_rushes++;
    }
  }
  if (random.chance(0.04)) {
    const returners = receivers.filter((player) => player.depth >= 2);
    if (returners.length > 0) line(random.pick(returners)).special_teams_tds++;
  }
  return lines;
}

const recordedAStat = (line: Line) => Object.values(line).some((value) => value !== 0);

/**
 * Stat lines of every demo game, all 18 weeks: future games carry stats too, and the scoring
 * code counts a line only once its game has kicked off by the league clock. Only players who
 * recorded a stat get a row, as in nflverse's weekly files.
 */
export function generateDemoStats(
  random: SeededRandom,
  games: readonly DemoGame[],
  players: readonly DemoPlayer[],
): DemoStatLine[] {
  const rosterOf = new Map<string, DemoPlayer[]>();
  for (const player of players) {
    if (player.position === 'DEF' || player.position === 'K') continue;
    rosterOf.set(player.team, [...(rosterOf.get(player.team) ?? []), player]);
  }
  const rows: DemoStatLine[] = [];
  for (const game of games) {
    for (const team of [game.away_team, game.home_team]) {
      for (const [player, line] of teamGameLines(random, rosterOf.get(team) ?? [], game.week)) {
        if (!recordedAStat(line)) continue;
        rows.push({
          external_id: player.external_id,
          season: game.season,
          week: game.week,
          game_id: game.game_id,
          team,
          ...line,
        });
      }
    }
  }
  return rows;
}
