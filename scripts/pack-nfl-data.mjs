// Packs an NFL data folder (the layout of shared/data/nfl) into the recorded season the api
// ships (api/data/nfl-2025/*.csv.gz): `node scripts/pack-nfl-data.mjs [folder]`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = process.argv[2] ?? join(root, '..', 'shared', 'data', 'nfl');
const to = join(root, 'api', 'data', 'nfl-2025');
for (const name of ['players.csv', 'nfl_schedule.csv', 'weekly_stats.csv']) {
  const packed = gzipSync(readFileSync(join(from, name)), { level: 9 });
  writeFileSync(join(to, `${name}.gz`), packed);
  console.log(`${name}.gz: ${packed.length} bytes`);
}
