import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SINGLETON_PACKAGES, type WorkspaceVersions } from './shared-singletons';

/**
 * The installed version of a package as seen from `fromDir` (node_modules lookup walking up,
 * following pnpm's symlinks), read from its package.json so nothing is hard-coded.
 */
export function installedVersion(packageName: string, fromDir: string): string {
  let dir = fromDir;
  for (;;) {
    const manifest = join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(manifest)) {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string };
      if (!version) throw new Error(`${manifest} has no version`);
      return version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${packageName} is not installed for ${fromDir}`);
    dir = parent;
  }
}

/** The versions of every singleton package installed for the package in `packageDir`. */
export function readWorkspaceVersions(packageDir: string): WorkspaceVersions {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => [name, installedVersion(name, packageDir)]),
  ) as WorkspaceVersions;
}
