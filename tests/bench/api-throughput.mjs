// API throughput on loopback, side by side in one run: a bare Fastify hello-world, one indexed
// select in the api's own process, and our real routes (a member's roster, a matchup with scores,
// a waiver wire page) — req/s and p99 — on PGlite and on PostgreSQL.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startTempPostgres } from '../../scripts/lib/postgres.mjs';
import { apiLogin, startBenchApi } from './served-product.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
// What a browser asks for (Chrome, Firefox and Safari all accept brotli and gzip); autocannon
// alone sends no Accept-Encoding, and would be answered a plain body no member's browser gets.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function run(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers: { ...BROWSER_HEADERS, ...headers }, connections: CONNECTIONS, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * One measure, after a second of the same load unmeasured: the first route measured would
 * otherwise pay for the pool's connections opening and the code warming up, and every later
 * route be compared with a baseline that did.
 */
async function load(url, headers = {}) {
  await run(url, headers, 1);
  return run(url, headers, DURATION_SECONDS);
}

function rowsFor(group, name, result, baseline) {
  const errors = result.errors + result.non2xx;
  const rows = [
    {
      group,
      name: `${name} req/s`,
      value: Math.round(result.requests.average),
      unit: 'req/s',
      better: 'higher',
      ...(baseline
        ? {
            target: Math.round(baseline * 0.7),
            note: `${(result.requests.average / baseline).toFixed(2)}× one-select`,
          }
        : {}),
    },
    { group, name: `${name} p99`, value: result.latency.p99, unit: 'ms', better: 'lower' },
  ];
  if (errors)
    rows.push({
      group,
      name: `${name} errors`,
      value: errors,
      unit: 'responses',
      target: 0,
      better: 'lower',
    });
  return rows;
}

async function helloWorld() {
  const port = 4290;
  const child = fork(
    fileURLToPath(new URL('./hello-server.mjs', import.meta.url)),
    [String(port)],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((resolve) => child.once('message', resolve));
  try {
    return rowsFor(
      'API throughput',
      'bare Fastify hello-world',
      await load(`http://127.0.0.1:${port}/`),
    );
  } finally {
    child.kill();
  }
}

async function engineRows(engine, databaseUrl) {
  const group = `API throughput (${engine})`;
  const api = await startBenchApi({ port: 4280, databaseUrl, env: { BENCH_BASELINE_ROUTES: '1' } });
  try {
    const alice = await apiLogin(api.url, 'alice');
    const leagueId = alice.membership.league_id;
    const oneSelect = await load(`${api.url}/__bench__/one-select/${alice.userId}`);
    const rows = rowsFor(group, 'one indexed select', oneSelect);
    const baseline = oneSelect.requests.average;
    const routes = [
      ['roster (myTeam)', `/rostered_players/myTeam/${leagueId}`],
      ['matchup with scores', `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/9`],
      [
        'waiver wire page',
        `/players/search?league_id=${leagueId}&exclude_rostered=1&sort=season_points&page=1&page_size=20`,
      ],
    ];
    for (const [name, path] of routes) {
      const probe = await fetch(`${api.url}${path}`, { headers: alice.headers });
      if (probe.status === 404 && (await probe.json()).message?.startsWith('No route')) continue;
      rows.push(...rowsFor(group, name, await load(`${api.url}${path}`, alice.headers), baseline));
    }
    return rows;
  } finally {
    await api.stop();
  }
}

export async function apiThroughput() {
  const rows = [...(await helloWorld()), ...(await engineRows('PGlite'))];
  const postgres = await startTempPostgres();
  try {
    rows.push(...(await engineRows('PostgreSQL', postgres.url)));
  } finally {
    postgres.stop();
  }
  return rows;
}
