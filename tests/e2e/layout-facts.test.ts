import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueMember } from '@fangtasy/shared/domain';
import { REMOTES, type ExposedPage } from '@fangtasy/shared/federation';
import { apiSessionFor, demoLeagueIdOf } from '../support/api-session';
import { DEMO_LEAGUE, loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

// Layout facts that hold on every member route, on a phone (390 × 844) and on a desktop
// (1280 × 800): the document is no wider than the viewport (nothing scrolls sideways), and each
// route leaves a full-page screenshot under .artifacts/screenshots/<size>/<route>.png for a
// reader to look at. Route-specific facts (the nav's height, scores in the first screen, slots per
// screen) live in the routes' own files. The transactions log has no route of its own: it is
// part of /waivers and /active-waiver-claims. Nothing here changes league state.

const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots');
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

interface MemberRoute {
  path: string;
  /** The screenshot's name when the path carries a query (an id); else the path itself. */
  name?: string;
  /** What shows once the page has rendered: its level-1 heading, or a text of its own. */
  heading?: string | RegExp;
  text?: string | RegExp;
}

/** Every route a member of the active demo league opens from the navigation. */
const MEMBER_ROUTES: MemberRoute[] = [
  { path: '/dashboard', text: 'Active League Overview' },
  { path: '/roster', heading: 'My Team' },
  { path: '/matchups', heading: `${DEMO_LEAGUE} Matchups` },
  { path: '/standings', heading: 'Standings' },
  { path: '/league-member-schedule', heading: 'League Schedule' },
  { path: '/waivers', heading: 'Add Players from Waivers' },
  { path: '/active-waiver-claims', heading: `${DEMO_LEAGUE} Active Waiver Claims` },
  { path: '/trades', heading: 'Trades', text: /^History$/ },
  { path: '/bite', heading: 'Vampire Bite' },
  { path: '/bracket', heading: 'Playoff Bracket', text: 'Seeding order:' },
  { path: '/league-history', heading: 'League History', text: '2025 season' },
  { path: '/budget', heading: 'Free-Agent Budget' },
  { path: '/league-member-roster', heading: 'League Rosters' },
  { path: '/scoring-rules', heading: 'Scoring Rules' },
  { path: '/roster-rules', heading: 'Roster Rules' },
  { path: '/waiver-rules', heading: 'Waiver Rules' },
  { path: '/edit-team-info', heading: 'Edit Team Information' },
];

/** The commissioner's own pages (LM Tools), opened as the demo league's commissioner. */
const COMMISSIONER_ROUTES: MemberRoute[] = [
  { path: '/add-member-to-league', heading: 'Add Member to League' },
  { path: '/add-player-to-team', heading: 'Add Player to Team' },
  { path: '/activate-league', heading: 'Activate League' },
  { path: '/renew-league', heading: 'Renew League' },
  { path: '/edit-league-rules', heading: 'Edit League Rules' },
];

/**
 * A remote page neither list names (one `pnpm new:remote` just made) is laid out too, found by
 * its title: the generated page's heading. A page with more to wait for gets a row above.
 */
function unlistedRemotePages(commissioner: boolean): MemberRoute[] {
  const known = new Set([...MEMBER_ROUTES, ...COMMISSIONER_ROUTES].map((route) => route.path));
  const pages: ExposedPage[] = Object.values(REMOTES).flatMap((remote) =>
    Object.values(remote.exposes as Record<string, ExposedPage>),
  );
  return pages
    .filter((page) => (page.guard === 'commissioner') === commissioner)
    .filter((page) => !known.has(`/${page.path}`))
    .map((page) => ({ path: `/${page.path}`, heading: page.title }));
}
const UNLISTED = { member: unlistedRemotePages(false), commissioner: unlistedRemotePages(true) };
MEMBER_ROUTES.push(...UNLISTED.member);
COMMISSIONER_ROUTES.push(...UNLISTED.commissioner);

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

/** Waits until no loading line is left on the page (remote pages, tables). */
const settled = (page: Page) =>
  page.waitForFunction(() => !/Loading\b[^\n]*\.\.\./.test(document.body.innerText), null, {
    timeout: 30_000,
  });

/** Opens a route as the app does after its first load and waits until it has rendered. */
async function open(page: Page, route: MemberRoute) {
  await navigateInApp(page, route.path);
  await page.waitForURL(`**${route.path}`);
  if (route.heading)
    await page.getByRole('heading', { level: 1, name: route.heading }).first().waitFor();
  if (route.text) await page.getByText(route.text).first().waitFor();
  await settled(page);
}

/**
 * The document's width against the viewport's, and — when it is wider — the outermost elements
 * that reach past the right edge, so a failure names what to fix.
 */
const measureWidth = (page: Page) =>
  page.evaluate(() => {
    const viewport = window.innerWidth;
    const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const label = element.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()}${id}${label ? `[aria-label="${label}"]` : ''} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`;
    };
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > viewport + 0.5,
    );
    const outermost = wide.filter((element) => !wide.includes(element.parentElement!));
    return { viewport, documentWidth, overflowing: outermost.slice(0, 5).map(describe) };
  });

async function checkRoutes(
  page: Page,
  sizeName: string,
  size: { width: number; height: number },
  routes: MemberRoute[],
) {
  const folder = join(SCREENSHOTS, `${size.width}x${size.height}`);
  mkdirSync(folder, { recursive: true });
  for (const route of routes) {
    await open(page, route);
    const { viewport, documentWidth, overflowing } = await measureWidth(page);
    expect(viewport).toBe(size.width);
    expect
      .soft(
        documentWidth,
        `${route.path} on a ${sizeName} is ${documentWidth} px wide in a ${viewport} px viewport; past the edge: ${overflowing.join(', ')}`,
      )
      .toBeLessThanOrEqual(viewport);
    await page.screenshot({
      path: join(folder, `${route.name ?? route.path.slice(1)}.png`),
      fullPage: true,
    });
  }
}

describe.each(Object.entries(SIZES))('every member route on a %s', (sizeName, size) => {
  it('a member: no route is wider than the screen', async () => {
    const page = await product.newPage();
    await page.setViewportSize(size);
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    await checkRoutes(page, sizeName, size, MEMBER_ROUTES);
    expect(errors.map(String)).toEqual([]);
  });

  it('a member proposing a trade: the two rosters side by side are no wider than the screen', async () => {
    // bob builds an offer to alice (it is not sent). The bite's choice needs an open right, which
    // the shared api's clock may have let lapse: vampire-bite.test.ts measures it on its own api.
    const bob = await apiSessionFor('bob');
    const leagueId = await demoLeagueIdOf(bob);
    const members = await bob.get<LeagueMember[]>(
      `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
    );
    const alice = members.find((member) => member.username === 'alice');
    if (!alice) throw new Error('alice is not in the demo league');
    const page = await product.newPage();
    await page.setViewportSize(size);
    const errors = collectPageErrors(page);
    await loginAs(page, 'bob');
    await checkRoutes(page, sizeName, size, [
      { path: `/trades?with=${alice.id}`, name: 'trades-propose', text: 'You receive from' },
    ]);
    expect(errors.map(String)).toEqual([]);
  });

  it('a member: the week picker on Matchups shows a two-digit week whole', async () => {
    const page = await product.newPage();
    await page.setViewportSize(size);
    await loginAs(page, 'alice');
    await open(page, { path: '/matchups', heading: `${DEMO_LEAGUE} Matchups` });
    const week = page.getByLabel('Week', { exact: true });
    await week.selectOption('14');
    // The chosen option's text, in the select's own font, beside the room the select gives it
    // (its padding and Chromium's arrow, about 20 px, taken off): 'Week 14' must not read 'Week 1'.
    const fit = await week.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]!.text;
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return { text, width: Math.ceil(context.measureText(text).width), room };
    });
    expect(fit.text).toBe('Week 14');
    expect(
      fit.width,
      `'${fit.text}' needs ${fit.width} px; the select gives ${fit.room}`,
    ).toBeLessThanOrEqual(fit.room);
  });

  it('the commissioner: the LM Tools pages are no wider than the screen', async () => {
    const page = await product.newPage();
    await page.setViewportSize(size);
    const errors = collectPageErrors(page);
    await loginAs(page, 'commish');
    await checkRoutes(page, sizeName, size, COMMISSIONER_ROUTES);
    expect(errors.map(String)).toEqual([]);
  });
});
