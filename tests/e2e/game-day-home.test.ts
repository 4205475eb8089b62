import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTeam, WeekMatchups } from '@fangtasy/shared/domain';
import { auditScreen, describeAudit } from '../support/accessibility';
import { apiSessionFor, demoLeagueIdOf } from '../support/api-session';
import { loginAs } from '../support/login';
import { openFromNavigation } from '../support/navigation';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { resetServerClock } from '../support/server-clock';

// The dashboard as the member's game-day home on the demo clock (week 9, Sunday 3 PM ET): the
// navigation a phone keeps within reach, and the live match and lineup alerts on the first
// screen. Nothing here changes league state.

const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'game-day');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const STARTING = /^(QB|RB|WR|TE|WRT|FLEX)\d*$/;

let product: RunningProduct;
beforeAll(async () => {
  await resetServerClock();
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-full.png`), fullPage: true });
}

async function openAt(username: string, size: { width: number; height: number }) {
  const page = await product.newPage();
  await page.setViewportSize(size);
  const errors = collectPageErrors(page);
  await loginAs(page, username);
  // The dashboard, not the landing page it replaces.
  await page.getByText('Free-Agent Budget').waitFor();
  return { page, errors };
}

/** What the api says of the member's week: her own match and her roster. */
async function weekOf(username: string) {
  const session = await apiSessionFor(username);
  const leagueId = await demoLeagueIdOf(session);
  const team = await session.get<MyTeam>(`/rostered_players/myTeam/${leagueId}`);
  const week = team.current_week!.week;
  const matchups = await session.get<WeekMatchups>(
    `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/${week}`,
  );
  const own = matchups.own_league_member_id;
  const match = matchups.matchups.find(
    (m) => m.home.league_member_id === own || m.away.league_member_id === own,
  )!;
  const [mine, theirs] =
    match.home.league_member_id === own ? [match.home, match.away] : [match.away, match.home];
  return { team, week, match, mine, theirs };
}

/** The top and bottom of an element in the viewport, after no scrolling. */
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    });

describe('the navigation at 390 × 844', () => {
  it('stays on screen at the bottom, ≤ 64 px, with 44 px targets; every destination in at most two taps', async () => {
    const { page, errors } = await openAt('alice', PHONE);
    const tabBar = page.getByTestId('tab-bar');
    // Scrolled to the end of the page, the tab bar is still on screen, at its bottom.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = await tabBar.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, height: rect.height, scrollY: window.scrollY };
    });
    expect(bar.scrollY).toBeGreaterThan(0);
    expect(bar.bottom).toBe(PHONE.height);
    expect(bar.height).toBeLessThanOrEqual(64);
    // The page's last line (the attribution) ends above the tab bar, not under it.
    const footer = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(footer).toBeLessThanOrEqual(bar.top + 1);

    const targets = await page
      .locator('[data-testid="tab-bar"] a, [data-testid="tab-bar"] button')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(targets).toHaveLength(5);
    for (const height of targets) expect(height).toBeGreaterThanOrEqual(44);

    expect(describeAudit(await auditScreen(page, '/dashboard at 390 × 844'))).toBe('');
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await sheet.waitFor();
    expect(describeAudit(await auditScreen(page, 'the More sheet, open'))).toBe('');
    const sheetTargets = await sheet
      .locator('a, button')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    for (const height of sheetTargets) expect(height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'more-sheet-phone');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // Every destination of the spec's bar (alice is no commissioner), from the dashboard.
    const destinations: [string, string, number][] = [
      ['Dashboard', '/dashboard', 1],
      ['Roster', '/roster', 1],
      ['Matchups', '/matchups', 1],
      ['Waivers', '/waivers', 1],
      ['Trades', '/trades', 2],
      ['Schedule', '/league-member-schedule', 2],
      ['Standings', '/standings', 2],
      ['Active Waiver Claims', '/active-waiver-claims', 2],
      ['View League Rosters', '/league-member-roster', 2],
      ['Scoring Rules', '/scoring-rules', 2],
      ['Roster Rules', '/roster-rules', 2],
      ['Waiver Rules', '/waiver-rules', 2],
      ['Playoff Bracket', '/bracket', 2],
      ['League History', '/league-history', 2],
      ['Your Leagues', '/landing', 2],
    ];
    for (const [label, path, taps] of destinations) {
      expect(await openFromNavigation(page, label)).toBe(taps);
      await page.waitForURL(`**${path}`);
      const current = await page.locator('nav[aria-label="Main"] [aria-current="page"]').count();
      // The current page is marked: its tab, or (behind More) More itself.
      if (taps === 1) expect(current).toBe(1);
      else
        expect(
          await page.getByRole('button', { name: 'More' }).getAttribute('data-current-section'),
        ).toBe('true');
    }
    expect(errors).toEqual([]);
  });

  it('on a desktop the bar is one line of at most 64 px with the same pages', async () => {
    const { page, errors } = await openAt('alice', DESKTOP);
    const height = await page
      .getByRole('navigation', { name: 'Main' })
      .evaluate((nav) => nav.closest('header')!.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(64);
    expect(describeAudit(await auditScreen(page, '/dashboard at 1280 × 800'))).toBe('');
    await screenshot(page, 'dashboard-alice-desktop');
    expect(errors).toEqual([]);
  });

  it("the commissioner's bar, the longest, still fits one line where the bar starts, 1100 px", async () => {
    const { page, errors } = await openAt('commish', { width: 1100, height: 768 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'LM Tools' }).waitFor();
    const height = await nav.evaluate((el) => el.closest('header')!.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(64);
    await screenshot(page, 'dashboard-commish-1100');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it("with a two-digit count beside Trades, the commissioner's bar still fits one line at 1100 px", async () => {
    const page = await product.newPage();
    await page.setViewportSize({ width: 1100, height: 768 });
    // What waits for the commissioner, as many as a busy league could have.
    await page.route('**/trades/getPendingCount/**', (route) =>
      route.fulfill({
        json: { count: 12, offers_to_answer: 2, trades_to_review: 10, bite_rights: 0 },
      }),
    );
    await loginAs(page, 'commish');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByTestId('pending-badge').getByText('12').waitFor();
    const logout = await nav.getByRole('button', { name: 'Logout' }).boundingBox();
    expect(logout && logout.x + logout.width).toBeLessThanOrEqual(1100);
    const height = await nav.evaluate((el) => el.closest('header')!.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(64);
    await screenshot(page, 'dashboard-commish-1100-pending');
  });
});

describe.each([
  ['alice', false],
  ['vlad', true],
] as const)("%s's game-day home at 390 × 844", (username, vampire) => {
  it('shows the live match score and the lineup alerts on the first screen, without sideways scroll', async () => {
    const { team, week, match, mine, theirs } = await weekOf(username);
    expect(match.is_final).toBe(false);
    const { page, errors } = await openAt(username, PHONE);

    // The match: both scores as the api has them, with 2 decimals, 'Live' while it is played.
    const card = page.getByRole('region', { name: "This Week's Match" });
    await card.getByTestId('match-state').waitFor();
    const sides = await card.getByTestId('match-side').allInnerTexts();
    expect(sides[0]).toContain(mine.score.toFixed(2));
    expect(sides[1]).toContain(theirs.score.toFixed(2));
    const anyKickedOff = [mine, theirs].some((side) =>
      (side.starters ?? []).some(
        (slot) => slot.player && ['in_progress', 'final'].includes(slot.player.game_status),
      ),
    );
    expect(anyKickedOff).toBe(true);
    expect(await card.getByTestId('match-state').innerText()).toBe('Live');
    const opponent = theirs.team_name?.trim() || 'Unknown';
    await page
      .getByText(new RegExp(`^League Status: Active, Live: Week ${week} vs ${opponent}, `))
      .waitFor();
    expect(await page.getByText(/Next Match: Week 9/).count()).toBe(0);

    // The alerts: every starter with no game and not locked, by a plain loop over the roster.
    const expected: string[] = [];
    for (const player of team.players) {
      if (player.is_rostered !== 1 || !STARTING.test(player.roster_position)) continue;
      if (player.game === null && !player.is_locked)
        expected.push(`${player.player_name} has no game this week.`);
    }
    const alerts = await page.getByTestId('lineup-alert').allInnerTexts();
    for (const text of expected) expect(alerts.some((alert) => alert.includes(text))).toBe(true);
    // The demo has each of them start a player on bye (alice her FLEX, vlad his QB).
    expect(expected.length).toBeGreaterThan(0);

    // Both on the first screen, above the fixed tab bar.
    const tabTop = await page
      .getByTestId('tab-bar')
      .evaluate((el) => el.getBoundingClientRect().top);
    const score = await boxOf(page, '[data-testid="match-side"]');
    expect(score.top).toBeGreaterThanOrEqual(0);
    expect(score.bottom).toBeLessThanOrEqual(tabTop);
    if (expected.length > 0) {
      const alert = await boxOf(page, '[data-testid="lineup-alert"]');
      expect(alert.bottom).toBeLessThanOrEqual(tabTop);
    }

    if (vampire) {
      const label = await page.getByTestId('vampire-rules').innerText();
      expect(label).toMatch(/^Vampire rules: /);
    } else {
      expect(await page.getByTestId('vampire-rules').count()).toBe(0);
    }
    await page
      .getByRole('region', { name: 'Pending Claims' })
      .getByText(/Next waiver run|No more waiver runs/)
      .waitFor();
    await page.getByRole('region', { name: 'Latest Transactions' }).waitFor();

    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, `dashboard-${username}-phone`);
    expect(errors).toEqual([]);
  });
});
