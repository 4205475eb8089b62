// `pnpm --filter <package> dev`: a development build of one federated package that rebuilds on
// every change, served on the package's own port. For a remote this is its standalone page
// (the exposed pages mounted against the api); for the shell, the app with remotes.json.
//
// The watch build writes to .dev-dist/, never to dist/, so `pnpm start` never serves a
// development bundle. The api is not started: run it with `pnpm --filter @fangtasy/api dev`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { importTypeScript, ROOT } from './lib/product.mjs';
import { serveBundle } from './serve-bundle.mjs';

const packageDir = process.cwd();
const name = basename(packageDir);
const { REMOTES } = await importTypeScript(join(ROOT, 'shared', 'src', 'federation', 'remotes.ts'));
const isShell = name === 'shell';
if (!isShell && !REMOTES[name]) {
  console.error(`${name} is neither the shell nor a remote declared in shared/src/federation`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? (isShell ? 3000 : REMOTES[name].port));
const apiBaseUrl = process.env.API_URL ?? 'http://localhost:4000';
const outDir = join(packageDir, '.dev-dist');

const runtimeDir = mkdtempSync(join(tmpdir(), `fangtasy-dev-${name}-`));
writeFileSync(join(runtimeDir, 'config.json'), JSON.stringify({ apiBaseUrl }));
const files = { '/config.json': join(runtimeDir, 'config.json') };
if (isShell) {
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([remote, { port: remotePort }]) => [
      remote,
      `http://localhost:${remotePort}/mf-manifest.json`,
    ]),
  );
  writeFileSync(join(runtimeDir, 'remotes.json'), JSON.stringify(remotes));
  files['/remotes.json'] = join(runtimeDir, 'remotes.json');
}

const require = createRequire(join(packageDir, 'package.json'));
const rspack = join(dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
const watcher = spawn(process.execPath, [rspack, 'build', '--watch', '--mode', 'development'], {
  cwd: packageDir,
  env: {
    ...process.env,
    FANGTASY_OUT_DIR: outDir,
    FANGTASY_BUILD_ID: `${name}-dev`,
    NODE_OPTIONS: '--no-deprecation',
  },
  stdio: 'inherit',
});

// The first build creates the folder the server reads; serve it as soon as it exists.
const server = await serveBundle({ dir: outDir, port, spa: isShell, files });
console.log(
  `${name} (development, rebuilt on change) on http://localhost:${server.port} — api ${apiBaseUrl}`,
);

const stop = async () => {
  watcher.kill('SIGTERM');
  await server.close();
  rmSync(runtimeDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
watcher.on('exit', (code) => {
  if (code !== 0 && code !== null) console.error(`the watch build exited with ${code}`);
  void stop();
});
