// Kickoff load: Sunday afternoon of the demo season's week 9, games under way. Every member of
// every league has Matchups open (it asks for live scores every 30 s) while two managers per
// league move players and place, edit and withdraw claims, against the api as a real process on
// PostgreSQL. The number of leagues steps up (doubling, then halving the gap) for a fixed window
// each; the answer is the largest number served with p99 < 100 ms and no errors.
import { secondsSince, sharedModule, withBenchDatabase } from './bench-database.mjs';
import { demoLeagueClones, loadMembers, managerPlans, seedDemoLeague } from './kickoff-leagues.mjs';
import { forkGenerator, nextStep } from './kickoff-steps.mjs';
import { BENCH_NOW, startBenchApi } from './served-product.mjs';

const API_PORT = 4350;
const P99_LIMIT_MS = 100;
const MANAGERS_PER_LEAGUE = 2;
/** Each manager's pace: a roster move or a claim change, alternately, this often. */
const ACTION_SECONDS = 30;
const WARMUP_SECONDS = 5;
const WINDOW_SECONDS = Number(process.env.BENCH_KICKOFF_SECONDS ?? 30);
const FIRST_STEP = 50;
const MAX_STEPS = Number(process.env.BENCH_KICKOFF_STEPS ?? 7);
const MAX_LEAGUES = 6400;

const passes = (step) => step.errors === 0 && step.all.p99 < P99_LIMIT_MS;

function describe(step) {
  return (
    `${step.leagues} leagues: ${step.requestsPerSecond} req/s, p50 ${step.all.p50} ms, p99 ${step.all.p99} ms ` +
    `(polls ${step.poll.p99}, writes ${step.write.p99}), ${step.errors} errors` +
    (step.errorSamples.length ? ` [${step.errorSamples.join('; ')}]` : '') +
    `, requests left ≤ ${step.lateP99} ms late (p99), load average ${step.loadAverage}`
  );
}

export async function kickoffLoad() {
  const { TIMINGS } = await sharedModule('domain/constants.ts');
  return withBenchDatabase(
    async (db, { url, sql }) => {
      const setupStart = performance.now();
      const now = new Date(BENCH_NOW);
      const world = await seedDemoLeague(db, BENCH_NOW);
      const plans = await managerPlans(db, sql, { ...world, now });
      if (plans.size < MANAGERS_PER_LEAGUE)
        throw new Error(`only ${plans.size} demo teams have a move and a claim to make`);
      const clones = demoLeagueClones(db, sql, world.demoLeagueId);
      const api = await startBenchApi({
        port: API_PORT,
        databaseUrl: url,
        env: { RUN_SCHEDULER: '1' },
      });
      const members = forkGenerator('./kickoff-members.mjs');
      process.stderr.write(`  demo league seeded, api up in ${secondsSince(setupStart)} s\n`);
      const steps = [];
      try {
        let passed = null;
        let failed = null;
        for (let leagues = FIRST_STEP; leagues && steps.length < MAX_STEPS;) {
          await clones.growTo(leagues);
          const step = {
            leagues,
            ...(await members.ask({
              apiUrl: api.url,
              members: await loadMembers(db, sql, clones, plans, {
                count: leagues,
                managersPerLeague: MANAGERS_PER_LEAGUE,
              }),
              week: world.week,
              warmupSeconds: WARMUP_SECONDS,
              seconds: WINDOW_SECONDS,
              pollSeconds: TIMINGS.liveRefreshMs / 1000,
              actionSeconds: ACTION_SECONDS,
            })),
          };
          steps.push(step);
          process.stderr.write(`  ${passes(step) ? 'served' : 'missed'} ${describe(step)}\n`);
          if (passes(step)) passed = step;
          else failed = step;
          leagues = nextStep(passed, failed, { maxLeagues: MAX_LEAGUES });
        }
        return kickoffRows(steps, { passed, failed, pollSeconds: TIMINGS.liveRefreshMs / 1000 });
      } finally {
        members.stop();
        await api.stop();
      }
    },
    { poolSize: 4 },
  );
}

function kickoffRows(steps, { passed, failed, pollSeconds }) {
  const group = 'Kickoff load (PostgreSQL, 2 cores)';
  const trail = steps
    .map((step) => `${step.leagues}${passes(step) ? '✓' : '✗'} ${step.all.p99} ms`)
    .join(', ');
  const rows = [
    {
      group,
      name: `leagues served (p99 < ${P99_LIMIT_MS} ms, 0 errors)`,
      value: passed?.leagues ?? 0,
      unit: 'leagues',
      better: 'higher',
      note:
        `${passed?.members ?? 0} members polling matchups every ${pollSeconds} s, ` +
        `${MANAGERS_PER_LEAGUE} per league also moving players and changing claims every ` +
        `${ACTION_SECONDS} s; open model, ${WINDOW_SECONDS} s a step; load generator on the same ` +
        `cores in its own process. Steps: ${trail}`,
    },
  ];
  if (passed)
    rows.push(
      {
        group,
        name: `p99 at ${passed.leagues} leagues`,
        value: passed.all.p99,
        unit: 'ms',
        better: 'lower',
        target: P99_LIMIT_MS,
        note: `polls ${passed.poll.p99} ms, writes ${passed.write.p99} ms, p50 ${passed.all.p50} ms; requests left ≤ ${passed.lateP99} ms late (p99); load average ${passed.loadAverage}`,
      },
      {
        group,
        name: `req/s at ${passed.leagues} leagues`,
        value: passed.requestsPerSecond,
        unit: 'req/s',
        better: 'higher',
        note: `${passed.poll.count} polls and ${passed.write.count} writes in ${WINDOW_SECONDS} s`,
      },
    );
  rows.push(
    failed
      ? {
          group,
          name: 'smallest step missed',
          value: failed.leagues,
          unit: 'leagues',
          better: 'higher',
          note: describe(failed),
        }
      : {
          group,
          name: 'smallest step missed',
          value: 'none',
          unit: '',
          note: `every step passed, up to ${steps.at(-1)?.leagues} leagues`,
        },
  );
  return rows;
}
