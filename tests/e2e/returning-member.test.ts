import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, shellUrl } from '../support/login';
import { startProduct, type RunningProduct } from '../support/product';

// A member who comes back to a page — a reload, a link, the phone's browser reopening the tab —
// gets it without waiting on one download after another: index.html's early script starts the
// run-time files, the remote's manifest and scripts and the page's first reads at once
// (shell/src/early). What a member would notice if that went wrong: a page that shows nothing,
// or (what costs a phone on a slow link) the same download made twice.

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

/** Everything the page asks for, in order. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    /** GETs to the api (the live stream aside), as 'path?query'. */
    apiReads: () =>
      requests
        .filter((request) => request.url().startsWith(product.apiUrl))
        .filter((request) => request.method() === 'GET')
        .map((request) => new URL(request.url()))
        .filter((url) => !url.pathname.startsWith('/live/'))
        .map((url) => `${url.pathname}${url.search}`),
    urls: () => requests.map((request) => request.url()),
  };
}

const repeated = (list: string[]) => list.filter((item, index) => list.indexOf(item) !== index);

/** Waits until the page has made no request for a while. */
async function quiet(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const PAGES = [
  {
    path: '/dashboard',
    shows: (page: Page) => page.getByRole('heading', { name: 'Lineup Alerts' }),
  },
  { path: '/roster', shows: (page: Page) => page.getByRole('table', { name: 'My Team roster' }) },
  { path: '/matchups', shows: (page: Page) => page.getByTestId('score-header') },
  {
    path: '/waivers',
    shows: (page: Page) => page.getByRole('button', { name: /^(Add Player|Place Claim)/ }).first(),
  },
] as const;

describe('a returning member', () => {
  it('opens each game-day page from its address with every download made once', async () => {
    const signedIn = await product.newPage();
    await loginAs(signedIn, 'bob');
    const errors: Error[] = [];
    for (const { path, shows } of PAGES) {
      // Each address opened in a new tab of the signed-in browser, so what is counted is that
      // page's downloads alone, however late the pages opened before it still read.
      const page = await signedIn.context().newPage();
      page.on('pageerror', (error) => errors.push(error));
      const requests = recordRequests(page);
      await page.goto(shellUrl(path));
      await shows(page).waitFor();
      await quiet(page);
      expect(repeated(requests.apiReads()), `${path}: api reads made twice`).toEqual([]);
      expect(requests.apiReads().length, `${path}: the page read its data`).toBeGreaterThan(0);
      const manifests = requests.urls().filter((url) => url.endsWith('/mf-manifest.json'));
      expect(repeated(manifests), `${path}: a manifest fetched twice`).toEqual([]);
      for (const file of ['/config.json', '/remotes.json'])
        expect(
          requests.urls().filter((url) => new URL(url).pathname === file),
          `${path}: ${file}`,
        ).toHaveLength(1);
      await page.close();
    }
    expect(errors).toEqual([]);
  });

  it("starts the page's reads and the remote's scripts before the app's own script arrives", async () => {
    const page = await product.newPage();
    await loginAs(page, 'dmitri');
    await quiet(page);
    // The app's script is held back, as a slow link would: whatever starts before it arrives was
    // started by the page itself.
    let appScriptArrived = Number.POSITIVE_INFINITY;
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      appScriptArrived = Date.now();
      await route.continue();
    });
    const started: { url: string; at: number }[] = [];
    page.on('request', (request) => started.push({ url: request.url(), at: Date.now() }));
    await page.goto(shellUrl('/roster'));
    await page.getByRole('table', { name: 'My Team roster' }).waitFor();
    const before = (part: string) =>
      started.some(({ url, at }) => url.includes(part) && at < appScriptArrived);
    expect(before('/rostered_players/myTeam/')).toBe(true);
    expect(before('/mf-manifest.json')).toBe(true);
    expect(before('/remoteEntry.js')).toBe(true);
    expect(before('/federation.')).toBe(true);
  });

  it('whose session ended is sent to the login page, the early reads notwithstanding', async () => {
    const page = await product.newPage();
    await loginAs(page, 'carmen');
    await page.context().clearCookies();
    await page.goto(shellUrl('/roster'));
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });
});
