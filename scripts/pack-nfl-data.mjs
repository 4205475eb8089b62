// Packs an NFL data folder (the layout of shared/data/nfl) into the seasons the api ships:
// the recorded season (api/data/nfl-2025/*.csv.gz, whole files) and the season before it
// (api/data/nfl-2024/*.csv.gz, only the columns the draft's rankings read):
// `node scripts/pack-nfl-data.mjs [folder]`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = process.argv[2] ?? join(root, '..', 'shared', 'data', 'nfl');

const pack = (text, to, name) => {
  mkdirSync(to, { recursive: true });
  const packed = gzipSync(Buffer.from(text), { level: 9 });
  writeFileSync(join(to, `${name}.gz`), packed);
  console.log(`${join(to, name)}.gz: ${packed.length} bytes`);
};

const recorded = join(root, 'api', 'data', 'nfl-2025');
for (const name of ['players.csv', 'nfl_schedule.csv', 'weekly_stats.csv'])
  pack(readFileSync(join(from, name)), recorded, name);

/**
 * The previous season, cut to what is scored (the stat columns of api/src/import/stat-columns.ts,
 * by their file names) and to the names of its players. The source files hold no quoted cells
 * (no commas inside a value), which the check below holds.
 */
const PREVIOUS_COLUMNS = {
  'weekly_stats.csv': [
    'season',
    'week',
    'player_id',
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
  ],
  'players.csv': ['player_id', 'player_name', 'position', 'team'],
};

function columnsOf(text, keep, file) {
  if (text.includes('"')) throw new Error(`${file}: quoted cells, pack it with a CSV parser`);
  const [header, ...rows] = text.trim().split('\n');
  const names = header.split(',');
  const indexes = keep.map((column) => {
    const index = names.indexOf(column);
    if (index < 0) throw new Error(`${file}: no column ${column}`);
    return index;
  });
  const cut = (line) => {
    const cells = line.split(',');
    return indexes.map((index) => cells[index]).join(',');
  };
  return [keep.join(','), ...rows.map(cut)].join('\n') + '\n';
}

const previous = join(from, '2024');
if (existsSync(previous))
  for (const [name, keep] of Object.entries(PREVIOUS_COLUMNS)) {
    const file = join(previous, name);
    pack(
      columnsOf(readFileSync(file, 'utf8'), keep, file),
      join(root, 'api', 'data', 'nfl-2024'),
      name,
    );
  }
