import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REMOTES,
  isRemoteName,
  readWorkspaceVersions,
  SINGLETON_PACKAGES,
  type SingletonPackage,
} from '@fangtasy/shared/federation';
import { federatedPackages } from '../../scripts/lib/product.mjs';

interface ManifestAsset {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  name: string;
  metaData: { publicPath?: string; remoteEntry: { name: string; type: string } };
  shared: {
    name: string;
    version: string;
    singleton: boolean;
    requiredVersion: string;
    assets: ManifestAsset;
  }[];
  exposes: { name: string; path: string; assets: ManifestAsset }[];
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;

/** The singleton package a share key belongs to: 'react/jsx-runtime' → react, 'jotai/utils' → jotai. */
const singletonOf = (shareName: string): SingletonPackage | undefined =>
  SINGLETON_PACKAGES.find((name) => shareName === name || shareName.startsWith(`${name}/`));

const HASHED_CHUNK = /\.[0-9a-f]{10}\.js$/;

const shell = federatedPackages(REMOTES).find((pkg) => pkg.kind === 'host');
const remotes = federatedPackages(REMOTES).filter(
  (pkg) => pkg.kind === 'remote' && existsSync(join(pkg.dir, 'dist', 'mf-manifest.json')),
);

describe('the federation contract of the built bundles', () => {
  it('finds the shell and at least one remote built', () => {
    expect(shell && existsSync(join(shell.dir, 'dist', 'index.html'))).toBe(true);
    expect(remotes.length).toBeGreaterThan(0);
  });

  it('every remote package is declared in shared/src/federation', () => {
    for (const pkg of federatedPackages(REMOTES).filter((p) => p.kind === 'remote')) {
      expect(isRemoteName(pkg.name), `${pkg.name} is not in REMOTES`).toBe(true);
    }
  });

  describe.each(remotes.map((pkg) => [pkg.name, pkg] as const))('%s', (name, pkg) => {
    const manifest = readManifest(pkg.dir);
    const declared = isRemoteName(name) ? Object.keys(REMOTES[name].exposes).sort() : [];

    it('exposes exactly the modules REMOTES declares', () => {
      expect(manifest.name).toBe(name);
      expect(manifest.exposes.map((expose) => expose.path).sort()).toEqual(declared);
    });

    it('is a manifest remote that finds its chunks relative to its own origin', () => {
      expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
      expect(manifest.metaData.publicPath).toBe('auto');
    });

    it('names every exposed chunk by its content hash', () => {
      for (const expose of manifest.exposes) {
        for (const file of [...expose.assets.js.sync, ...expose.assets.js.async])
          expect(file).toMatch(HASHED_CHUNK);
      }
    });
  });

  describe.each(remotes.map((pkg) => [pkg.name, pkg] as const))('%s sharing', (_name, pkg) => {
    const manifest = readManifest(pkg.dir);
    const versions = readWorkspaceVersions(pkg.dir);

    it('shares React, its JSX runtime and @fangtasy/shared, and never React Router itself', () => {
      const names = manifest.shared.map((shared) => shared.name);
      expect(names).toEqual(
        expect.arrayContaining(['react', 'react/jsx-runtime', '@fangtasy/shared']),
      );
      // Routing goes through @fangtasy/shared/router, the one shared router.
      expect(names.filter((name) => name.startsWith('react-router'))).toEqual([]);
    });

    it('shares only the singleton list, each as a singleton at the workspace version', () => {
      for (const shared of manifest.shared) {
        const owner = singletonOf(shared.name);
        expect(owner, `${shared.name} is shared but not in the singleton list`).toBeDefined();
        if (!owner) continue;
        expect(shared.singleton, shared.name).toBe(true);
        expect(shared.version, shared.name).toBe(versions[owner]);
        expect(shared.requiredVersion, shared.name).toBe(`^${versions[owner]}`);
      }
    });

    it('takes @fangtasy/shared at the version of shared/package.json', () => {
      const own = JSON.parse(
        readFileSync(join(pkg.dir, '..', 'shared', 'package.json'), 'utf8'),
      ) as { version: string };
      expect(manifest.shared.find((shared) => shared.name === '@fangtasy/shared')?.version).toBe(
        own.version,
      );
    });
  });

  it('the shell loads its assets from the site root (deep links work)', () => {
    expect(shell).toBeDefined();
    if (!shell) return;
    const html = readFileSync(join(shell.dir, 'dist', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).toMatch(/^\//);
  });
});
