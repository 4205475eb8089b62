import { REMOTES } from '@fangtasy/shared/federation';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackage, federatedPackages } from '../../scripts/lib/product.mjs';
import { loginAs, navigateInApp } from '../support/login';
import { startProduct, type RunningProduct } from '../support/product';

let product: RunningProduct;
const outDir = mkdtempSync(join(tmpdir(), 'fangtasy-redeploy-'));
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

const remoteBuild = (page: Page) =>
  page.locator('[data-remote="mf-league-info"]').first().getAttribute('data-remote-build');

const shellScripts = (page: Page) =>
  page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));

describe('a remote redeploys without rebuilding the shell', () => {
  it('the running shell shows the rebuilt mf-league-info after a reload', async () => {
    const page = await product.newPage();
    await loginAs(page, 'alice');
    await navigateInApp(page, '/scoring-rules');
    await page.getByRole('table', { name: 'Passing' }).waitFor();
    const before = await remoteBuild(page);
    const shellBefore = await shellScripts(page);

    const buildId = `redeploy-${Date.now()}`;
    const pkg = federatedPackages(REMOTES).find((candidate) => candidate.name === 'mf-league-info');
    expect(pkg).toBeDefined();
    if (!pkg) return;
    await buildPackage(pkg, { outDir, env: { FANGTASY_BUILD_ID: buildId }, log: () => {} });
    // Only the remote's server changes; the shell and its remotes.json stay as they were.
    await product.startRemote('mf-league-info', outDir);

    await page.reload();
    await page.getByRole('table', { name: 'Passing' }).waitFor();
    expect(before).not.toBe(buildId);
    expect(await remoteBuild(page)).toBe(buildId);
    expect(await shellScripts(page)).toEqual(shellBefore);
  });
});
