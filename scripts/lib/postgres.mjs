// Starts a throw-away PostgreSQL server for the test run: Debian's initdb/pg_ctl, a non-root
// user when we are root (initdb refuses root), a free loopback port, removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findPostgresBin() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb')))
    return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function runAs(user, command, args) {
  const result = user
    ? spawnSync('runuser', ['-u', user, '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

function userExists(name) {
  return spawnSync('id', ['-u', name]).status === 0;
}

/** The postmaster's pid and every process it started (backends, background workers). */
function serverProcesses(dataDir) {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Starts a server; resolves to { url, port, stop() } and, for tests of an outage under a running
 * api, `down()` (pg_ctl stop, fast: connections are cut), `up()` (started again on the same port)
 * and `freeze()` / `thaw()` (SIGSTOP / SIGCONT: the server stalls with its connections open).
 */
export async function startTempPostgres() {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql).');
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? (userExists('postgres') ? 'postgres' : 'nobody') : null;
  const base = mkdtempSync(join(tmpdir(), 'ff-pg-'));
  chmodSync(base, 0o777);
  const dataDir = join(base, 'data');
  const socketDir = base;
  if (user) execFileSync('chown', ['-R', user, base]);
  runAs(user, join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () =>
    runAs(user, join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      join(base, 'server.log'),
      '-w',
      'start',
    ]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const signal = (name) => {
    for (const pid of serverProcesses(dataDir)) {
      try {
        process.kill(pid, name);
      } catch {
        // gone meanwhile
      }
    }
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      signal('SIGCONT'); // a frozen server takes no signal to stop
      runAs(user, join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already down
    }
    rmSync(base, { recursive: true, force: true });
  };
  return {
    url,
    stop,
    port,
    down: () => runAs(user, join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    up: start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
  };
}
