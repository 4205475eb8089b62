import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRemote, REMOTES_FILE, writeRemote } from '../../../scripts/lib/new-remote.mjs';
import { REMOTES } from './remotes';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A workspace of its own in a temporary folder: a copy of shared's sources (the generator edits
 * REMOTES there) and the base tsconfig. The new remote's node_modules links what an existing
 * remote has installed, with @fangtasy/shared pointing at the copy.
 */
function temporaryWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fangtasy-new-remote-'));
  cpSync(join(ROOT, 'shared', 'src'), join(dir, 'shared', 'src'), { recursive: true });
  cpSync(join(ROOT, 'shared', 'package.json'), join(dir, 'shared', 'package.json'));
  symlinkSync(
    realpathSync(join(ROOT, 'shared', 'node_modules')),
    join(dir, 'shared', 'node_modules'),
  );
  cpSync(join(ROOT, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  return dir;
}

/** Links `from`'s installed packages into `to`, scope by scope, with the given replacements. */
function linkModules(from: string, to: string, replace: Record<string, string>) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      linkModules(join(from, entry), join(to, entry), replace);
      continue;
    }
    const name = join(to, entry);
    const scoped = `${to.split('/').at(-1)}/${entry}`;
    symlinkSync(replace[scoped] ?? realpathSync(join(from, entry)), name);
  }
}

let workspace: string;
beforeAll(() => {
  workspace = temporaryWorkspace();
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe('pnpm new:remote', () => {
  it('refuses a name that is not a package name, and one that exists', () => {
    expect(() => planRemote(ROOT, { name: 'Draft Room' })).toThrow(/lower-case words/);
    expect(() => planRemote(ROOT, { name: 'mf-roster' })).toThrow(/already exists/);
    expect(() => planRemote(ROOT, { name: 'mf-x', path: 'roster' })).toThrow(/already has/);
    expect(() => planRemote(ROOT, { name: 'mf-x', guard: 'anyone' })).toThrow(/--guard/);
  });

  it('writes a remote whose files, with its REMOTES entry, typecheck', () => {
    // The next free port: one past the highest a remote holds today.
    const nextPort = Math.max(...Object.values(REMOTES).map((remote) => remote.port)) + 1;
    const plan = planRemote(workspace, { name: 'draft-room' });
    expect(plan).toMatchObject({
      remote: 'mf-draft-room',
      port: nextPort,
      page: { component: 'DraftRoom', title: 'Draft Room', path: 'draft-room' },
    });
    const files = writeRemote(workspace, plan);
    expect(files).toContain(join('mf-draft-room', 'src', 'draft-room', 'draft-room-page.test.tsx'));
    expect(readFileSync(join(workspace, REMOTES_FILE), 'utf8')).toContain(
      `'mf-draft-room': {\n    port: ${nextPort},`,
    );

    linkModules(
      join(ROOT, 'mf-roster', 'node_modules'),
      join(workspace, 'mf-draft-room', 'node_modules'),
      { '@fangtasy/shared': join(workspace, 'shared') },
    );
    // The base config's "types": ["node"] is installed at the workspace's root.
    if (!existsSync(join(workspace, 'mf-draft-room', 'node_modules', '@types', 'node')))
      symlinkSync(
        realpathSync(join(ROOT, 'node_modules', '@types', 'node')),
        join(workspace, 'mf-draft-room', 'node_modules', '@types', 'node'),
      );
    const tsc = createRequire(join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
    const check = spawnSync(
      process.execPath,
      [tsc, '-p', join(workspace, 'mf-draft-room', 'tsconfig.json')],
      { encoding: 'utf8' },
    );
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 300_000);
});
