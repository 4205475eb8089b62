// One waiver run of 1,000 leagues × 30 claims on a throw-away PostgreSQL server: the whole
// engine tick (recording the due runs, then deciding every claim one award per transaction).
// `pnpm bench engines` runs it; run alone it takes options:
//
//   node tests/bench/waiver-run.mjs [--leagues 1000] [--claims 30] [--concurrency 4]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { importTypeScript, ROOT } from '../../scripts/lib/product.mjs';
import { apiModule, secondsSince, withBenchDatabase } from './bench-database.mjs';

/** The seeding the crash tests use too: many leagues of contested claims (api/test/support). */
const manyLeagues = () =>
  importTypeScript(join(ROOT, 'api', 'test', 'support', 'many-waiver-leagues.ts'));

/** The engines section's waiver row; `options` as on the command line. */
export async function waiverRun({ leagues = 1000, claims = 30, concurrency = 4 } = {}) {
  const { runDueWaivers } = await apiModule('waivers/run-due-waivers.ts');
  const { seedManyWaiverLeagues, MANY_LEAGUES_WEEK } = await manyLeagues();
  return withBenchDatabase(
    async (db, { sql }) => {
      const seedStart = performance.now();
      const seeded = await seedManyWaiverLeagues(db, { leagues, claimsPerLeague: claims });
      await sql`analyze`.execute(db);
      process.stderr.write(
        `  seeded ${seeded.leagueIds.length} leagues × ${claims} claims in ${secondsSince(seedStart)} s\n`,
      );
      const start = performance.now();
      const outcomes = await runDueWaivers(db, MANY_LEAGUES_WEEK.runAt, { concurrency });
      const seconds = secondsSince(start);
      const steps = outcomes.reduce((sum, outcome) => sum + outcome.decisions.length, 0);
      const awarded = outcomes.reduce((sum, outcome) => sum + outcome.run.awarded, 0);
      const failed = outcomes.reduce((sum, outcome) => sum + outcome.run.failed, 0);
      const pending = await db
        .selectFrom('waiver_claims')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      if (Number(pending.n) !== 0) throw new Error(`the run left ${pending.n} claims pending`);
      return [
        {
          group: 'Engines at scale (PostgreSQL)',
          name: `waiver run, ${leagues.toLocaleString('en-US')} leagues × ${claims} claims`,
          value: seconds,
          unit: 's',
          // The goal for one run at this scale (37.5 s before decision 022).
          target: 10,
          better: 'lower',
          note: `${outcomes.length} runs, ${steps} award steps (${awarded} awarded, ${failed} failed), ${Math.round(steps / seconds)} steps/s, ${concurrency} leagues at a time`,
        },
      ];
    },
    { poolSize: Math.max(10, concurrency + 2) },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      leagues: { type: 'string', default: '1000' },
      claims: { type: 'string', default: '30' },
      concurrency: { type: 'string', default: '4' },
    },
  });
  const [row] = await waiverRun({
    leagues: Number(values.leagues),
    claims: Number(values.claims),
    concurrency: Number(values.concurrency),
  });
  console.log(`${row.name}: ${row.value} ${row.unit} (${row.note})`);
}
