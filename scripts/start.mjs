// `pnpm start`: builds what is stale (the shell and every remote with an rspack config), starts
// the api on the demo clock and a static server per bundle — each remote on its own origin, as in
// production — writes the shell's run-time files, waits until everything answers, and prints
// where to go. Ctrl-C stops everything.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildStalePackages,
  federatedPackages,
  importTypeScript,
  ROOT,
  startApi,
} from './lib/product.mjs';
import { serveStatic } from './serve-static.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
const log = (line) => console.log(line);

const SHELL_PORT = Number(process.env.SHELL_PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 4000);
const API_URL = process.env.API_URL ?? `http://localhost:${API_PORT}`;
// The demo clock (Sunday of 2025 week 10, 3 PM Eastern); FANTASY_NOW=now runs on real time.
const FANTASY_NOW = process.env.FANTASY_NOW ?? '2025-11-09T20:00:00Z';
const apiClock = FANTASY_NOW === 'now' ? '' : FANTASY_NOW;

const DEMO_ACCOUNTS = [
  ['commish', 'Casey Morgan, commissioner of both demo leagues (may create leagues)'],
  ['alice, bob, carmen, dmitri, elena, frank, grace', 'members of the Fangtasy Demo League'],
  ['vlad, mina', 'vampire members (their own roster rules)'],
  ['nora', 'no active league; a pending invitation to the Nightfall League'],
];

const stoppers = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const stop of stoppers.reverse()) await stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => {
  console.log('\nStopping...');
  void stopAll(0);
});
process.on('SIGTERM', () => void stopAll(0));

try {
  const { REMOTES } = await importTypeScript(
    join(ROOT, 'shared', 'src', 'federation', 'remotes.ts'),
  );
  const packages = federatedPackages();
  const remotes = packages.filter((pkg) => pkg.kind === 'remote');
  const undeclared = remotes.filter((pkg) => !REMOTES[pkg.name]);
  if (undeclared.length)
    throw new Error(
      `not declared in shared/src/federation: ${undeclared.map((p) => p.name).join(', ')}`,
    );

  // Build while the api starts: the api needs no build, and its start-up (migrations, the demo
  // seed on a new database) overlaps the bundling.
  log(`Building ${packages.map((pkg) => pkg.name).join(', ')} (stale ones only)...`);
  const apiStart = startApi({
    port: API_PORT,
    env: {
      FANTASY_NOW: apiClock,
      SEED_DEMO: process.env.SEED_DEMO ?? '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    log,
  }).then((api) => {
    stoppers.push(api.stop);
    log(`api healthy on ${api.url} (${seconds()})`);
    return api;
  });
  const builds = buildStalePackages(packages, { log }).then((result) => {
    log(
      `builds done (${seconds()}): built ${result.built.join(', ') || 'nothing'}; up to date: ${result.skipped.join(', ') || 'none'}`,
    );
    return result;
  });
  const outcomes = await Promise.allSettled([builds, apiStart]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;

  const runtimeDir = mkdtempSync(join(tmpdir(), 'fangtasy-start-'));
  stoppers.push(async () => rmSync(runtimeDir, { recursive: true, force: true }));
  mkdirSync(runtimeDir, { recursive: true });
  const remotesFile = Object.fromEntries(
    remotes.map((pkg) => [pkg.name, `http://localhost:${REMOTES[pkg.name].port}/mf-manifest.json`]),
  );
  writeFileSync(join(runtimeDir, 'remotes.json'), `${JSON.stringify(remotesFile, null, 2)}\n`);
  writeFileSync(
    join(runtimeDir, 'config.json'),
    `${JSON.stringify({ apiBaseUrl: API_URL }, null, 2)}\n`,
  );

  for (const pkg of remotes) {
    const server = await serveStatic({
      dir: join(pkg.dir, 'dist'),
      port: REMOTES[pkg.name].port,
      // The standalone page of a remote talks to the same api.
      files: { '/config.json': join(runtimeDir, 'config.json') },
    });
    stoppers.push(server.close);
    log(`${pkg.name} on http://localhost:${server.port}`);
  }
  const shell = await serveStatic({
    dir: join(ROOT, 'shell', 'dist'),
    port: SHELL_PORT,
    spa: true,
    files: {
      '/remotes.json': join(runtimeDir, 'remotes.json'),
      '/config.json': join(runtimeDir, 'config.json'),
    },
  });
  stoppers.push(shell.close);
  await apiStart;

  console.log(`
Fangtasy Football is running (ready in ${seconds()}):

  open       http://localhost:${shell.port}
  api        ${API_URL}  (OpenAPI docs at ${API_URL}/docs)
  clock      ${apiClock || 'real time'}
  remotes    ${remotes.map((pkg) => `${pkg.name} :${REMOTES[pkg.name].port}`).join(', ')}

Demo logins (password for every account: fangtasy-demo):
${DEMO_ACCOUNTS.map(([who, what]) => `  ${who.padEnd(48)} ${what}`).join('\n')}

Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`\npnpm start failed: ${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}
