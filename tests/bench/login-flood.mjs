// Valid logins while made-up usernames flood the login route (issue 13, finding 3): the api with
// its login limits at their defaults and one proxy trusted, on PostgreSQL (a deployment facing
// the internet) and on PGlite (`pnpm start`, where every query runs on the api's own thread),
// and, from a process of its own, autocannon logging in as made-up usernames from ever-new
// addresses — the attack that once took a member's login to 16 s — and then registering junk
// accounts from ever-new addresses (issue 32: registrations filled the password queue and real
// logins answered 503). Meanwhile the demo members log in one after another, each from an
// address of their own; their latencies give the p99, their refusals the refused row.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startTempPostgres } from '../../scripts/lib/postgres.mjs';
import { startBenchApi } from './served-product.mjs';

const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);
const FLOOD_CONNECTIONS = 200;
/** Every demo account: each logs in several times a minute, within its own limit. */
const MEMBERS = [
  'commish',
  'alice',
  'bob',
  'carmen',
  'dmitri',
  'elena',
  'frank',
  'grace',
  'vlad',
  'mina',
  'nora',
];
const LOGIN_EVERY_MS = 200;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** One member's login, timed; the status counts too (a refusal is not a login). */
async function timedLogin(apiUrl, username, index) {
  const started = performance.now();
  const res = await fetch(`${apiUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${index + 1}` },
    body: JSON.stringify({ username, password: 'fangtasy-demo' }),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/** Members log in in turn every LOGIN_EVERY_MS until `until` resolves. */
async function memberLogins(apiUrl, until) {
  const results = [];
  let done = false;
  until.then(() => {
    done = true;
  });
  for (let i = 0; !done; i++) {
    const index = i % MEMBERS.length;
    const next = new Promise((resolve) => setTimeout(resolve, LOGIN_EVERY_MS));
    results.push(await timedLogin(apiUrl, MEMBERS[index], index));
    await next;
  }
  return results;
}

function startFlood(apiUrl, addresses, kind) {
  const child = fork(
    fileURLToPath(new URL('./login-flood-load.mjs', import.meta.url)),
    [apiUrl, String(FLOOD_CONNECTIONS), String(FLOOD_SECONDS), addresses, kind],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  return new Promise((resolve, reject) => {
    let report = null;
    child.on('message', (message) => {
      report = message;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      report ? resolve(report) : reject(new Error(`the flood exited with ${code}`)),
    );
  });
}

/** The members' logins while one flood runs, as rows. */
async function floodRows(apiUrl, group, addresses, label, kind = 'logins') {
  const flood = startFlood(apiUrl, addresses, kind);
  // Let the flood reach its full rate before timing.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const during = await memberLogins(apiUrl, flood);
  const report = await flood;
  const ok = during.filter((login) => login.status === 200);
  const codes = Object.entries(report.statusCodes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  return [
    {
      group,
      name: `valid login p99, flood ${label}`,
      value: Math.round(
        percentile(
          during.map((login) => login.ms),
          99,
        ),
      ),
      unit: 'ms',
      better: 'lower',
      target: 1000,
      note: `p50 ${Math.round(
        percentile(
          during.map((login) => login.ms),
          50,
        ),
      )} ms; ${ok.length} of ${during.length} member logins 200 during ${FLOOD_SECONDS} s of ${FLOOD_CONNECTIONS} connections ${kind === 'registrations' ? 'registering junk accounts' : 'of made-up usernames'} (${report.requestsPerSecond} req/s; ${codes}; ${report.timeouts} timeouts)`,
    },
    {
      group,
      name: `valid logins refused, flood ${label}`,
      value: during.length - ok.length,
      unit: 'logins',
      better: 'lower',
      target: 0,
    },
  ];
}

async function engineRows(engine, databaseUrl) {
  const api = await startBenchApi({
    port: 4360,
    databaseUrl,
    env: {
      // A real deployment's limits, behind one proxy (loopback here); each member may log in 30
      // times a minute instead of 10, so the bench gets enough samples from the 11 demo accounts
      // (made-up names never reach an account's limit).
      TRUST_PROXY: '127.0.0.1,::1',
      LOGIN_ATTEMPTS_PER_MINUTE: '30',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '60',
    },
  });
  try {
    const group = `Login under flood (${engine})`;
    // Idle: one login per member.
    const idle = [];
    for (const [index, username] of MEMBERS.entries())
      idle.push(await timedLogin(api.url, username, index));
    return [
      {
        group,
        name: 'valid login p99, idle',
        value: Math.round(
          percentile(
            idle.map((login) => login.ms),
            99,
          ),
        ),
        unit: 'ms',
        better: 'lower',
        note: `${MEMBERS.length} logins, one per member, before any flood`,
      },
      // The attack the api meets: the proxy names the attacker's real address.
      ...(await floodRows(api.url, group, 'one-address', 'from one address')),
      // A botnet's: every request from another address, so no address limit ever applies.
      ...(await floodRows(api.url, group, 'many-addresses', 'from a new address each request')),
      // Junk accounts registered from ever-new addresses: they must not take the logins' turns.
      ...(await floodRows(
        api.url,
        group,
        'many-addresses',
        'of registrations from a new address each request',
        'registrations',
      )),
    ];
  } finally {
    await api.stop();
  }
}

export async function loginFlood() {
  const rows = [];
  const postgres = await startTempPostgres();
  try {
    rows.push(...(await engineRows('PostgreSQL', postgres.url)));
  } finally {
    postgres.stop();
  }
  rows.push(...(await engineRows('PGlite')));
  return rows;
}
