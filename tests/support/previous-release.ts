import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/product.mjs';

/** A remote built from the previous release's source, or why it could not be. */
export type PreviousReleaseBuild =
  { tag: string; commit: string; dir: string; sharedVersion: string } | { skipped: string };

/** Built remotes are kept here by commit: the tag's source never changes, so one build serves. */
const CACHE = join(ROOT, 'tests', '.cache', 'previous-release');

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

/**
 * The newest release tag (`v<major>.<minor>.<patch>`) reachable from HEAD whose commit is not
 * HEAD's own: the release the code now checked out follows.
 */
export function previousReleaseTag(): { tag: string; commit: string } | null {
  let tags: string[];
  let head: string;
  try {
    head = git('rev-parse', 'HEAD');
    tags = git('tag', '--list', 'v[0-9]*', '--merged', 'HEAD', '--sort=-v:refname').split('\n');
  } catch {
    return null;
  }
  for (const tag of tags.filter(Boolean)) {
    const commit = git('rev-list', '-n', '1', tag);
    if (commit !== head) return { tag, commit };
  }
  return null;
}

const pnpm = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync('pnpm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation', ...env },
  });

const sharedVersionOf = (manifest: string): string => {
  const { shared } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  return shared.find((share) => share.name === '@fangtasy/shared')?.version ?? 'none';
};

/**
 * Builds `remote` as the previous release shipped it: that tag's source (git archive), its own
 * lockfile installed offline from the pnpm store, its own @fangtasy/shared. The build is cached
 * under tests/.cache by commit, so only the first run on a machine pays for it (about 30 s).
 * Skips, saying why, when the clone has no release tag or the store cannot install the tag's
 * lockfile offline.
 */
export function buildRemoteFromPreviousRelease(remote: string): PreviousReleaseBuild {
  const release = previousReleaseTag();
  if (!release) {
    return {
      skipped:
        'no release tag (v<major>.<minor>.<patch>) before HEAD in this clone: fetch the tags (git fetch --tags) or tag the release',
    };
  }
  const dir = join(CACHE, release.commit, remote);
  const manifest = join(dir, 'mf-manifest.json');
  if (existsSync(manifest)) return { ...release, dir, sharedVersion: sharedVersionOf(manifest) };

  const source = mkdtempSync(join(tmpdir(), 'fangtasy-release-'));
  try {
    execFileSync('sh', ['-c', `git archive ${release.commit} | tar -x -C "${source}"`], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    if (!existsSync(join(source, remote, 'package.json'))) {
      return { skipped: `${release.tag} has no ${remote}` };
    }
    const packageName = (
      JSON.parse(readFileSync(join(source, remote, 'package.json'), 'utf8')) as { name: string }
    ).name;
    const install = pnpm(source, [
      'install',
      '--offline',
      '--frozen-lockfile',
      '--ignore-scripts',
      '--filter',
      `${packageName}...`,
    ]);
    if (install.status !== 0) {
      return {
        skipped: `${release.tag}'s lockfile cannot be installed offline from the pnpm store (pnpm install --offline): ${install.stderr.trim().split('\n').slice(-3).join(' ')}`,
      };
    }
    const buildOnce = () => {
      mkdirSync(dir, { recursive: true });
      return pnpm(source, ['--filter', packageName, 'build'], { FANGTASY_OUT_DIR: dir });
    };
    let build = buildOnce();
    // A release's build config from before cleanOutDir (shared/src/federation/build) has the
    // remote's two compilers clean its new folder at once, which races now and then (rspack:
    // "Rspack FS Error … ENOENT … rmdir"). That release cannot change, so its build is tried once
    // more; any other failure fails the test.
    if (build.status !== 0 && /Rspack FS Error/.test(`${build.stdout}${build.stderr}`)) {
      rmSync(dir, { recursive: true, force: true });
      build = buildOnce();
    }
    if (build.status !== 0 || !existsSync(manifest)) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `building ${remote} at ${release.tag} failed:\n${build.stdout}\n${build.stderr}`,
      );
    }
    return { ...release, dir, sharedVersion: sharedVersionOf(manifest) };
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}
