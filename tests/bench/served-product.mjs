// The production build served as `pnpm start` serves it — api, shell and each remote on its own
// port — on bench ports, so a benchmark measures what a member downloads.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildStalePackages,
  declaredRemotes,
  federatedPackages,
  startApi,
} from '../../scripts/lib/product.mjs';
import { serveBundle } from '../../scripts/serve-bundle.mjs';

export const BENCH_NOW = '2025-11-02T20:00:00Z';

/** Starts an api (PGlite in a temp folder unless `databaseUrl`) with the demo league seeded. */
export async function startBenchApi({ port, databaseUrl, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fangtasy-bench-db-'));
  const api = await startApi({
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      FANTASY_NOW: BENCH_NOW,
      LOG_LEVEL: 'warn',
      // Every bench member logs in from this one address.
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '100000',
      // The load generators all connect from loopback, as a proxy's connections would.
      CONNECTIONS_PER_ADDRESS: '0',
      RUN_SCHEDULER: '0',
      // The bench serves the shell on 3250 and the remotes on the ports after it.
      CORS_ORIGINS: Array.from(
        { length: 1 + Object.keys(await declaredRemotes()).length },
        (_, i) => `http://localhost:${3250 + i}`,
      ).join(','),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    log: process.env.BENCH_API_LOG ? (line) => process.stderr.write(`${line}\n`) : () => {},
  });
  return {
    url: api.url,
    /** The process group the api runs in (pnpm, tsx and the server). */
    pid: api.pid,
    async stop() {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves the built shell and remotes (building what is stale first) against `apiUrl`. */
export async function serveBuiltProduct({ apiUrl, shellPort }) {
  const packages = federatedPackages(await declaredRemotes());
  await buildStalePackages(packages, { log: () => {} });
  const remotes = packages.filter(
    (pkg) => pkg.kind === 'remote' && existsSync(join(pkg.dir, 'dist', 'mf-manifest.json')),
  );
  const runtimeDir = mkdtempSync(join(tmpdir(), 'fangtasy-bench-runtime-'));
  const servers = [];
  const remotesJson = {};
  let port = shellPort + 1;
  for (const pkg of remotes) {
    const server = await serveBundle({
      dir: join(pkg.dir, 'dist'),
      port: port++,
    });
    servers.push(server);
    remotesJson[pkg.name] = `${server.url}/mf-manifest.json`;
  }
  writeFileSync(join(runtimeDir, 'remotes.json'), JSON.stringify(remotesJson));
  writeFileSync(join(runtimeDir, 'config.json'), JSON.stringify({ apiBaseUrl: apiUrl }));
  const shell = await serveBundle({
    dir: join(packages.find((pkg) => pkg.kind === 'host').dir, 'dist'),
    port: shellPort,
    spa: true,
    files: {
      '/remotes.json': join(runtimeDir, 'remotes.json'),
      '/config.json': join(runtimeDir, 'config.json'),
    },
  });
  return {
    shellUrl: shell.url,
    remotes: remotes.map((pkg) => pkg.name),
    async stop() {
      await shell.close();
      for (const server of servers) await server.close();
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}

/** The session token a login answer sets in its ff_session cookie. */
export const sessionTokenOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => /^ff_session=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);

/** Logs in over HTTP; the session token (sent as a bearer) and the demo league as that user sees it. */
export async function apiLogin(apiUrl, username, password = 'fangtasy-demo') {
  const response = await fetch(`${apiUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`login as ${username} failed: ${answer.message}`);
  const token = sessionTokenOf(response);
  const headers = { authorization: `Bearer ${token}` };
  const memberships = await (
    await fetch(`${apiUrl}/league_members/getLeagueMembersByUserId/${answer.data.id}`, { headers })
  ).json();
  const membership = memberships.find((m) => m.league_name === 'Fangtasy Demo League');
  return { token, headers, userId: answer.data.id, membership };
}
