// `pnpm test`: every check and every suite, then one closing line "N passed, N failed, N skipped".
// Suites: typecheck and lint; each package's vitest suite (api on embedded PGlite); the api suite
// again on a throw-away PostgreSQL server; then the production build and the browser and
// federation tests in tests/ against it; then the api process suite (crash and scale-out).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTempPostgres } from './lib/postgres.mjs';
import { declaredRemotes } from './lib/product.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'tests', '.artifacts', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `pnpm test api shell` runs just those suites
const wanted = (name) => only.length === 0 || only.some((o) => name.startsWith(o));
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
/** The run's clock on every ▶ and ◀ line, so a slow stretch between suites shows too. */
const at = () => {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `[${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}, cores busy ${busySeconds()} s]`;
};
const busyAtStart = busyCoreSeconds();
/**
 * How long the machine's cores have been busy since the run started (seconds summed over cores,
 * from the kernel's counters in /proc/stat): between a ▶ and its ◀ it shows whether a stretch
 * kept the cores busy (cores × its wall time) or left them waiting. Everything the machine runs
 * counts, Chromium and the PostgreSQL servers too (a process's own counters miss those, as they
 * are not its waited-for children), and so does anything else running beside the suites.
 */
function busySeconds() {
  const now = busyCoreSeconds();
  return now === null || busyAtStart === null ? '?' : Math.round(now - busyAtStart);
}
function busyCoreSeconds() {
  try {
    // The first line sums every core: user nice system idle iowait irq softirq steal …, in
    // clock ticks of 1/100 s on Linux.
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const [user, nice, system, , , irq, softirq] = ticks.map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return null; // not Linux
  }
}
const problems = [];

function run(label, command, args, options = {}) {
  console.log(`\n${at()} ▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${at()} ◀ ${label}: ${result.status === 0 ? 'ok' : `exit ${result.status}`} in ${seconds}s`,
  );
  return result.status === 0;
}

/**
 * Runs a command in the background beside the foreground's, its output kept in `logFile` and
 * printed whole once it ends (so it never interleaves with the foreground's); resolves to
 * whether it exited 0.
 */
function runAlongside(label, command, args, options, logFile) {
  console.log(`\n${at()} ▶ ${label} (alongside; its output follows when it ends)`);
  const started = Date.now();
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', out, out],
    ...options,
    env: { ...process.env, ...options.env },
  });
  return new Promise((resolve) => {
    let ended = false;
    const end = (code) => {
      if (ended) return; // 'error' and 'close' may both come
      ended = true;
      closeSync(out);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label} (ran alongside) — its output:`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      console.log(
        `${at()} ◀ ${label}: ${code === 0 ? 'ok' : `exit ${code}`} in ${seconds}s (alongside)`,
      );
      resolve(code === 0);
    };
    child.on('error', (error) => end(error.message));
    child.on('close', (code) => end(code));
  });
}

const vitestArgs = (out, args) => [
  'exec',
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
];

/** Adds a suite's JSON report to the totals; `ok` is whether its process exited 0. */
function countReport(name, out, ok) {
  if (!existsSync(out)) {
    totals.failed += 1;
    problems.push(`${name}: the suite did not run to the end`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (!ok && report.numFailedTests === 0) {
    totals.failed += 1;
    problems.push(`${name}: the suite failed outside a test (see its output)`);
  } else if (report.numFailedTests > 0) problems.push(`${name}: ${report.numFailedTests} failed`);
}

function vitestSuite(name, cwd, env = {}, args = []) {
  if (!wanted(name)) return;
  const out = join(reports, `${name}.json`);
  const ok = run(`tests: ${name}`, 'pnpm', vitestArgs(out, args), { cwd, env });
  countReport(name, out, ok);
}

/**
 * Starts a vitest suite in the background, to run while the foreground runs another; resolves
 * once it has ended, its output printed and its report counted. For suites that share nothing
 * with the foreground's (ports, databases, folders) and leave the cores room to share.
 */
function vitestSuiteAlongside(name, cwd, env = {}, args = []) {
  if (!wanted(name)) return Promise.resolve();
  const out = join(reports, `${name}.json`);
  const logFile = join(reports, `${name}.log`);
  return runAlongside(`tests: ${name}`, 'pnpm', vitestArgs(out, args), { cwd, env }, logFile).then(
    (ok) => countReport(name, out, ok),
  );
}

/** Counts a check (typecheck, lint) as one test. */
function countCheck(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(`${name} failed`);
  }
}

const systemDeps = spawnSync('bash', [join(root, 'scripts/install-system-deps.sh')], {
  stdio: 'inherit',
});
if (systemDeps.status !== 0)
  problems.push('system packages missing: the browser or PostgreSQL suites may fail');

/** A check run in the background; resolves once it has ended and its output is printed. */
function checkAlongside(name, args) {
  if (!wanted(name)) return Promise.resolve();
  const logFile = join(reports, `${name}.log`);
  return runAlongside(name, 'pnpm', args, {}, logFile).then((ok) => countCheck(name, ok));
}

const packages = ['shared', 'api', 'shell', ...Object.keys(await declaredRemotes())];
const withVitest = packages.filter((pkg) => existsSync(join(root, pkg, 'vitest.config.ts')));

// The type checker's two programs, the linter and the packages' unit suites run side by side:
// the checks alone leave about a third of the two cores idle, and the unit suites (component and
// unit tests with vitest's default of one worker: no port, no database) fill it, two at a time,
// their output printed whole as each ends. The api's suite runs after them, alone: it keeps two
// workers busy.
const typecheck = checkAlongside('typecheck', ['typecheck']);
const unitQueue = withVitest.filter((pkg) => pkg !== 'api');
const units = Promise.all(
  [1, 2].map(async () => {
    for (let pkg = unitQueue.shift(); pkg; pkg = unitQueue.shift())
      await vitestSuiteAlongside(pkg, join(root, pkg));
  }),
);
await Promise.all([typecheck, checkAlongside('lint', ['lint']), units]);

if (withVitest.includes('api')) vitestSuite('api', join(root, 'api'));

if (wanted('api-postgres')) {
  let server;
  try {
    server = await startTempPostgres();
    vitestSuite('api-postgres', join(root, 'api'), { TEST_DATABASE_URL: server.url });
  } catch (error) {
    totals.failed += 1;
    problems.push(`api-postgres: ${error.message}`);
  } finally {
    server?.stop();
  }
}

if (wanted('browser') && existsSync(join(root, 'tests', 'vitest.config.ts'))) {
  if (run('build', 'pnpm', ['build'])) vitestSuite('browser', join(root, 'tests'));
  else {
    totals.failed += 1;
    problems.push('build failed: browser suite not run');
  }
}

// Real api and importer processes killed with SIGKILL and restarted, and two api processes on
// one database: once, on PGlite folders and a PostgreSQL server the suite starts itself. It runs
// after the browser suite, not beside it: on two cores the pair side by side took longer (719 s)
// than the two one after the other (≈ 420 s + 145 s), both suites keeping the cores busy.
vitestSuite('api-process', join(root, 'api'), {}, ['--config', 'vitest.process.config.ts']);

console.log('');
for (const problem of problems) console.log(`✗ ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 && problems.length === 0 ? 0 : 1);
