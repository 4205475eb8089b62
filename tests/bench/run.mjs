// `pnpm bench`: every benchmark, one table on stdout and the same rows as JSON in
// bench-results/latest.json. Benchmarks print figures; they never fail on a slow machine.
// `pnpm bench frontend api` runs only the sections whose names start with those words.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/product.mjs';
import { apiThroughput } from './api-throughput.mjs';
import { draftNight } from './draft-rooms.mjs';
import { frontendWeight } from './frontend-weight.mjs';
import { kickoffLoad } from './kickoff-load.mjs';
import { kickoffPush } from './kickoff-push.mjs';
import { lighthouse } from './lighthouse.mjs';
import { fixedWorkMs, machineSpeedRow } from './machine-speed.mjs';
import { loginFlood } from './login-flood.mjs';
import { waiverStatements } from './waiver-queries.mjs';
import { waiverRun } from './waiver-run.mjs';
import { weeklyScoring } from './weekly-scoring.mjs';

const SECTIONS = [
  ['frontend', frontendWeight],
  ['lighthouse', lighthouse],
  ['api', apiThroughput],
  ['login-flood', loginFlood],
  ['kickoff', kickoffLoad],
  ['kickoff-push', kickoffPush],
  ['draft', draftNight],
  ['engines-scoring', () => weeklyScoring()],
  ['engines-waivers', async () => [...(await waiverStatements()), ...(await waiverRun())]],
];

const only = process.argv.slice(2);
const started = Date.now();
const rows = [];
// The machine's speed, before and after: figures compare only where it agrees.
const speedAtStart = fixedWorkMs();
for (const [name, run] of SECTIONS) {
  if (only.length && !only.some((word) => name.startsWith(word))) continue;
  const sectionStart = Date.now();
  process.stderr.write(`bench: ${name}...\n`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    rows.push({
      group: name,
      name: 'failed to run',
      value: String(error.message ?? error),
      unit: '',
    });
  }
  process.stderr.write(
    `bench: ${name} done in ${((Date.now() - sectionStart) / 1000).toFixed(0)}s\n`,
  );
}

rows.unshift(machineSpeedRow(speedAtStart, fixedWorkMs()));

const verdict = (row) => {
  if (row.target === undefined || typeof row.value !== 'number') return '';
  const ok = row.better === 'higher' ? row.value >= row.target : row.value <= row.target;
  return ok ? 'meets' : 'misses';
};
const table = [['group', 'measure', 'value', 'target', '', 'note']];
for (const row of rows) {
  table.push([
    row.group,
    row.name,
    `${row.value} ${row.unit}`.trim(),
    row.target === undefined
      ? ''
      : `${row.better === 'higher' ? '≥' : '≤'} ${row.target} ${row.unit}`,
    verdict(row),
    row.note ?? '',
  ]);
}
const widths = table[0].map((_, column) =>
  Math.max(...table.map((line) => String(line[column]).length)),
);
for (const [index, line] of table.entries()) {
  console.log(
    line
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
const out = join(ROOT, 'bench-results');
mkdirSync(out, { recursive: true });
const result = {
  at: new Date().toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  rows,
};
writeFileSync(join(out, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n${rows.length} figures in ${result.seconds}s; JSON in bench-results/latest.json`);
