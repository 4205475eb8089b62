// Kickoff load with live scores pushed: Sunday afternoon of the demo season's week 9, games under
// way, on PostgreSQL. Each league's ten members follow their week: nine hold its stream (taking
// changes), the tenth polls Matchups every 30 s as the page falls back to (with its entity tag);
// two managers per league move a player or change a claim every 30 s; and every 60 s a stats
// update writes every game under way and its players' lines in one transaction, as the live feed
// does. The api runs as two processes on the one database (a process holds at most 20,000
// connections here); a league's streams go to one of them, as a proxy routing by path would send
// them, and every other request to either, so changes cross between them through PostgreSQL's
// notifications. The load generators run in processes of their own on the same cores. The
// number of leagues steps as the polled kickoff's does; the answer is the largest number served
// with write p99 < 100 ms, every stream shown the stats update within 2 s (p99), no error and no
// stream dropped.
import { fileURLToPath } from 'node:url';
import { apiModule, secondsSince, withBenchDatabase } from './bench-database.mjs';
import { demoLeagueClones, loadMembers, managerPlans, seedDemoLeague } from './kickoff-leagues.mjs';
import { summary } from './kickoff-requests.mjs';
import { forkGenerator, nextStep } from './kickoff-steps.mjs';
import { matchupStatements } from './matchup-queries.mjs';
import {
  apiServerPid,
  machineBusySeconds,
  postmasterOf,
  residentMegabytes,
  treeCpuSeconds,
} from './process-usage.mjs';
import { BENCH_NOW, startBenchApi } from './served-product.mjs';

const GROUP = 'Kickoff load, pushed (PostgreSQL, 2 cores)';
const API_PORTS = [4354, 4355];
const GENERATORS = 3;
const CORES = 2;
const WRITE_P99_LIMIT_MS = 100;
const DELIVERY_P99_LIMIT_MS = 2_000;
const MEMBERS_PER_LEAGUE = 10;
/** Members of each league on the polling fallback: the tenth (10 %). */
const POLLING_PER_LEAGUE = 1;
const MANAGERS_PER_LEAGUE = 2;
const ACTION_SECONDS = 30;
const STATS_EVERY_SECONDS = 60;
/** When in a step's window the stats update is written, and how long it has to arrive. */
const STATS_AT_SECONDS = 15;
const WARMUP_SECONDS = 5;
/**
 * The second after a stats update's commit, when each api process computes and sends every
 * league it holds streams of: what the cores do then is what the ceiling is made of.
 */
const FAN_OUT_MS = 1_000;
/** Whose CPU the fan-out's second is split into (the machine: everyone's, from /proc/stat). */
const FAN_OUT_PARTS = ['api', 'postgres', 'generators', 'machine'];
const WINDOW_SECONDS = Number(process.env.BENCH_KICKOFF_PUSH_SECONDS ?? 60);
const FIRST_STEP = Number(process.env.BENCH_KICKOFF_PUSH_FIRST ?? 250);
const MAX_STEPS = Number(process.env.BENCH_KICKOFF_STEPS ?? 7);
/** Two api processes of 20,000 descriptors each hold 9 streams a league for at most ~4,000. */
const MAX_LEAGUES = Number(process.env.BENCH_KICKOFF_PUSH_MAX ?? 4000);

const epochNow = () => performance.timeOrigin + performance.now();

const startGenerators = () =>
  Array.from({ length: GENERATORS }, () => forkGenerator('./kickoff-push-members.mjs'));

/**
 * The stats updates: every game under way at the bench's instant gets a new clock (the marker
 * that tells a stream the update arrived) and every line of its players a yard more, written
 * through the live sources' writer in one transaction.
 */
async function statsUpdates(db, world) {
  const { applyGameReports } = await apiModule('stats-sources/game-reports.ts');
  const games = await db
    .selectFrom('nfl_games')
    .selectAll()
    .where('season', '=', world.season)
    .where('week', '=', world.week)
    .where('status', '=', 'in_progress')
    .execute();
  if (games.length === 0) throw new Error('no game is under way at the bench instant');
  const taken = new Set(games.map((game) => game.game_clock));
  let count = 0;
  return {
    games: games.length,
    /** The next update's marker (a game clock no game shows yet) and its writer. */
    next() {
      let clock;
      do {
        count += 1;
        clock = `${14 - (Math.floor(count / 60) % 15)}:${String(count % 60).padStart(2, '0')}`;
      } while (taken.has(clock));
      taken.add(clock);
      return {
        marker: clock,
        text: `"game_clock":"${clock}"`,
        async write() {
          const updates = [];
          for (const game of games) {
            const lines = await db
              .selectFrom('weekly_stats')
              .selectAll()
              .where('game_id', '=', game.game_id)
              .execute();
            updates.push({
              game,
              report: {
                status: 'in_progress',
                period: game.period,
                gameClock: clock,
                homeScore: game.home_score,
                awayScore: game.away_score,
              },
              lines: lines.map((line) => ({
                ...line,
                receiving_yards: line.receiving_yards + 1,
              })),
            });
          }
          await applyGameReports(db, updates);
          const committedAt = epochNow();
          for (const game of games) game.game_clock = clock;
          return committedAt;
        },
      };
    },
  };
}

/** Spreads the step's members over generators, api processes and ways of following. */
function assign(members, apiUrls) {
  const leagues = [...new Set(members.map((member) => member.leagueId))];
  const indexOf = new Map(leagues.map((leagueId, index) => [leagueId, index]));
  const seatInLeague = new Map();
  const shares = Array.from({ length: GENERATORS }, () => []);
  for (const member of members) {
    const league = indexOf.get(member.leagueId);
    const seat = seatInLeague.get(member.leagueId) ?? 0;
    seatInLeague.set(member.leagueId, seat + 1);
    const polls = seat >= MEMBERS_PER_LEAGUE - POLLING_PER_LEAGUE;
    shares[league % GENERATORS].push({
      ...member,
      stream: !polls,
      poll: polls,
      apiUrl: apiUrls[league % apiUrls.length],
      requestUrl: apiUrls[Math.floor(Math.random() * apiUrls.length)],
    });
  }
  return shares;
}

/**
 * The writes sent while a stats update was written or fanned out (from 2 s before its commit to
 * 3 s after) apart from the others: which of the two makes the p99 says what the ceiling is.
 */
const NEAR_UPDATE_MS = [-2_000, 3_000];
function writesBesideUpdates(writeTimes, updates) {
  const near = [];
  const away = [];
  for (const [sentAt, ms] of writeTimes) {
    const isNear = updates.some(
      (update) =>
        sentAt >= update.committedAt + NEAR_UPDATE_MS[0] &&
        sentAt < update.committedAt + NEAR_UPDATE_MS[1],
    );
    (isNear ? near : away).push(ms);
  }
  return { writeNearUpdate: summary(near), writeAway: summary(away) };
}

const passes = (step) =>
  step.errors === 0 &&
  step.dropped === 0 &&
  step.missing === 0 &&
  step.openFailures === 0 &&
  step.write.p99 < WRITE_P99_LIMIT_MS &&
  step.delivery.p99 < DELIVERY_P99_LIMIT_MS;

function describe(step) {
  const problems = [
    step.errors ? `${step.errors} errors [${step.errorSamples.join('; ')}]` : '',
    step.dropped ? `${step.dropped} streams dropped [${step.droppedSamples.join('; ')}]` : '',
    step.openFailures
      ? `${step.openFailures} streams not opened [${step.openSamples.join('; ')}]`
      : '',
    step.missing ? `${step.missing} streams never shown the stats update` : '',
  ].filter(Boolean);
  return (
    `${step.leagues} leagues (${step.streams} streams, ${step.pollers} polling): ` +
    `writes p99 ${step.write.p99} ms (p50 ${step.write.p50}; ${step.writeAway.p99} ms away from the ` +
    `stats update, ${step.writeNearUpdate.p99} ms for the ${step.writeNearUpdate.count} sent within 2 s before ` +
    `to 3 s after its commit), stats update shown p99 ${step.delivery.p99} ms ` +
    `(p50 ${step.delivery.p50}, max ${step.delivery.max}), polls p99 ${step.poll.p99} ms ` +
    `(${step.pollShare304} % 304)` +
    (problems.length ? `, ${problems.join(', ')}` : ', 0 errors, 0 dropped') +
    `; CPU of 2 cores: api ${step.cpu.api} %, PostgreSQL ${step.cpu.postgres} %, ` +
    `generators ${step.cpu.generators} %, and in the second after the stats update's commit ` +
    `api ${step.fanOutCpu.api} %, PostgreSQL ${step.fanOutCpu.postgres} %, generators ` +
    `${step.fanOutCpu.generators} % (the machine ${step.fanOutCpu.machine} % busy; ` +
    `${step.fanOutApiMsPerLeague} ms of api CPU a league); ` +
    `api memory ${step.apiMemory.join(' + ')} MB; ` +
    `requests left ≤ ${step.lateP99} ms late (p99), load average ${step.loadAverage}`
  );
}

async function runStep({ leagues, members, generators, apis, world, stats, postmaster }) {
  const shares = assign(
    members,
    apis.map((api) => api.url),
  );
  const prepared = await Promise.all(
    generators.map((generator, i) =>
      generator.ask({ type: 'prepare', week: world.week, members: shares[i] }),
    ),
  );
  const startAt = epochNow() + 1_000;
  const run = Promise.all(
    generators.map((generator, i) =>
      generator.ask({
        type: 'run',
        week: world.week,
        members: shares[i],
        startAt,
        warmupSeconds: WARMUP_SECONDS,
        seconds: WINDOW_SECONDS,
        pollSeconds: 30,
        actionSeconds: ACTION_SECONDS,
      }),
    ),
  );
  const apiCpu = () => apis.reduce((sum, api) => sum + treeCpuSeconds(api.pid), 0);
  const postgresCpu = () => (postmaster ? treeCpuSeconds(postmaster) : 0);
  const cpuNow = () => ({
    api: apiCpu(),
    postgres: postgresCpu(),
    generators: generators.reduce((sum, generator) => sum + treeCpuSeconds(generator.pid), 0),
    machine: machineBusySeconds(),
  });
  /** CPU seconds used in the fan-outs after the stats updates, by whom. */
  const fanOut = { seconds: 0, ...Object.fromEntries(FAN_OUT_PARTS.map((part) => [part, 0])) };
  const sleepUntil = (at) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, at - epochNow())));
  await sleepUntil(startAt + WARMUP_SECONDS * 1000);
  const windowStart = epochNow();
  const before = { api: apiCpu(), postgres: postgresCpu() };
  // The stats updates of the window, each announced to the streams before it is written.
  const updates = [];
  for (
    let at = windowStart + STATS_AT_SECONDS * 1000;
    at < windowStart + WINDOW_SECONDS * 1000;
    at += STATS_EVERY_SECONDS * 1000
  ) {
    await sleepUntil(at - 200);
    const update = stats.next();
    for (const generator of generators)
      generator.tell({ type: 'marker', marker: update.marker, text: update.text });
    await sleepUntil(at);
    const committedAt = await update.write();
    updates.push({ marker: update.marker, committedAt });
    const atCommit = cpuNow();
    await sleepUntil(committedAt + FAN_OUT_MS);
    const after = cpuNow();
    for (const part of FAN_OUT_PARTS) fanOut[part] += after[part] - atCommit[part];
    fanOut.seconds += (epochNow() - committedAt) / 1000;
  }
  const results = await run;
  const seconds = (epochNow() - windowStart) / 1000;
  const used = {
    api: apiCpu() - before.api,
    postgres: postgresCpu() - before.postgres,
    generators: results.reduce((sum, result) => sum + result.cpuSeconds, 0),
  };
  const share = (cpu) => Math.round((cpu / (seconds * CORES)) * 100);
  const delays = [];
  let missing = 0;
  for (const update of updates)
    for (const generator of generators) {
      const shown = await generator.ask({ type: 'deliveries', ...update });
      delays.push(...shown.delays);
      missing += shown.missing;
    }
  const polls = results.reduce((sum, result) => sum + result.latencies.poll.count, 0);
  const notModified = results.reduce((sum, result) => sum + (result.pollStatuses[304] ?? 0), 0);
  const bytes = results.reduce((sum, result) => sum + result.bytes, 0);
  const changes = results.reduce((sum, result) => sum + result.events['matchups-changes'], 0);
  const snapshots = results.reduce((sum, result) => sum + result.events.matchups, 0);
  const pollLatencies = results.map((result) => result.latencies.poll);
  return {
    leagues,
    streams: prepared.reduce((sum, ready) => sum + ready.open, 0),
    pollers: shares.flat().filter((member) => member.poll).length,
    rampSeconds: Math.max(...prepared.map((ready) => ready.seconds)),
    openFailures: prepared.reduce((sum, ready) => sum + ready.failures, 0),
    openSamples: prepared.flatMap((ready) => ready.failureSamples).slice(0, 3),
    write: summary(results.flatMap((result) => result.latencies.writes)),
    writes: results.reduce((sum, result) => sum + result.latencies.writes.length, 0),
    ...writesBesideUpdates(
      results.flatMap((result) => result.latencies.writeTimes),
      updates,
    ),
    poll: {
      count: polls,
      p99: Math.max(...pollLatencies.map((latency) => latency.p99)),
    },
    pollShare304: polls ? Math.round((notModified / polls) * 100) : 0,
    delivery: summary(delays),
    updates: updates.length,
    missing,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    errorSamples: [...new Set(results.flatMap((result) => result.errorSamples))].slice(0, 3),
    dropped: results.reduce((sum, result) => sum + result.dropped, 0),
    droppedSamples: [...new Set(results.flatMap((result) => result.droppedSamples))].slice(0, 3),
    events: { changes, snapshots },
    bytesPerEvent: changes + snapshots ? Math.round(bytes / (changes + snapshots)) : 0,
    cpu: {
      api: share(used.api),
      postgres: share(used.postgres),
      generators: share(used.generators),
    },
    fanOutCpu: Object.fromEntries(
      FAN_OUT_PARTS.map((part) => [
        part,
        fanOut.seconds ? Math.round((fanOut[part] / (fanOut.seconds * CORES)) * 100) : 0,
      ]),
    ),
    // What a league costs the api processes in a fan-out (with the second's other requests).
    fanOutApiMsPerLeague: updates.length
      ? Math.round((fanOut.api * 1000 * 10) / (updates.length * leagues)) / 10
      : 0,
    apiMemory: apis.map((api) => residentMegabytes(apiServerPid(api.pid))),
    loadAverage: Math.max(...results.map((result) => result.loadAverage)),
    lateP99: Math.max(...results.map((result) => result.lateP99)),
  };
}

export async function kickoffPush() {
  return withBenchDatabase(
    async (db, { url, sql }) => {
      const setupStart = performance.now();
      const now = new Date(BENCH_NOW);
      const world = await seedDemoLeague(db, BENCH_NOW);
      const rows = await matchupStatements({ db, sql, world });
      const plans = await managerPlans(db, sql, { ...world, now });
      if (plans.size < MANAGERS_PER_LEAGUE)
        throw new Error(`only ${plans.size} demo teams have a move and a claim to make`);
      const clones = demoLeagueClones(db, sql, world.demoLeagueId);
      const stats = await statsUpdates(db, world);
      const apis = [];
      const generators = startGenerators();
      const postmaster = postmasterOf(Number(new URL(url).port));
      const steps = [];
      try {
        for (const apiPort of API_PORTS)
          apis.push(
            await startBenchApi({
              port: apiPort,
              databaseUrl: url,
              // The bench seeks the most streams a process serves: only its connections cap them.
              env: { RUN_SCHEDULER: '0', LIVE_STREAMS_MAX: '10000000' },
            }),
          );
        process.stderr.write(
          `  demo league seeded, ${apis.length} api processes up in ${secondsSince(setupStart)} s\n`,
        );
        let passed = null;
        let failed = null;
        for (let leagues = FIRST_STEP; leagues && steps.length < MAX_STEPS;) {
          await clones.growTo(leagues);
          const members = await loadMembers(db, sql, clones, plans, {
            count: leagues,
            managersPerLeague: MANAGERS_PER_LEAGUE,
          });
          const step = await runStep({
            leagues,
            members,
            generators,
            apis,
            world,
            stats,
            postmaster,
          });
          steps.push(step);
          process.stderr.write(
            `  ${passes(step) ? 'served' : 'missed'} ${describe(step)} (streams opened in ${step.rampSeconds} s)\n`,
          );
          if (passes(step)) passed = step;
          else failed = step;
          leagues = nextStep(passed, failed, { maxLeagues: MAX_LEAGUES });
        }
        return [...rows, ...pushRows(steps, { passed, failed, games: stats.games })];
      } finally {
        for (const generator of generators) generator.stop();
        for (const api of apis) await api.stop();
      }
    },
    { poolSize: 4 },
  );
}

function pushRows(steps, { passed, failed, games }) {
  const trail = steps
    .map(
      (step) =>
        `${step.leagues}${passes(step) ? '✓' : '✗'} writes ${step.write.p99} ms, shown ${step.delivery.p99} ms`,
    )
    .join('; ');
  const rows = [
    {
      group: GROUP,
      name: `leagues served (write p99 < ${WRITE_P99_LIMIT_MS} ms, stats shown p99 < ${DELIVERY_P99_LIMIT_MS / 1000} s, 0 errors, 0 dropped)`,
      value: passed?.leagues ?? 0,
      unit: 'leagues',
      better: 'higher',
      target: 3000,
      note:
        `${MEMBERS_PER_LEAGUE} members a league: ${MEMBERS_PER_LEAGUE - POLLING_PER_LEAGUE} hold a stream ` +
        `(changes), ${POLLING_PER_LEAGUE} polls every 30 s with its entity tag; ${MANAGERS_PER_LEAGUE} ` +
        `managers move or change a claim every ${ACTION_SECONDS} s; a stats update of all ${games} ` +
        `games under way every ${STATS_EVERY_SECONDS} s; 2 api processes, ${GENERATORS} generator ` +
        `processes, one PostgreSQL, on the same cores; ${WINDOW_SECONDS} s a step. Steps: ${trail}`,
    },
  ];
  if (passed)
    rows.push(
      {
        group: GROUP,
        name: `write p99 at ${passed.leagues} leagues`,
        value: passed.write.p99,
        unit: 'ms',
        better: 'lower',
        target: WRITE_P99_LIMIT_MS,
        note: `${passed.writes} moves and claim changes, p50 ${passed.write.p50} ms; polls p99 ${passed.poll.p99} ms (${passed.pollShare304} % answered 304); requests left ≤ ${passed.lateP99} ms late (p99); load average ${passed.loadAverage}`,
      },
      {
        group: GROUP,
        name: `stats update shown p99 at ${passed.leagues} leagues`,
        value: passed.delivery.p99,
        unit: 'ms',
        better: 'lower',
        target: DELIVERY_P99_LIMIT_MS,
        note: `from its commit to its event on each of ${passed.delivery.count} streams: p50 ${passed.delivery.p50} ms, max ${passed.delivery.max} ms; ${passed.events.changes} changes and ${passed.events.snapshots} whole states sent, ${passed.bytesPerEvent} bytes an event on average`,
      },
      {
        group: GROUP,
        name: `api memory at ${passed.leagues} leagues`,
        value: Math.max(...passed.apiMemory),
        unit: 'MB',
        better: 'lower',
        target: 1024,
        note: `resident memory of each api process: ${passed.apiMemory.join(' MB and ')} MB, holding ${passed.streams} streams between them`,
      },
      {
        group: GROUP,
        name: `load generators' CPU at ${passed.leagues} leagues`,
        value: passed.cpu.generators,
        unit: '% of 2 cores',
        better: 'lower',
        note: `during the window: api processes ${passed.cpu.api} %, PostgreSQL ${passed.cpu.postgres} %, generators ${passed.cpu.generators} % of the 2 cores`,
      },
      {
        group: GROUP,
        name: `the machine busy in the second after a stats update at ${passed.leagues} leagues`,
        value: passed.fanOutCpu.machine,
        unit: '% of 2 cores',
        better: 'lower',
        note:
          `from the update's commit, while each api process computes and sends every league it ` +
          `holds streams of: api processes ${passed.fanOutCpu.api} %, PostgreSQL ` +
          `${passed.fanOutCpu.postgres} %, generators ${passed.fanOutCpu.generators} % of the 2 cores; ` +
          `${passed.fanOutApiMsPerLeague} ms of api CPU a league. Near 100 % the cores are full, ` +
          `and the writes sent then wait for them`,
      },
    );
  rows.push(
    failed
      ? {
          group: GROUP,
          name: 'smallest step missed',
          value: failed.leagues,
          unit: 'leagues',
          better: 'higher',
          note: describe(failed),
        }
      : {
          group: GROUP,
          name: 'smallest step missed',
          value: 'none',
          unit: '',
          note:
            `every step passed, up to ${steps.at(-1)?.leagues} leagues` +
            (steps.at(-1)?.leagues === MAX_LEAGUES
              ? ` (about the most streams two api processes of 20,000 connections hold)`
              : ''),
        },
  );
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await kickoffPush())
    console.log(`${row.name}: ${row.value} ${row.unit} (${row.note ?? ''})`);
}
