// Building and running the product: used by `pnpm start` and by the browser-test harness, so
// both build, skip and start things the same way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import waitOn from 'wait-on';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The remotes REMOTES declares (shared/src/federation/remotes.ts): the one list of them that
 * the builds, `pnpm start`, the tests and the shell's routes read.
 */
export async function declaredRemotes() {
  const { REMOTES } = await importTypeScript(
    join(ROOT, 'shared', 'src', 'federation', 'remotes.ts'),
  );
  return REMOTES;
}

/** The shell and every remote of `remotes` (REMOTES); a declared remote without a folder stops it. */
export function federatedPackages(remotes) {
  const names = Object.keys(remotes);
  const missing = names.filter((name) => !existsSync(join(ROOT, name, 'rspack.config.ts')));
  if (missing.length)
    throw new Error(`declared in shared/src/federation but not built here: ${missing.join(', ')}`);
  return [
    { name: 'shell', dir: join(ROOT, 'shell'), kind: 'host' },
    ...names.map((name) => ({ name, dir: join(ROOT, name), kind: 'remote' })),
  ];
}

/** The newest modification time under `path` (a file or a folder), ignoring node_modules. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Whether a package's build output is newer than everything that goes into it: its own sources
 * and config, and @fangtasy/shared (bundled into every build). Every build writes index.html (the
 * shell's app, a remote's standalone page); a remote's container also writes mf-manifest.json.
 */
export function isBuildFresh(packageDir, outDir = join(packageDir, 'dist')) {
  const isRemote = basename(packageDir).startsWith('mf-');
  const outputs = ['index.html', ...(isRemote ? ['mf-manifest.json'] : [])].map((file) =>
    join(outDir, file),
  );
  if (!outputs.every((output) => existsSync(output))) return false;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  const inputs = [
    join(packageDir, 'src'),
    join(packageDir, 'public'),
    join(packageDir, 'rspack.config.ts'),
    join(packageDir, 'package.json'),
    join(ROOT, 'shared', 'src'),
    join(ROOT, 'shared', 'package.json'),
    join(ROOT, 'pnpm-lock.yaml'),
  ];
  return inputs.every((input) => newestMtime(input) < built);
}

/** Runs a command and resolves with its exit code; output goes to `log` line by line. */
export function run(
  command,
  args,
  { cwd = ROOT, env = {}, log = console.log, label = command } = {},
) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const forward = (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) log(`[${label}] ${line}`);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', reject);
    child.on('close', (code) => resolvePromise(code ?? 1));
  });
}

let flockFound;
/** Whether util-linux `flock` is on this machine (Debian has it; see scripts/install-system-deps.sh). */
const hasFlock = () =>
  (flockFound ??= spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0);

/** The rspack binary as the package itself resolves it. */
function rspackBin(packageDir) {
  const require = createRequire(join(packageDir, 'package.json'));
  return join(dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
}

/** Builds one package for production (into `outDir` when given). Rejects when the build fails. */
export async function buildPackage(pkg, { outDir, env = {}, log = console.log } = {}) {
  const started = Date.now();
  // One build of a package at a time, across processes: two browser lanes may rebuild the same
  // remote at once (into their own folders), and the federation plugin writes its working files
  // into the package itself. util-linux flock waits for the other build's lock; without it the
  // build runs as it is.
  const build = [rspackBin(pkg.dir), 'build', '--mode', 'production'];
  const [command, args] = hasFlock()
    ? ['flock', [join(pkg.dir, 'node_modules', '.build.lock'), process.execPath, ...build]]
    : [process.execPath, build];
  // The build's last lines travel with its failure, whoever asked for a quiet build.
  const lastLines = [];
  const keep = (line) => {
    lastLines.push(line);
    if (lastLines.length > 30) lastLines.shift();
    log(line);
  };
  const code = await run(command, args, {
    cwd: pkg.dir,
    // --no-deprecation: Node's warning about jotai's "./" exports pattern is noise here.
    env: {
      NODE_ENV: 'production',
      NODE_OPTIONS: '--no-deprecation',
      ...(outDir ? { FANGTASY_OUT_DIR: outDir } : {}),
      ...env,
    },
    log: keep,
    label: `build ${pkg.name}`,
  });
  if (code !== 0)
    throw new Error(`building ${pkg.name} failed (exit ${code}):\n${lastLines.join('\n')}`);
  precompress(outDir ?? join(pkg.dir, 'dist'));
  return Date.now() - started;
}

/** What a static server may send compressed: scripts, styles, pages, manifests. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes a brotli copy (`<file>.br`, at the densest setting) and a gzip one (`<file>.gz`, level 9)
 * beside every compressible built file of 1 KB or more, once per build, after the bundler is done
 * with the folder. The static server sends the one the browser accepts as it is
 * (scripts/serve-bundle.mjs, @fastify/static's preCompressed; a CDN's "precompressed" setting):
 * brotli ≈ 14 % smaller than gzip, at no cost per request. The next build's clean removes the old
 * copies.
 */
export function precompress(dir) {
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    if (bytes.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

/**
 * Builds every package whose output is stale, `concurrency` at a time (rspack already uses
 * every core, so two at once is enough to overlap their single-threaded parts on a small machine).
 * Resolves to the names built and skipped.
 */
export async function buildStalePackages(
  packages,
  { concurrency = 2, force = false, log = console.log } = {},
) {
  const stale = packages.filter((pkg) => force || !isBuildFresh(pkg.dir));
  const skipped = packages.filter((pkg) => !stale.includes(pkg)).map((pkg) => pkg.name);
  const queue = [...stale];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const ms = await buildPackage(pkg, { log });
      log(`built ${pkg.name} in ${(ms / 1000).toFixed(1)}s`);
    }
  });
  await Promise.all(workers);
  return { built: stale.map((pkg) => pkg.name), skipped };
}

/**
 * Starts the api (`pnpm --filter @fangtasy/api start`) in its own process group so stopping it
 * also stops pnpm's children (tsx, node). Resolves once /health answers.
 */
export async function startApi({ port, env = {}, log = console.log, timeoutMs = 120_000 }) {
  // An api left running (another `pnpm start`, a crashed test run) would answer the health
  // check for the new one, which would then die on the taken port unnoticed.
  if (await answers(`http://localhost:${port}/health`)) {
    throw new Error(`something already answers on port ${port}: stop it first`);
  }
  const child = spawn('pnpm', ['--filter', '@fangtasy/api', 'start'], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const forward = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`[api] ${line}`);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise((resolvePromise) => {
      if (exited || child.pid === undefined) return resolvePromise();
      child.once('exit', () => resolvePromise());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return resolvePromise();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000).unref();
    });
  try {
    await waitForHealth(`${url}/health`, { timeoutMs, gone: () => exited });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until a health URL answers 2xx (wait-on polls it); fails early if `gone()` reports the
 * process ended, rather than waiting out the timeout for a server that will never answer.
 */
export async function waitForHealth(url, { timeoutMs = 60_000, gone = () => null } = {}) {
  let watching;
  const exited = new Promise((_, reject) => {
    watching = setInterval(() => {
      const ended = gone();
      if (ended)
        reject(
          new Error(
            `the server behind ${url} exited (${ended.code ?? ended.signal}) before it was healthy`,
          ),
        );
    }, 250);
  });
  try {
    await Promise.race([
      waitOn({
        resources: [url.replace(/^http:/, 'http-get:')],
        interval: 250,
        timeout: timeoutMs,
      }).catch(() => {
        throw new Error(`${url} did not become healthy within ${timeoutMs / 1000}s`);
      }),
      exited,
    ]);
  } finally {
    clearInterval(watching);
  }
}

/** tsx registered once, in its own namespace (resolves to that namespace's `import`). */
let workspaceImport;

/**
 * Imports a TypeScript module of the workspace (shared's REMOTES, the api's services for the
 * benchmarks) through the api's tsx. Every call shares one module graph, so a module imported
 * twice, or by two of the modules imported, is loaded once.
 */
export async function importTypeScript(path) {
  workspaceImport ??= (async () => {
    const require = createRequire(join(ROOT, 'api', 'package.json'));
    const tsxDir = dirname(require.resolve('tsx/package.json'));
    const { register } = await import(
      pathToFileURL(join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href
    );
    return register({ namespace: 'fangtasy-workspace' }).import;
  })();
  return (await workspaceImport)(pathToFileURL(path).href, import.meta.url);
}
