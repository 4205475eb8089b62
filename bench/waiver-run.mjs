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
const TEAMS = 10;
const ROSTERED_PER_TEAM = 12;
const MAX_ROSTER = 13;
const POOL = 400;
const HOT_PLAYERS = 12;

const { connectDatabase } = await import(`${apiDir}src/db/connect.ts`);
const { migrateToLatest } = await import(`${apiDir}src/db/migrate.ts`);
const { runDueWaivers } = await import(`${apiDir}src/waivers/run-due-waivers.ts`);
const { startTempPostgres } = await import('../scripts/lib/postgres.mjs');
const { sql } = await import(requireFromApi.resolve('kysely'));

// A fixed pseudo-random sequence, so every run of the benchmark decides the same claims.
let seed = 20251105;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (n) => Math.floor(random() * n);

/** Inserts rows in chunks that stay under PostgreSQL's parameter limit. */
async function insertAll(db, table, rows, returning) {
  const ids = [];
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const size = Math.floor(30000 / columns);
  for (let i = 0; i < rows.length; i += size) {
    let query = db.insertInto(table).values(rows.slice(i, i + size));
    if (returning) query = query.returning(returning);
    const result = await query.execute();
    if (returning) ids.push(...result.map((row) => row[returning]));
  }
  return ids;
}

const WEEK_10 = {
  begin: new Date('2025-11-04T05:00:00Z'),
  end: new Date('2025-11-11T05:00:00Z'),
  tuesday: new Date('2025-11-04T15:00:00Z'),
  // The weekly run is due at 00:00 Eastern on Wednesday; the engine notices it a minute later.
  runAt: new Date('2025-11-05T05:01:00Z'),
};

async function seedLeagues(db) {
  await db
    .insertInto('fantasy_weeks')
    .values({ year: 2025, week: 10, begin_datetime: WEEK_10.begin, end_datetime: WEEK_10.end })
    .execute();
  const playerIds = await insertAll(
    db,
    'players',
    Array.from({ length: POOL }, (_, i) => ({
      external_id: `bench-${i}`,
      player_name: `Bench Player ${i}`,
      position: ['QB', 'RB', 'WR', 'TE'][i % 4],
      team: `T${i % 32}`,
    })),
    'id',
  );
  const userIds = await insertAll(
    db,
    'users',
    Array.from({ length: TEAMS }, (_, i) => ({
      username: `bench_user_${i}`,
      email_address: `bench${i}@fangtasy.bench`,
      first_name: 'Bench',
      last_name: 'Member',
      password_hash: 'not-a-real-hash',
    })),
    'id',
  );
  const leagueIds = await insertAll(
    db,
    'leagues',
    Array.from({ length: LEAGUES }, (_, i) => ({
      name: `Bench League ${i}`,
      is_active: 1,
      season: 2025,
    })),
    'id',
  );
  const rules = {
    quarterback_count: 1,
    running_back_count: 2,
    wide_receiver_count: 2,
    tight_end_count: 1,
    wide_receiver_tight_end_count: 0,
    flex_count: 1,
    bench_count: 6,
    ir_count: 2,
    max_roster_size: MAX_ROSTER,
    max_qb_count: 4,
    max_rb_count: 8,
    max_wr_count: 8,
    max_te_count: 4,
    beginning_faab: 100,
  };
  await insertAll(
    db,
    'roster_rules',
    leagueIds.flatMap((league_id) => [
      { league_id, roster_type_id: 1, ...rules },
      { league_id, roster_type_id: 2, ...rules },
    ]),
  );
  await insertAll(
    db,
    'waiver_rules',
    leagueIds.map((league_id) => ({ league_id, waivers_length: 2, waiver_day: 'Wednesday' })),
  );
  const memberIds = await insertAll(
    db,
    'league_members',
    leagueIds.flatMap((league_id) =>
      userIds.map((user_id, index) => ({
        league_id,
        user_id,
        role: index === 0 ? 'commish' : 'player',
        team_name: `Team ${index}`,
        remaining_faab_budget: 100,
        waiver_order: index + 1,
      })),
    ),
    'id',
  );

  // Each league: 12 players per team from a shuffled pool, the rest free agents.
  const rostered = [];
  const plans = [];
  for (const [leagueIndex, league_id] of leagueIds.entries()) {
    const order = [...playerIds].sort(() => random() - 0.5);
    const members = memberIds.slice(leagueIndex * TEAMS, (leagueIndex + 1) * TEAMS);
    members.forEach((memberId, team) => {
      for (let k = 0; k < ROSTERED_PER_TEAM; k++) {
        rostered.push({
          league_id,
          league_member_id: memberId,
          player_id: order[team * ROSTERED_PER_TEAM + k],
          roster_position: 'BENCH',
        });
      }
    });
    plans.push({ league_id, members, free: order.slice(TEAMS * ROSTERED_PER_TEAM) });
  }
  const rosteredIds = await insertAll(db, 'rostered_players', rostered, 'id');

  // 30 claims per league on a dozen contested free agents, bids 0-40, about half naming a drop.
  const claims = [];
  for (const [leagueIndex, plan] of plans.entries()) {
    const hot = plan.free.slice(0, HOT_PLAYERS);
    const priorities = new Map();
    for (let c = 0; c < CLAIMS_PER_LEAGUE; c++) {
      const team = c % TEAMS;
      const memberId = plan.members[team];
      const priority = (priorities.get(memberId) ?? 0) + 1;
      priorities.set(memberId, priority);
      const firstRow = (leagueIndex * TEAMS + team) * ROSTERED_PER_TEAM;
      claims.push({
        league_id: plan.league_id,
        league_member_id: memberId,
        player_id: hot[pick(HOT_PLAYERS)],
        faab_claim_amount: pick(41),
        rostered_player_to_drop:
          random() < 0.5 ? rosteredIds[firstRow + pick(ROSTERED_PER_TEAM)] : null,
        league_member_priority: priority,
        created_at: new Date(WEEK_10.tuesday.getTime() + c * 1000),
      });
    }
  }
  await insertAll(db, 'waiver_claims', claims);
  return { leagues: leagueIds.length, claims: claims.length };
}

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
  const seeded = await seedLeagues(db);
  await sql`analyze`.execute(db);
  console.log(
    `seeded ${seeded.leagues} leagues × ${CLAIMS_PER_LEAGUE} claims (${seeded.claims} claims) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const start = performance.now();
  const outcomes = await runDueWaivers(db, WEEK_10.runAt, { concurrency: CONCURRENCY });
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
