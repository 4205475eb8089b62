// Times one waiver run of 1,000 leagues × 30 claims on a throw-away PostgreSQL server: the whole
// engine tick (recording the due runs, then deciding every claim one award per transaction).
// A benchmark, not a test: it prints figures and fails only if the run leaves a claim undecided.
//
//   node bench/waiver-run.mjs [--leagues 1000] [--claims 30] [--concurrency 4]
//
// BENCH_DATABASE_URL points it at an existing (empty) database instead of a throw-away server.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = fileURLToPath(new URL('../api/', import.meta.url));
// The engine is TypeScript in api/src: load it through api's own tsx.
const requireFromApi = createRequire(`${apiDir}package.json`);
const tsxDir = dirname(requireFromApi.resolve('tsx/package.json'));
const { register } = await import(pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href);
register();

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const LEAGUES = option('leagues', 1000);
const CLAIMS_PER_LEAGUE = option('claims', 30);
const CONCURRENCY = option('concurrency', 4);

const { connectDatabase } = await import(`${apiDir}src/db/connect.ts`);
const { migrateToLatest } = await import(`${apiDir}src/db/migrate.ts`);
const { runDueWaivers } = await import(`${apiDir}src/waivers/run-due-waivers.ts`);
const { seedManyWaiverLeagues, MANY_LEAGUES_WEEK } = await import(
  `${apiDir}test/support/many-waiver-leagues.ts`
);
const { startTempPostgres } = await import('../scripts/lib/postgres.mjs');
const { sql } = await import(requireFromApi.resolve('kysely'));

const server = process.env.BENCH_DATABASE_URL ? null : await startTempPostgres();
const databaseUrl = process.env.BENCH_DATABASE_URL ?? server.url;
const stopServer = () => server?.stop();
process.on('SIGINT', () => {
  stopServer();
  process.exit(130);
});
const db = connectDatabase({ databaseUrl, poolSize: Math.max(10, CONCURRENCY + 2) });
try {
  await migrateToLatest(db);
  const seedStart = performance.now();
  const seeded = await seedManyWaiverLeagues(db, {
    leagues: LEAGUES,
    claimsPerLeague: CLAIMS_PER_LEAGUE,
  });
  await sql`analyze`.execute(db);
  console.log(
    `seeded ${seeded.leagueIds.length} leagues × ${CLAIMS_PER_LEAGUE} claims (${seeded.claims} claims) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const start = performance.now();
  const outcomes = await runDueWaivers(db, MANY_LEAGUES_WEEK.runAt, { concurrency: CONCURRENCY });
  const seconds = (performance.now() - start) / 1000;

  const decisions = outcomes.reduce((sum, outcome) => sum + outcome.decisions.length, 0);
  const awarded = outcomes.reduce((sum, outcome) => sum + outcome.run.awarded, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.run.failed, 0);
  const pending = await db
    .selectFrom('waiver_claims')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  console.log(
    `one waiver run of ${outcomes.length} leagues: ${seconds.toFixed(1)} s ` +
      `(${decisions} award steps, ${awarded} awarded, ${failed} failed, ` +
      `${(decisions / seconds).toFixed(0)} steps/s, concurrency ${CONCURRENCY}, PostgreSQL)`,
  );
  if (Number(pending.n) !== 0) {
    console.error(`${pending.n} claims were left pending`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
  stopServer();
}
