import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  isRemoteName,
  type RemoteName,
  type RemotesFile,
  REMOTES,
} from '@fangtasy/shared/federation';
import { federatedPackages } from '../../scripts/lib/product.mjs';
import { serveBundle, type BundleServer } from '../../scripts/serve-bundle.mjs';
import { launchChromium } from './browser-server';
import { TEST_PORTS } from './ports';
import { laneApiUrl } from './provided';

export { CHROMIUM_ARGS, launchChromium } from './browser-server';

export interface RunningProduct {
  apiUrl: string;
  shellUrl: string;
  /** The remotes with a build, served on their test ports. */
  remotes: RemoteName[];
  remoteUrl(name: RemoteName): string;
  /** Stops one remote's server: its origin refuses connections, as a crashed deployment does. */
  stopRemote(name: RemoteName): Promise<void>;
  /** (Re)starts one remote's server, from its dist/ or from another build folder (a redeploy). */
  startRemote(name: RemoteName, dir?: string): Promise<void>;
  /** The remotes.json the shell was started with: each remote at its test port. */
  remotesFile: RemotesFile;
  /**
   * Rewrites the shell's remotes.json (served no-cache), as a deployment re-points or splits a
   * remote: the next page load reads it, the shell itself is untouched.
   */
  writeRemotesFile(file: RemotesFile): void;
  browser: Browser;
  /** A page in a new browser context: its own cookies and localStorage, a fresh session. */
  newPage(): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * The run's one Chromium (started by the global setup, see browser-server.ts) when there is one,
 * else a browser of this file's own. Each file's pages live in their own browser contexts —
 * cookies, storage and cache apart, as in a fresh profile — so files share the process, not
 * state; starting Chromium once saves its start-up in every file.
 */
async function openBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (endpoint) {
    try {
      return await chromium.connect(endpoint);
    } catch {
      // The shared browser is gone (it crashed): this file carries on with its own.
    }
  }
  return launchChromium();
}

/**
 * Serves the built shell and remotes on the test ports — each remote on its own origin, the
 * shell with its remotes.json and config.json pointing at them and at the test api — and
 * connects to the run's Chromium (or launches one). `stop()` closes this file's contexts only.
 */
export async function startProduct(
  options: {
    /** Another api than the run's shared one (a file that needs a freshly started product). */
    apiUrl?: string;
  } = {},
): Promise<RunningProduct> {
  const apiUrl = options.apiUrl ?? laneApiUrl();
  const packages = federatedPackages(REMOTES);
  const shellDir = join(packages.find((pkg) => pkg.kind === 'host')?.dir ?? 'shell', 'dist');
  const built = packages.filter(
    (pkg) =>
      pkg.kind === 'remote' &&
      isRemoteName(pkg.name) &&
      existsSync(join(pkg.dir, 'dist', 'mf-manifest.json')),
  );
  const remotes = built.map((pkg) => pkg.name as RemoteName);
  const remoteUrl = (name: RemoteName) => `http://localhost:${TEST_PORTS.remote(name)}`;

  const runtimeDir = mkdtempSync(join(tmpdir(), 'fangtasy-tests-runtime-'));
  const remotesFile: RemotesFile = Object.fromEntries(
    remotes.map((name) => [name, `${remoteUrl(name)}/mf-manifest.json`]),
  );
  const writeRemotesFile = (file: RemotesFile) =>
    writeFileSync(join(runtimeDir, 'remotes.json'), JSON.stringify(file));
  writeRemotesFile(remotesFile);
  writeFileSync(join(runtimeDir, 'config.json'), JSON.stringify({ apiBaseUrl: apiUrl }));
  const configFiles = { '/config.json': join(runtimeDir, 'config.json') };

  const remoteServers = new Map<RemoteName, BundleServer>();
  const startRemote = async (name: RemoteName, dir?: string) => {
    await remoteServers.get(name)?.close();
    const pkg = built.find((candidate) => candidate.name === name);
    if (!pkg) throw new Error(`${name} has no build`);
    remoteServers.set(
      name,
      await serveBundle({
        dir: dir ?? join(pkg.dir, 'dist'),
        port: TEST_PORTS.remote(name),
        files: configFiles,
      }),
    );
  };
  const stopRemote = async (name: RemoteName) => {
    await remoteServers.get(name)?.close();
    remoteServers.delete(name);
  };

  for (const name of remotes) await startRemote(name);
  const shell = await serveBundle({
    dir: shellDir,
    port: TEST_PORTS.shell,
    spa: true,
    files: { ...configFiles, '/remotes.json': join(runtimeDir, 'remotes.json') },
  });
  const browser = await openBrowser();
  const contexts: BrowserContext[] = [];

  return {
    apiUrl,
    shellUrl: shell.url,
    remotes,
    remoteUrl,
    stopRemote,
    startRemote,
    remotesFile,
    writeRemotesFile,
    browser,
    async newPage() {
      const context = await browser.newContext();
      contexts.push(context);
      return context.newPage();
    },
    async stop() {
      await browser.close();
      await shell.close();
      for (const server of remoteServers.values()) await server.close();
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}

/** Collects the page's uncaught errors, so a test can assert that a failure stayed contained. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
