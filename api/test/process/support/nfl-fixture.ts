import { NFL_TEAMS } from '@fangtasy/shared/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A made-up NFL season in the layout of shared/data/nfl (players, schedule, weekly and season
 * stats), large enough that importing it takes a while: the importer crash test kills the
 * importer in the middle of it. The same size gives the same files.
 */
export interface NflFixture {
  dir: string;
  players: number;
  weeklyRows: number;
}

const POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;
const STATS = [
  'passing_yards',
  'passing_tds',
  'interceptions',
  'passing_2pt',
  'rushing_yards',
  'rushing_tds',
  'rushing_2pt',
  'receptions',
  'receiving_yards',
  'receiving_tds',
  'receiving_2pt',
  'special_teams_tds',
  'fumbles_lost',
] as const;

const csv = (rows: (string | number)[][]) => rows.map((row) => row.join(',')).join('\n') + '\n';

export function writeNflFixture({
  players,
  weeks,
}: {
  players: number;
  weeks: number;
}): NflFixture {
  const dir = mkdtempSync(join(tmpdir(), 'ff-nfl-'));
  let seed = 2025;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };

  const teamOf = (index: number) => NFL_TEAMS[index % NFL_TEAMS.length]!;
  const people = Array.from({ length: players }, (_, i) => ({
    id: `00-${String(i + 1).padStart(7, '0')}`,
    position: POSITIONS[i % POSITIONS.length]!,
    team: teamOf(i),
  }));
  writeFileSync(
    join(dir, 'players.csv'),
    csv([
      ['player_id', 'player_name', 'position', 'team', 'first_name', 'last_name', 'jersey_number'],
      ...people.map((p, i) => [
        p.id,
        `Fixture Player ${i + 1}`,
        p.position,
        p.team,
        'Fixture',
        `Player ${i + 1}`,
        i % 99,
      ]),
    ]),
  );

  // Each week every team plays once: team 2k hosts team 2k+1, on a Sunday from 7 September.
  const games: (string | number)[][] = [];
  const gameOf = new Map<string, string>();
  for (let week = 1; week <= weeks; week++) {
    const day = new Date(Date.UTC(2025, 8, 7 + (week - 1) * 7)).toISOString().slice(0, 10);
    for (let k = 0; k < NFL_TEAMS.length; k += 2) {
      const home = teamOf(k + week);
      const away = teamOf(k + week + 1);
      const gameId = `2025_${String(week).padStart(2, '0')}_${away}_${home}`;
      gameOf.set(`${week}/${home}`, gameId);
      gameOf.set(`${week}/${away}`, gameId);
      games.push([
        2025,
        week,
        gameId,
        'REG',
        home,
        away,
        day,
        'Sunday',
        '13:00',
        `${home} Stadium`,
        random(40),
        random(40),
      ]);
    }
  }
  writeFileSync(
    join(dir, 'nfl_schedule.csv'),
    csv([
      [
        'season',
        'week',
        'game_id',
        'game_type',
        'home_team',
        'away_team',
        'gameday',
        'weekday',
        'gametime',
        'stadium',
        'home_score',
        'away_score',
      ],
      ...games,
    ]),
  );

  const totals = new Map<string, number[]>();
  const weekly: (string | number)[][] = [];
  for (let week = 1; week <= weeks; week++) {
    for (const person of people) {
      const line = STATS.map((_, s) => (s % 4 === 0 ? random(120) : random(3)));
      weekly.push([
        2025,
        week,
        gameOf.get(`${week}/${person.team}`) ?? '',
        person.id,
        person.team,
        ...line,
      ]);
      const sum = totals.get(person.id) ?? STATS.map(() => 0);
      totals.set(
        person.id,
        sum.map((value, s) => value + line[s]!),
      );
    }
  }
  writeFileSync(
    join(dir, 'weekly_stats.csv'),
    csv([['season', 'week', 'game_id', 'player_id', 'team', ...STATS], ...weekly]),
  );
  writeFileSync(
    join(dir, 'season_stats.csv'),
    csv([
      ['season', 'player_id', 'team', ...STATS],
      ...people.map((p) => [2025, p.id, p.team, ...(totals.get(p.id) ?? [])]),
    ]),
  );
  return { dir, players, weeklyRows: weekly.length };
}
