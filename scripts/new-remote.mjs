// `pnpm new:remote <name> [--title "Draft Room"] [--path draft-room] [--guard active-league]`:
// makes a working remote — its folder (package.json, config, one page with its component test,
// CONTEXT.md) and its entry in REMOTES with the next free port and the page's shell route — then
// links it into the workspace (`pnpm install`). Nothing else needs an edit: the build, `pnpm
// start`, the shell's routes, the api's CORS list and the tests all read REMOTES.
// The recipe: docs/how-to/add-a-remote.md.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { planRemote, writeRemote } from './lib/new-remote.mjs';
import { ROOT, run } from './lib/product.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    path: { type: 'string' },
    guard: { type: 'string' },
    'no-install': { type: 'boolean', default: false },
  },
});

let plan;
try {
  if (positionals.length !== 1) throw new Error('usage: pnpm new:remote <name> [--title ...]');
  plan = planRemote(ROOT, { name: positionals[0], ...values });
} catch (error) {
  console.error(`pnpm new:remote: ${error.message}`);
  process.exit(1);
}

const files = writeRemote(ROOT, plan);
for (const file of files) console.log(`wrote ${file}`);
const prettier = join(ROOT, 'node_modules', '.bin', 'prettier');
await run(prettier, ['--write', ...files.map((file) => join(ROOT, file))], { label: 'prettier' });
if (!values['no-install']) {
  const code = await run('pnpm', ['install', '--prefer-offline'], { label: 'pnpm install' });
  if (code !== 0) {
    console.error('pnpm install failed: run it yourself to link the new remote');
    process.exit(1);
  }
}
console.log(`
${plan.remote} is ready: ${plan.page.title} at /${plan.page.path} (${plan.page.guard}), port ${plan.port}.
  pnpm --filter @fangtasy/${plan.remote} test     its component test
  pnpm build && pnpm start                       the shell serves it at http://localhost:3000/${plan.page.path}
  pnpm --filter @fangtasy/${plan.remote} dev      the remote on its own (:${plan.port})
Add its link to the shell's navigation if members should find it there (shell/src/features/navigation/nav-destinations.ts).`);
