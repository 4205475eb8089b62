// Lighthouse on the production build, mobile preset (Lighthouse's default config: a mid-range
// phone on a slow 4G link, simulated): /login cold, and the member's main routes — /dashboard,
// /roster, /matchups, /waivers — for a member who is signed in (issue 16 asks ≥ 95 on each).
// Performance score, LCP, TBT and CLS of the median of a few runs, and what cost the points.
import { createRequire } from 'node:module';
import lighthouseRun from 'lighthouse';
import { serveBuiltProduct, startBenchApi } from './served-product.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MEMBER = 'alice';
const PASSWORD = 'fangtasy-demo';
const LEAGUE = 'Fangtasy Demo League';

/** The signed-in routes measured; `remote` is the remote whose page the route shows, if any. */
const MEMBER_ROUTES = [
  { path: '/dashboard' },
  { path: '/roster', remote: true },
  { path: '/matchups', remote: true },
  { path: '/waivers', remote: true },
];

// Lighthouse drives Chromium through Puppeteer; its own copy is the one it is tested with.
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))(
  'puppeteer-core',
);

/**
 * Signs the member in the way the shell leaves a session: the api's httpOnly cookie (set by the
 * login answer) and the shell's localStorage (user, selected league, own membership). Done from a
 * JSON file of the shell's origin, so no page code is loaded (and cached) before the measurement.
 */
async function signIn(page, shellUrl, apiUrl) {
  await page.goto(`${shellUrl}/config.json`);
  await page.evaluate(
    async ({ api, username, password, leagueName }) => {
      const call = async (path, init = {}) => {
        const response = await fetch(`${api}${path}`, {
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          ...init,
        });
        const answer = await response.json();
        if (!response.ok) throw new Error(`${path}: ${answer.message}`);
        // Login answers {status, data, message} (rules §7); every read answers bare.
        return path === '/users/login' ? answer.data : answer;
      };
      const user = await call('/users/login', {
        method: 'POST',
        body: JSON.stringify({ username, password }),
      });
      const memberships = await call(`/league_members/getLeagueMembersByUserId/${user.id}`);
      const { league_id: leagueId } = memberships.find((m) => m.league_name === leagueName);
      const league = await call(`/leagues/getLeagueById/${leagueId}`);
      const membership = await call(
        `/league_members/getLeagueMemberByLeagueAndUserId/${leagueId}/${user.id}`,
      );
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('league', JSON.stringify(league));
      localStorage.setItem('league_member', JSON.stringify(membership));
    },
    { api: apiUrl, username: MEMBER, password: PASSWORD, leagueName: LEAGUE },
  );
}

/** One Lighthouse performance run of `url` in `page`; keepSession leaves cookies and storage. */
async function measure(page, url, { keepSession }) {
  if (keepSession) {
    // A cold load all the same: only the session survives, not the HTTP cache.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouseRun(
    url,
    { onlyCategories: ['performance'], disableStorageReset: keepSession, logLevel: 'error' },
    undefined,
    page,
  );
  const { lhr } = result;
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    costs: pointsLost(lhr),
    savings: biggestSavings(lhr),
    remoteLoaded: requests.some((request) => String(request.url).endsWith('/remoteEntry.js')),
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
  };
}

/**
 * Where the performance score lost its points: each weighted metric's weight × (1 − its score),
 * the weights summing to 100, largest first.
 */
function pointsLost(lhr) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({
      metric: ref.acronym ?? ref.id,
      lost: ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 0)),
    }))
    .filter(({ lost }) => lost >= 0.5)
    .sort((a, b) => b.lost - a.lost)
    .map(({ metric, lost }) => `${metric} −${Math.round(lost)}`);
}

/** The three audits Lighthouse expects to save the most time (render-blocking, unused JS, …). */
function biggestSavings(lhr) {
  return (
    Object.values(lhr.audits)
      // Only audits that did not pass: a passed one may still report a saving of a few ms.
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => ({ title: audit.title, ms: audit.details?.overallSavingsMs ?? 0 }))
      .filter(({ ms }) => ms >= 50)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(({ title, ms }) => `${title} (${Math.round(ms)} ms)`)
  );
}

/** The run with the median performance score. */
const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

function rowsFor(path, runs) {
  const run = median(runs);
  const group = 'Lighthouse (mobile)';
  const scores = runs.map((r) => r.score).join(', ');
  return [
    {
      group,
      name: `${path} performance score`,
      value: run.score,
      unit: '',
      target: 95,
      better: 'higher',
      note: [
        `median of ${runs.length} runs (${scores}); FCP ${Math.round(run.fcp)} ms, Speed Index ${Math.round(run.speedIndex)} ms`,
        run.costs.length ? `points lost: ${run.costs.join(', ')}` : '',
        run.savings.length ? `biggest savings: ${run.savings.join('; ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    },
    { group, name: `${path} LCP`, value: Math.round(run.lcp), unit: 'ms', better: 'lower' },
    { group, name: `${path} TBT`, value: Math.round(run.tbt), unit: 'ms', better: 'lower' },
    {
      group,
      name: `${path} CLS`,
      value: Math.round(run.cls * 1000) / 1000,
      unit: '',
      better: 'lower',
    },
  ];
}

export async function lighthouse() {
  const api = await startBenchApi({ port: 4251 });
  const product = await serveBuiltProduct({ apiUrl: api.url, shellPort: 3250 });
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
  });
  const rows = [];
  try {
    const page = await browser.newPage();
    const loginRuns = [];
    for (let i = 0; i < RUNS; i += 1) {
      loginRuns.push(await measure(page, `${product.shellUrl}/login`, { keepSession: false }));
    }
    rows.push(...rowsFor('/login', loginRuns));

    await signIn(page, product.shellUrl, api.url);
    for (const route of MEMBER_ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await measure(page, `${product.shellUrl}${route.path}`, { keepSession: true });
        // A lost session would measure the login screen under the route's name.
        if (new URL(run.finalUrl).pathname !== route.path || (route.remote && !run.remoteLoaded)) {
          throw new Error(`${route.path} ended on ${run.finalUrl} without its page: no session?`);
        }
        runs.push(run);
      }
      rows.push(...rowsFor(route.path, runs));
    }
  } finally {
    await browser.close();
    await product.stop();
    await api.stop();
  }
  return rows;
}
