// Frontend weight: the JavaScript Chromium downloads to render /login cold, what the signed-in
// shell adds once a member logs in, and the extra JavaScript each remote route adds when the
// member first opens it. Each measure by its name: raw, gzip -9, brotli (decision 055).
import { chromium } from 'playwright-core';
import { weighScripts } from '../support/script-weight.mjs';
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
 * Keeps the body of every script the page fetches from now on; `take` weighs them. It first waits for the network to rest, so a chunk a page asks for after it shows still counts
 * for that page, not the next. It waits at most `maxWaitMs`: a page that polls still gets
 * measured (its scripts are fetched long before then).
 */
function scriptMeter(page, { quietMs = 500, maxWaitMs = 30_000 } = {}) {
  let bodies = [];
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
    pending.push(
      request
        .response()
        .then((response) => response?.body())
        .then((body) => body && bodies.push(body)),
    );
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
      const taken = weighScripts(bodies);
      bodies = [];
      return taken;
    },
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const MEASURES = [
  ['raw', 'raw'],
  ['gzip', 'gzip -9'],
  ['brotli', 'brotli'],
];

/** One row per measure of a weight, each named by its measure; `extra` adds to a measure's row. */
const weightRows = (name, weight, extra = {}) =>
  MEASURES.map(([key, label]) => ({
    group: 'Frontend weight',
    name: `${name} (${label})`,
    value: kb(weight[key]),
    unit: 'KB',
    better: 'lower',
    ...extra.all,
    ...extra[key],
  }));

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
    rows.push(
      ...weightRows('JS to render /login cold', await meter.take(), {
        gzip: { target: 120 },
      }),
    );

    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('fangtasy-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/landing');
    await page.getByRole('button', { name: /^Fangtasy Demo League/ }).click();
    await page.waitForURL('**/dashboard');
    rows.push(
      ...weightRows(
        'JS the signed-in shell adds after login, before any remote page',
        await meter.take(),
        {
          all: {
            note: 'the signed-in shell (navigation, data layer), landing, dashboard and the federation runtime',
          },
        },
      ),
    );

    for (const { remote, path, ready } of REMOTE_ROUTES) {
      if (!product.remotes.includes(remote)) continue;
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // Inside the remote's own root: the previous page's table may still be on screen.
      const opened = await page
        .locator(`[data-remote="${remote}"]`)
        .locator(ready)
        .first()
        .waitFor({ timeout: 30_000 })
        .then(
          () => true,
          () => false,
        );
      if (!opened) {
        // A page this member may not open (a commissioner's) sends him elsewhere: no figure,
        // and the routes after it are still measured.
        await meter.take();
        rows.push({
          group: 'Frontend weight',
          name: `extra JS for ${path} (${remote}, gzip -9)`,
          value: 'not measured',
          unit: '',
          note: `did not open for this member within 30 s (now at ${new URL(page.url()).pathname})`,
        });
        continue;
      }
      rows.push({
        group: 'Frontend weight',
        name: `extra JS for ${path} (${remote}, gzip -9)`,
        value: kb((await meter.take()).gzip),
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
