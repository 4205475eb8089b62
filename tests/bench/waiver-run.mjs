// One waiver run of 1,000 leagues × 30 claims on a throw-away PostgreSQL server: the whole
// engine tick (recording the due runs, then deciding every claim one award per transaction).
// `pnpm bench engines` runs it; run alone it takes options:
//
//   node tests/bench/waiver-run.mjs [--leagues 1000] [--claims 30] [--concurrency 4]
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { apiModule, secondsSince, sharedModule, withBenchDatabase } from './bench-database.mjs';

const TEAMS = 10;
const ROSTERED_PER_TEAM = 12;
const POOL = 400;
const HOT_PLAYERS = 12;

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

async function seedLeagues(db, { leagues, claimsPerLeague }) {
  // A fixed pseudo-random sequence, so every run of the benchmark decides the same claims.
  let seed = 20251105;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = (n) => Math.floor(random() * n);
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
    Array.from({ length: leagues }, (_, i) => ({
      name: `Bench League ${i}`,
      is_active: 1,
      season: 2025,
    })),
    'id',
  );
  const { DEFAULT_ROSTER_RULES, DEFAULT_WAIVER_RULES } = await sharedModule('domain/constants.ts');
  await insertAll(
    db,
    'roster_rules',
    leagueIds.flatMap((league_id) => [
      { league_id, roster_type_id: 1, ...DEFAULT_ROSTER_RULES },
      { league_id, roster_type_id: 2, ...DEFAULT_ROSTER_RULES },
    ]),
  );
  await insertAll(
    db,
    'waiver_rules',
    leagueIds.map((league_id) => ({ league_id, ...DEFAULT_WAIVER_RULES })),
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
    for (let c = 0; c < claimsPerLeague; c++) {
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

/** The engines section's waiver row; `options` as on the command line. */
export async function waiverRun({ leagues = 1000, claims = 30, concurrency = 4 } = {}) {
  const { runDueWaivers } = await apiModule('waivers/run-due-waivers.ts');
  return withBenchDatabase(
    async (db, { sql }) => {
      const seedStart = performance.now();
      const seeded = await seedLeagues(db, { leagues, claimsPerLeague: claims });
      await sql`analyze`.execute(db);
      process.stderr.write(
        `  seeded ${seeded.leagues} leagues × ${claims} claims in ${secondsSince(seedStart)} s\n`,
      );
      const start = performance.now();
      const outcomes = await runDueWaivers(db, WEEK_10.runAt, { concurrency });
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
