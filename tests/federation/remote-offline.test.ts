import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

describe('a remote that is down stays in its own area', () => {
  it('the shell, its nav and the dashboard keep working and the league info area offers Retry', async () => {
    await product.stopRemote('mf-league-info');
    const page = await product.newPage();
    const errors = collectPageErrors(page);

    await loginAs(page, 'alice');
    await page.getByRole('navigation').first().waitFor();

    await navigateInApp(page, '/scoring-rules');
    await page.getByText('Scoring Rules is unavailable right now.').waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByText('Something went wrong').count()).toBe(0);

    // The nav still takes the member elsewhere, and the shell's own pages still render.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    expect(await page.getByText('Something went wrong').count()).toBe(0);

    await navigateInApp(page, '/waiver-rules');
    await page.getByText('Waiver Rules is unavailable right now.').waitFor();
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('Retry loads the page once the remote is back', async () => {
    await product.stopRemote('mf-league-info');
    const page = await product.newPage();
    await loginAs(page, 'alice');
    await navigateInApp(page, '/roster-rules');
    await page.getByText('Roster Rules is unavailable right now.').waitFor();

    await product.startRemote('mf-league-info');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Regular Player Roster Rules' }).waitFor();
    expect(await page.getByText('Roster Rules is unavailable right now.').count()).toBe(0);
  });
});
