// Frontend weight: the gzip JavaScript Chromium downloads to render /login cold, what the shell
// fetches once a member has logged in, and the extra JavaScript each remote route adds when the
// member first opens it.
import { chromium } from 'playwright-core';
import { REMOTE_ROUTES } from './remote-routes.mjs';
import { serveBuiltProduct, startBenchApi } from './served-product.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Requests that never finish while the page is open: the live week's Server-Sent Events stream
 * (/matchups and the dashboard on a game day) stays in flight as long as the member watches.
 * Counting them would keep the network from ever resting.
 */
const isLongLived = (request) =>
  request.resourceType() === 'eventsource' || /\/live\//.test(new URL(request.url()).pathname);

/**
 * Sums the encoded (over-the-wire) size of every script the page fetches from now on. `take`
 * first waits for the network to rest, so a chunk a page asks for after it shows still counts
 * for that page, not the next. It waits at most `maxWaitMs`: a page that polls still gets
 * measured (its scripts are fetched long before then).
 */
function scriptMeter(page, { quietMs = 500, maxWaitMs = 30_000 } = {}) {
  let bytes = 0;
  const inFlight = new Set();
  let lastActivity = Date.now();
  const pending = [];
  const settle = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (isLongLived(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle(request);
    if (request.resourceType() !== 'script') return;
    pending.push(request.sizes().then((sizes) => (bytes += sizes.responseBodySize)));
  });
  return {
    /** Whether the last `take` gave up waiting for the network to rest (see maxWaitMs). */
    restless: false,
    async take() {
      const deadline = Date.now() + maxWaitMs;
      while ((inFlight.size > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      this.restless = Date.now() >= deadline;
      await Promise.all(pending.splice(0));
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export async function frontendWeight() {
  const api = await startBenchApi({ port: 4250 });
  const product = await serveBuiltProduct({ apiUrl: api.url, shellPort: 3250 });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    const page = await (await browser.newContext()).newPage();
    const meter = scriptMeter(page);
    await page.goto(`${product.shellUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).waitFor();
    rows.push({
      group: 'Frontend weight',
      name: 'JS to render /login cold (gzip)',
      value: kb(await meter.take()),
      unit: 'KB',
      target: 150,
      better: 'lower',
    });

    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('fangtasy-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/landing');
    await page.getByRole('button', { name: /^Fangtasy Demo League/ }).click();
    await page.waitForURL('**/dashboard');
    rows.push({
      group: 'Frontend weight',
      name: 'JS fetched after login, before any remote page (gzip)',
      value: kb(await meter.take()),
      unit: 'KB',
      better: 'lower',
      note: 'landing, dashboard and the federation runtime, fetched once a member is signed in',
    });

    for (const { remote, path, ready } of REMOTE_ROUTES) {
      if (!product.remotes.includes(remote)) continue;
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // Inside the remote's own root: the previous page's table may still be on screen.
      await page
        .locator(`[data-remote="${remote}"]`)
        .locator(ready)
        .first()
        .waitFor({ timeout: 30_000 });
      rows.push({
        group: 'Frontend weight',
        name: `extra JS for ${path} (${remote}, gzip)`,
        value: kb(await meter.take()),
        unit: 'KB',
        target: 20,
        better: 'lower',
        ...(meter.restless ? { note: 'the network never rested: measured after 30 s' } : {}),
      });
    }
  } finally {
    await browser.close();
    await product.stop();
    await api.stop();
  }
  return rows;
}
