import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

// A mock draft (decision 067) at phone size: alice, with no league selected, opens Mock Draft,
// chooses a linear draft picking first, drafts her first player by hand, then lets the autopick
// take the rest; the nine bots pick at once, and the end shows her mock team. The file has its
// own api on a new demo database.

const PHONE = { width: 390, height: 844 };

let api: DemoApi;
let product: RunningProduct;

beforeAll(async () => {
  api = await startDemoApi({ fresh: true });
  product = await startProduct({ apiUrl: api.url });
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

describe('a mock draft against bots', () => {
  it('alice drafts alone on a phone to the end and sees her mock team', async () => {
    const page = await product.newPage();
    collectPageErrors(page);
    await page.setViewportSize(PHONE);
    await loginAs(page, 'alice', { league: null });
    await navigateInApp(page, '/draft/mock');
    await page.getByRole('heading', { level: 1, name: 'Mock Draft' }).waitFor();

    await page.getByLabel('Draft type').selectOption({ label: 'Linear' });
    await page.getByLabel('Your draft position').selectOption('1');
    await page.getByRole('button', { name: 'Start mock draft' }).click();

    // She picks first: on the clock at once, her Draft buttons open.
    await page.getByText('You are on the clock: draft a player.').waitFor();
    const first = page.getByRole('button', { name: /^Draft / }).first();
    const firstName = ((await first.getAttribute('aria-label')) ?? (await first.innerText()))
      .replace(/^Draft /, '')
      .trim();
    await first.click();
    // The nine bots after her pick at once: her pick on the board, and the clock hers again.
    await expect
      .poll(() => page.getByRole('region', { name: 'Board' }).textContent(), { timeout: 15_000 })
      .toContain(firstName);
    await expect
      .poll(() => page.getByRole('region', { name: 'Pick clock' }).textContent(), {
        timeout: 15_000,
      })
      .toContain('11 overall');
    await page.getByText('You are on the clock: draft a player.').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // The rest by autopick: the draft runs to its end.
    await page.getByLabel('Autopick my team').click();
    await page.getByText('Your mock draft is complete.').waitFor({ timeout: 30_000 });
    const team = page.getByRole('list', { name: 'Your mock team' });
    await expect.poll(() => team.textContent()).toContain(firstName);
    expect(await team.getByRole('listitem').count()).toBeGreaterThan(10);
    await page.getByRole('heading', { name: 'Start another mock draft' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
