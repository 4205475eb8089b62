import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/login';
import { startProduct, type RunningProduct } from '../support/product';
import { recordScripts, weighScripts } from '../support/script-weight.mjs';

// /login stays small (decision 055): a visitor's first screen loads React, the router, the
// styles, the session atoms and the form; the signed-in shell and the data layer come after
// login. A size budget of the built product, not a speed test.
const LOGIN_BUDGET_GZIP_BYTES = 120 * 1024;

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

describe('/login loads only what it needs', () => {
  it('renders cold with at most 120 KB of JavaScript by gzip -9, and fetches the rest once the form is used', async () => {
    const page = await product.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${product.shellUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).waitFor();

    const cold = weighScripts(await scripts.take());
    expect(cold.gzip, `JS to render /login cold: ${JSON.stringify(cold)}`).toBeLessThanOrEqual(
      LOGIN_BUDGET_GZIP_BYTES,
    );

    // The signed-in shell arrives once the member starts to log in, and the login goes through.
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/landing');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .waitFor();
    expect((await scripts.take()).length).toBeGreaterThan(0);
  });
});
