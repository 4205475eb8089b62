import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES, type RemotesFile } from '@fangtasy/shared/federation';
import { buildPackage, federatedPackages } from '../../scripts/lib/product.mjs';
import { serveBundle, type BundleServer } from '../../scripts/serve-bundle.mjs';
import { canaryBucket } from '../../shell/src/remotes/canary-bucket';
import { DEMO_PASSWORD, loginAs, navigateInApp } from '../support/login';
import { startProduct, type RunningProduct } from '../support/product';

// mf-commissioner rolled out on its own: a second build served on a spare port as the canary,
// a remotes.json that splits users between the two, and rollback by editing that file alone.

const REMOTE = 'mf-commissioner';
const CANARY_BUILD = 'canary';
const STABLE_BUILD = 'mf-commissioner-production';
const RUN = Date.now().toString(36);

let product: RunningProduct;
let canary: BundleServer | null = null;
let canaryPort = 0;
const canaryDir = mkdtempSync(join(tmpdir(), 'fangtasy-canary-'));

/** Two new users on either side of a 50 % split (their buckets are fixed by their names). */
const candidates = Array.from({ length: 100 }, (_, index) => `canary_${RUN}_${index}`);
const canaryUser = candidates.find((name) => canaryBucket(REMOTE, name) < 50) ?? '';
const stableUser = candidates.find((name) => canaryBucket(REMOTE, name) >= 50) ?? '';

async function register(username: string): Promise<void> {
  const reply = await fetch(`${product.apiUrl}/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email_address: `${username}@fangtasy.test`,
      first_name: 'Rollout',
      last_name: 'Tester',
      password: DEMO_PASSWORD,
    }),
  });
  if (!reply.ok) throw new Error(`registering ${username}: ${await reply.text()}`);
}

const startCanary = async () => {
  canary = await serveBundle({ dir: canaryDir, port: canaryPort });
  canaryPort = canary.port;
};

beforeAll(async () => {
  product = await startProduct();
  const pkg = federatedPackages(REMOTES).find((candidate) => candidate.name === REMOTE);
  if (!pkg || !product.remotes.includes(REMOTE)) throw new Error(`${REMOTE} has no build`);
  await buildPackage(pkg, {
    outDir: canaryDir,
    env: { FANGTASY_BUILD_ID: CANARY_BUILD },
    log: () => {},
  });
  // Port 0: any spare port.
  await startCanary();
  await Promise.all([register(canaryUser), register(stableUser)]);
});
afterAll(async () => {
  await canary?.close();
  await product?.stop();
  rmSync(canaryDir, { recursive: true, force: true });
});

/** The shell's remotes.json with mf-commissioner split between its two builds. */
const split = (canaryPercent: number): RemotesFile => ({
  ...product.remotesFile,
  [REMOTE]: {
    stable: `${product.remoteUrl(REMOTE)}/mf-manifest.json`,
    canary: `http://localhost:${canaryPort}/mf-manifest.json`,
    canaryPercent,
  },
});

/** Which build of the commissioner tools this page shows (the Create League wizard loaded). */
async function commissionerBuild(page: Page): Promise<string | null> {
  await page.getByRole('progressbar', { name: 'Create League progress' }).waitFor();
  return page.locator(`[data-remote="${REMOTE}"]`).first().getAttribute('data-remote-build');
}

/** A fresh browser (a device of its own) where the user logs in and opens the wizard. */
async function openWizardAs(username: string): Promise<Page> {
  const page = await product.newPage();
  await loginAs(page, username, { league: null });
  await navigateInApp(page, '/create-league');
  return page;
}

const reloadedBuild = async (page: Page) => {
  await page.reload();
  return commissionerBuild(page);
};

const shellScripts = (page: Page) =>
  page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));

const pages: Partial<Record<'canary' | 'stable', Page>> = {};

describe('mf-commissioner rolled out to a share of users', () => {
  it('at 50 %, two users get different builds, each the same on every reload and device', async () => {
    expect(canaryUser).not.toBe('');
    expect(stableUser).not.toBe('');
    product.writeRemotesFile(split(50));

    const onCanary = await openWizardAs(canaryUser);
    const onStable = await openWizardAs(stableUser);
    pages.canary = onCanary;
    pages.stable = onStable;
    expect(await commissionerBuild(onCanary)).toBe(CANARY_BUILD);
    expect(await commissionerBuild(onStable)).toBe(STABLE_BUILD);

    for (let reload = 0; reload < 2; reload += 1) {
      expect(await reloadedBuild(onCanary)).toBe(CANARY_BUILD);
      expect(await reloadedBuild(onStable)).toBe(STABLE_BUILD);
    }
    // Another device, another login: the bucket follows the user, not the browser.
    const secondDevice = await openWizardAs(canaryUser);
    expect(await commissionerBuild(secondDevice)).toBe(CANARY_BUILD);
  });

  it("gives the canary's users the stable tools while the canary's server is down", async () => {
    const page = pages.canary;
    if (!page) throw new Error('the 50 % test did not run');
    await canary?.close();
    canary = null;

    expect(await reloadedBuild(page)).toBe(STABLE_BUILD);
    expect(await page.getByText('is unavailable right now').count()).toBe(0);
    // The stable wizard works: its first step checks the name.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please fill in the league name').waitFor();

    // Back up again, the canary takes its users back on their next page load.
    await startCanary();
    expect(await reloadedBuild(page)).toBe(CANARY_BUILD);
  });

  it('at 0 %, everyone is on stable after a reload, with the shell untouched', async () => {
    const { canary: onCanary, stable: onStable } = pages;
    if (!onCanary || !onStable) throw new Error('the 50 % test did not run');
    const shellBefore = await shellScripts(onCanary);

    product.writeRemotesFile(split(0));
    expect(await reloadedBuild(onCanary)).toBe(STABLE_BUILD);
    expect(await reloadedBuild(onStable)).toBe(STABLE_BUILD);
    const newDevice = await openWizardAs(canaryUser);
    expect(await commissionerBuild(newDevice)).toBe(STABLE_BUILD);
    expect(await shellScripts(onCanary)).toEqual(shellBefore);

    product.writeRemotesFile(product.remotesFile);
  });
});
