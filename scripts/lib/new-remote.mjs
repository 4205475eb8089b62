// What `pnpm new:remote <name>` writes: a remote's folder with one page, its test and CONTEXT.md,
// and the remote's entry in REMOTES. Everything else — the build, `pnpm start`, the shell's route,
// the api's CORS list, the tests' ports — reads REMOTES, so nothing else is edited.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the remote table lives, and the line its last entry closes before. */
export const REMOTES_FILE = join('shared', 'src', 'federation', 'remotes.ts');
const TABLE_END = '} as const satisfies Record<string, RemoteDeclaration>;';

const GUARDS = ['session', 'league', 'active-league', 'commissioner'];

const words = (text) => text.split('-').filter(Boolean);
const pascal = (text) =>
  words(text)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
const titled = (text) =>
  words(text)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The remote to make, from the command's arguments: `name` ('mf-draft-room', or 'draft-room')
 * and optionally the page's `title`, shell `path` and `guard`. Throws with a message for a name
 * or option that cannot be used.
 */
export function planRemote(root, { name, title, path, guard = 'active-league' }) {
  const remote = name?.startsWith('mf-') ? name : `mf-${name ?? ''}`;
  if (!/^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(remote))
    throw new Error(`a remote's name is lower-case words joined by '-', e.g. mf-draft-room`);
  if (!GUARDS.includes(guard)) throw new Error(`--guard is one of ${GUARDS.join(', ')}`);
  const table = readFileSync(join(root, REMOTES_FILE), 'utf8');
  if (existsSync(join(root, remote)) || table.includes(`'${remote}': {`))
    throw new Error(`${remote} already exists`);
  const ports = [...table.matchAll(/^\s+port: (\d+),$/gm)].map((match) => Number(match[1]));
  const short = remote.slice('mf-'.length);
  const page = {
    file: short,
    component: pascal(short),
    title: title ?? titled(short),
    path: (path ?? short).replace(/^\/+/, ''),
    guard,
  };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(page.path))
    throw new Error(`--path is lower-case words joined by '-', e.g. draft-room`);
  if (table.includes(`path: '${page.path}'`))
    throw new Error(`the shell already has a remote page at /${page.path}`);
  return { remote, port: Math.max(3000, ...ports) + 1, page };
}

const quoted = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The remote's entry in REMOTES, as prettier would write it. */
function tableEntry({ remote, port, page }) {
  const one = `      './${page.component}': { title: ${quoted(page.title)}, path: ${quoted(page.path)}, guard: ${quoted(page.guard)} },`;
  const exposed =
    one.length <= 100
      ? one
      : `      './${page.component}': {
        title: ${quoted(page.title)},
        path: ${quoted(page.path)},
        guard: ${quoted(page.guard)},
      },`;
  return `  '${remote}': {
    port: ${port},
    title: ${quoted(page.title)},
    exposes: {
${exposed}
    },
  },
`;
}

/** The workspace package, with the dependencies every remote has. */
const packageJson = (remote) =>
  `${JSON.stringify(
    {
      name: `@fangtasy/${remote}`,
      version: '1.0.0',
      private: true,
      type: 'module',
      scripts: {
        build: 'rspack build --mode production',
        dev: 'node ../scripts/dev.mjs',
        test: 'vitest run',
        typecheck: 'tsc -p tsconfig.json',
      },
      // What the generated page and test use, as mf-league-info has them: knip refuses a
      // dependency nothing imports, so a library joins when the remote's code first needs it.
      dependencies: Object.fromEntries(
        [
          '@fangtasy/shared',
          '@tanstack/react-query',
          'jotai',
          'react',
          'react-dom',
          'react-router-dom',
          'styled-components',
        ].map((dep) => [dep, dep === '@fangtasy/shared' ? 'workspace:*' : 'catalog:']),
      ),
      devDependencies: Object.fromEntries(
        [
          '@module-federation/enhanced',
          '@rspack/cli',
          '@rspack/core',
          '@testing-library/react',
          '@types/react',
          '@types/react-dom',
          'jsdom',
          'typescript',
          'vitest',
        ].map((dep) => [dep, 'catalog:']),
      ),
    },
    null,
    2,
  )}\n`;

/** Every file of the new remote's folder, by path inside it. */
function remoteFiles({ remote, port, page }) {
  const Page = `${page.component}Page`;
  return {
    'package.json': packageJson(remote),
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["node"] },
  "include": ["src", "*.ts"]
}
`,
    'rspack.config.ts': `import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { remoteConfig } from '@fangtasy/shared/federation';

// Everything this build needs is read from this remote's entry in shared/src/federation/remotes.ts.
export default remoteConfig(import.meta.url, { rspack, ModuleFederationPlugin });
`,
    'vitest.config.ts': `// The one component-test setup of every remote (jsdom, the shared setup file).
export { default } from '../shared/src/testing/remote-vitest-config';
`,
    'src/index.ts': `// The standalone page: this remote's pages on their own, an ordinary app without federation
// (its container, remoteEntry.js, is a separate build; see remoteConfig in shared/src/federation).
import './standalone/bootstrap';
`,
    'src/standalone/bootstrap.tsx': `import { startStandalone } from '@fangtasy/shared/standalone';
import type { RemotePageModule } from '@fangtasy/shared/remotes';

// Every page REMOTES declares for this remote, each from src/exposed/<file>.tsx.
void startStandalone('${remote}', (file) => import(\`../exposed/\${file}.tsx\`) as Promise<RemotePageModule>);
`,
    [`src/exposed/${page.file}.tsx`]: `import type { RemotePageModule } from '@fangtasy/shared/remotes';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { ${Page} } from '../${page.file}/${page.file}-page';

/** Exposed as ${remote}/${page.component}: the page inside this remote's style scope. */
function ${page.component}() {
  return (
    <ExposedRoot>
      <${Page} />
    </ExposedRoot>
  );
}

export default ${page.component} satisfies RemotePageModule['default'];
`,
    [`src/${page.file}/${page.file}-page.tsx`]: `import { useAtomValue } from 'jotai';
import { leagueAtom, PageTitle } from '@fangtasy/shared';

/** ${page.title} (\`/${page.path}\`): the selected league's page. */
export function ${Page}() {
  const league = useAtomValue(leagueAtom);
  return (
    <section>
      <PageTitle>${page.title}</PageTitle>
      <p>{league ? league.name : 'No league selected.'}</p>
    </section>
  );
}
`,
    [`src/${page.file}/${page.file}-page.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_LEAGUE, renderWithSession } from '@fangtasy/shared/testing';
import ${page.component} from '../exposed/${page.file}';

describe('${page.title}', () => {
  it('names the selected league under its title, inside the remote\\'s scope', () => {
    renderWithSession(<${page.component} />);
    expect(screen.getByRole('heading', { name: ${quoted(page.title)} })).toBeInTheDocument();
    expect(screen.getByText(DEMO_LEAGUE.name)).toBeInTheDocument();
    expect(document.querySelector('[data-remote="${remote}"]')).not.toBeNull();
  });
});
`,
    'CONTEXT.md': `# ${remote}

${page.title} (\`/${page.path}\`, guard \`${page.guard}\`). Served on its own origin (port ${port} under
\`pnpm start\`) and loaded by the shell at run time through \`remotes.json\` → \`mf-manifest.json\`.
Made by \`pnpm new:remote\` (docs/how-to/add-a-remote.md).

## Key files

- \`shared/src/federation/remotes.ts\` (\`REMOTES['${remote}']\`) — the port, the standalone title
  and each exposed page with its shell route (path, guard, title, loading text). The build, the
  shell's routes, \`pnpm start\` and the tests read it; add a page there and in \`src/exposed/\`.
- \`rspack.config.ts\`, \`vitest.config.ts\` — one call each into the shared factories.
- \`src/exposed/${page.file}.tsx\` — what the shell loads as \`./${page.component}\`: the page inside
  shared's \`ExposedRoot\` (\`.${remote}\`, stamped with \`FANGTASY_BUILD_ID\`).
- \`src/${page.file}/${page.file}-page.tsx\` — the page; its component test beside it.
- \`src/standalone/\` — the remote on its own: \`pnpm --filter @fangtasy/${remote} dev\` (:${port}),
  every declared page with a sign-in form.
`,
  };
}

/**
 * Writes the remote's folder under `root` and adds its entry to REMOTES. Resolves to the plan
 * (remote, port, page) and the files written, relative to `root`.
 */
export function writeRemote(root, plan) {
  const tablePath = join(root, REMOTES_FILE);
  const table = readFileSync(tablePath, 'utf8');
  if (!table.includes(TABLE_END)) throw new Error(`${REMOTES_FILE} has no '${TABLE_END}' line`);
  const files = Object.entries(remoteFiles(plan)).map(([file, content]) => {
    const path = join(root, plan.remote, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    return join(plan.remote, file);
  });
  writeFileSync(tablePath, table.replace(TABLE_END, `${tableEntry(plan)}${TABLE_END}`));
  return [...files, REMOTES_FILE];
}
