import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES, type RemoteName } from '@fangtasy/shared/federation';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

describe("a remote's standalone page works without the shell", () => {
  it.each(Object.keys(REMOTES) as RemoteName[])(
    '%s: a member signs in on its own origin and sees its first page',
    async (name) => {
      const page = await product.newPage();
      const errors = collectPageErrors(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`${product.remoteUrl(name)}/`);
      // The sign-in form comes filled in with a demo member.
      await page.getByRole('button', { name: 'Log in' }).click();

      const root = page.locator(`[data-remote="${name}"]`).first();
      await root.waitFor({ timeout: 30_000 });
      const firstTitle = Object.values(REMOTES[name].exposes)[0]?.title ?? '';
      await expect(page.getByRole('button', { name: firstTitle }).isVisible()).resolves.toBe(true);
      expect(await page.getByText(`${name} standalone · alice`).count()).toBe(1);
      // An ordinary app: it needs no shell to provide a federation runtime or its libraries.
      expect(scripts.filter((url) => url.endsWith('/remoteEntry.js'))).toEqual([]);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );
});
