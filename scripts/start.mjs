// `pnpm start`: builds what is stale (the shell and every remote REMOTES declares), starts
// the api on the demo clock and a static server per bundle — each remote on its own origin, as in
// production — writes the shell's run-time files, waits until everything answers, and prints
// where to go. Ctrl-C stops everything.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildStalePackages,
  declaredRemotes,
  federatedPackages,
  ROOT,
  startApi,
} from './lib/product.mjs';
import { serveBundle } from './serve-bundle.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
const log = (line) => console.log(line);

const SHELL_PORT = Number(process.env.SHELL_PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 4000);
const API_URL = process.env.API_URL ?? `http://localhost:${API_PORT}`;
// The demo clock (Sunday of 2025 week 9, the last round-robin week, 3 PM Eastern: the 1 PM games
// are on, the late games not yet); FANTASY_NOW=now runs on real time.
const FANTASY_NOW = process.env.FANTASY_NOW ?? '2025-11-02T20:00:00Z';
const apiClock = FANTASY_NOW === 'now' ? '' : FANTASY_NOW;

const DEMO_ACCOUNTS = [
  ['commish', 'Casey Morgan, commissioner of both demo leagues (may create leagues)'],
  [
    'alice, bob, carmen, dmitri, elena, frank, grace',
    'members of the Fangtasy Demo League and of the Nightfall League (on autopick for its draft)',
  ],
  ['vlad, mina', 'vampire members (their own roster rules; mina in both leagues)'],
  [
    'nora',
    'no active league; a pending invitation to the Nightfall League, whose draft is to come',
  ],
];

/**
 * A canary build of a remote served next to its stable one (README, "Deploying a remote on its
 * own"): `<NAME>_CANARY_DIR` is a build folder, `<NAME>_CANARY_PERCENT` the share of users sent
 * to it (default 50), `<NAME>_CANARY_PORT` its port (default the remote's port + 10), where NAME
 * is the remote without `mf-`, e.g. COMMISSIONER_CANARY_DIR for mf-commissioner.
 */
function canaryFor(name, stablePort) {
  const prefix = name.replace(/^mf-/, '').replace(/-/g, '_').toUpperCase();
  const dir = process.env[`${prefix}_CANARY_DIR`];
  if (!dir) return null;
  const percent = Number(process.env[`${prefix}_CANARY_PERCENT`] ?? 50);
  const port = Number(process.env[`${prefix}_CANARY_PORT`] ?? stablePort + 10);
  if (!existsSync(join(dir, 'mf-manifest.json')))
    throw new Error(`${prefix}_CANARY_DIR=${dir} holds no build of ${name} (no mf-manifest.json)`);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new Error(`${prefix}_CANARY_PERCENT must be a number from 0 to 100`);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${prefix}_CANARY_PORT wants a port`);
  return { dir: resolve(dir), percent, port };
}

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
  const REMOTES = await declaredRemotes();
  const packages = federatedPackages(REMOTES);
  const remotes = packages.filter((pkg) => pkg.kind === 'remote');

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
  const canaries = new Map(
    remotes
      .map((pkg) => [pkg.name, canaryFor(pkg.name, REMOTES[pkg.name].port)])
      .filter(([, canary]) => canary !== null),
  );
  const remotesFile = Object.fromEntries(
    remotes.map((pkg) => {
      const stable = `http://localhost:${REMOTES[pkg.name].port}/mf-manifest.json`;
      const canary = canaries.get(pkg.name);
      return [
        pkg.name,
        canary
          ? {
              stable,
              canary: `http://localhost:${canary.port}/mf-manifest.json`,
              canaryPercent: canary.percent,
            }
          : stable,
      ];
    }),
  );
  writeFileSync(join(runtimeDir, 'remotes.json'), `${JSON.stringify(remotesFile, null, 2)}\n`);
  writeFileSync(
    join(runtimeDir, 'config.json'),
    `${JSON.stringify({ apiBaseUrl: API_URL }, null, 2)}\n`,
  );

  for (const pkg of remotes) {
    const server = await serveBundle({
      dir: join(pkg.dir, 'dist'),
      port: REMOTES[pkg.name].port,
      // The standalone page of a remote talks to the same api.
      files: { '/config.json': join(runtimeDir, 'config.json') },
    });
    stoppers.push(server.close);
    log(`${pkg.name} on http://localhost:${server.port}`);
    const canary = canaries.get(pkg.name);
    if (canary) {
      const canaryServer = await serveBundle({
        dir: canary.dir,
        port: canary.port,
        files: { '/config.json': join(runtimeDir, 'config.json') },
      });
      stoppers.push(canaryServer.close);
      log(
        `${pkg.name} canary on http://localhost:${canaryServer.port} for ${canary.percent} % of users (${canary.dir})`,
      );
    }
  }
  const shell = await serveBundle({
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
  clock      ${apiClock ? `${apiClock}${Number(process.env.FANTASY_CLOCK_RATE) > 0 ? `, running ${process.env.FANTASY_CLOCK_RATE}× real time` : ''}` : 'real time'}
  remotes    ${remotes.map((pkg) => `${pkg.name} :${REMOTES[pkg.name].port}`).join(', ')}${
    canaries.size
      ? `
  canary     ${[...canaries].map(([name, canary]) => `${name} :${canary.port} (${canary.percent} %)`).join(', ')}
  rollout    edit ${join(runtimeDir, 'remotes.json')} (read on every page load)`
      : ''
  }

Demo logins (password for every account: fangtasy-demo):
${DEMO_ACCOUNTS.map(([who, what]) => `  ${who.padEnd(48)} ${what}`).join('\n')}

Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`\npnpm start failed: ${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}
