// `pnpm typecheck`: two TypeScript programs side by side (tsc uses one core each) — the api, and
// every other package in one program (tsconfig.web.json), so shared is checked once, not in
// every package that compiles it. `pnpm -r typecheck` still checks package by package.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
const programs = [
  ['api', join(root, 'api', 'tsconfig.json')],
  ['web', join(root, 'tsconfig.web.json')],
];

const check = ([label, project]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`typecheck ${label}: ${code === 0 ? 'ok' : 'failed'} in ${seconds}s\n`);
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(programs.map(check));
process.exit(results.every(Boolean) ? 0 : 1);
