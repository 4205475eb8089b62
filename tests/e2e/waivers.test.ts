import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueMember,
  MyTeam,
  PlayerState,
  WaiverClaim,
  WaiverWindow,
} from '@fangtasy/shared/domain';
import { apiSessionFor, type ApiSession, demoLeagueIdOf } from '../support/api-session';
import { DEMO_LEAGUE, loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { resetServerClock, setServerClock } from '../support/server-clock';

// The waiver wire as grace uses it. Only grace's roster, budget and claims change here (no other
// test file uses grace), and the clock is put back where the run started.

/** Tuesday of week 10, 10 AM Eastern: before the waiver day, so the wire takes claims. */
const WEEK_10_TUESDAY = '2025-11-04T15:00:00Z';
/** Just past 00:00 Eastern on Wednesday 5 November: week 10's waiver run is due. */
const PAST_WAIVER_DAY = '2025-11-05T05:00:30Z';

interface WirePlayer {
  id: number;
  player_name: string;
  position: string;
  team: string;
  season_points: number;
  last_week_points: number;
  points_per_game: number;
  weekly_points: Record<string, number>;
  state: PlayerState | null;
}
interface WirePage {
  players: WirePlayer[];
  total: number;
  last_week: number | null;
}

const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'waivers');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let product: RunningProduct;
let grace: ApiSession;
let leagueId: number;
beforeAll(async () => {
  product = await startProduct();
  grace = await apiSessionFor('grace');
  leagueId = await demoLeagueIdOf(grace);
});
afterAll(async () => {
  await resetServerClock();
  await product?.stop();
});

/** The wire's first view: free agents addable now, by season points (the page's defaults). */
const wire = (query: string, session: ApiSession = grace) =>
  session.get<WirePage>(
    `/players/search?league_id=${leagueId}&exclude_rostered=1&available_now=1&sort=season_points&page_size=20${query}`,
  );
const myTeam = () => grace.get<MyTeam>(`/rostered_players/myTeam/${leagueId}`);
const graceMember = () =>
  grace.get<LeagueMember>(
    `/league_members/getLeagueMemberByLeagueAndUserId/${leagueId}/${grace.userId}`,
  );

/** The player names of the Free Agents table, top to bottom. */
const wireNames = (page: Page) =>
  page
    .getByRole('table', { name: 'Free Agents' })
    .locator('tbody [data-testid="player-name"]')
    .allInnerTexts();

/** Waits until the table shows exactly these names (a new page or filter has arrived). */
async function expectWire(page: Page, names: string[]) {
  await expect.poll(() => wireNames(page), { timeout: 10_000 }).toEqual(names);
}

async function openWire(page: Page) {
  await navigateInApp(page, '/waivers');
  await page.getByRole('heading', { name: 'Add Players from Waivers' }).waitFor();
  await page.getByRole('table', { name: 'Free Agents' }).waitFor();
}

/** A free agent the wire shows, open to claims and adds, other than the ones named. */
async function pickFreeAgent(except: number[] = []): Promise<WirePlayer> {
  const { players } = await wire('&page=1');
  const free = players.find((p) => p.state?.kind === 'free_agent' && !except.includes(p.id));
  if (!free) throw new Error('no free agent on the first page of the wire');
  return free;
}

/** Grace's bench players whose game has not started: safe to drop at the current clock. */
async function droppable(count: number): Promise<string[]> {
  const team = await myTeam();
  const names = team.players
    .filter((player) => player.roster_position === 'BENCH' && !player.is_locked)
    .map((player) => player.player_name);
  if (names.length < count) throw new Error('grace has too few unlocked bench players');
  return names.slice(0, count);
}

/** Picks the drop option whose label starts with the player's name. */
async function chooseDrop(page: Page, name: string) {
  const select = page.getByRole('dialog').getByLabel('Player to Drop');
  const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

async function placeClaim(page: Page, player: WirePlayer, bid: number, drop: string) {
  await page.getByRole('button', { name: `Place Claim: ${player.player_name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `Claim ${player.player_name}` }).waitFor();
  await dialog.getByLabel('FAAB Bid ($)').fill(String(bid));
  // Grace's roster is full: the drop step comes next, without 'Do Not Drop Player'.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Player to Drop').waitFor();
  expect(
    await dialog
      .getByLabel('Player to Drop')
      .locator('option', { hasText: 'Do Not Drop Player' })
      .count(),
  ).toBe(0);
  await chooseDrop(page, drop);
  await dialog.getByRole('button', { name: 'Submit Claim' }).click();
  await dialog.getByText('Waiver claim created successfully.').waitFor();
  // The modal closes by itself 2 s later.
  await dialog.waitFor({ state: 'detached', timeout: 5000 });
}

/** Where the wire's rows stand on the screen, measured in the page at the top of the document. */
async function measureWire(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('[data-testid="wire-row"]'));
    const inFirstScreen = rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }).length;
    const actionRights = rows.map(
      (row) =>
        row
          .querySelector('[data-testid="wire-action"], [data-testid="wire-locked"]')
          ?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
    );
    return {
      rows: rows.length,
      inFirstScreen,
      actionRight: Math.max(...actionRights),
      documentWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    };
  });
}

/** The figures of one column of the table, top to bottom, as numbers. */
const shownFigures = async (page: Page, testId: string) =>
  (
    await page
      .getByRole('table', { name: 'Free Agents' })
      .locator(`tbody [data-testid="${testId}"]`)
      .allInnerTexts()
  ).map(Number);

describe('the waiver wire on a phone, as two demo members', () => {
  mkdirSync(SCREENSHOTS, { recursive: true });

  it.each(['alice', 'vlad'])(
    '%s picks at 390×844: six rows a screen, the action on screen, sort by last week, the sheet',
    async (username) => {
      const session = await apiSessionFor(username);
      const page = await product.newPage();
      const errors = collectPageErrors(page);
      await page.setViewportSize(PHONE);
      await loginAs(page, username);
      await openWire(page);
      const first = await wire('&page=1', session);
      await expectWire(
        page,
        first.players.map((player) => player.player_name),
      );
      // Available now: no locked, waived or rostered player on the first view.
      expect(first.players.every((player) => player.state?.kind === 'free_agent')).toBe(true);

      const layout = await measureWire(page);
      await page.screenshot({ path: join(SCREENSHOTS, `wire-${username}-phone.png`) });
      expect(layout.rows).toBe(first.players.length);
      expect(layout.inFirstScreen, JSON.stringify(layout)).toBeGreaterThanOrEqual(6);
      expect(layout.actionRight, JSON.stringify(layout)).toBeLessThanOrEqual(PHONE.width);
      expect(layout.documentWidth).toBeLessThanOrEqual(layout.viewport);

      // Sort by last week: the server's order, the figures shown best first, a new order.
      await page.getByLabel('Sort by').selectOption('last_week_points');
      const byLastWeek = await session.get<WirePage>(
        `/players/search?league_id=${leagueId}&exclude_rostered=1&available_now=1&sort=last_week_points&page_size=20&page=1`,
      );
      await expectWire(
        page,
        byLastWeek.players.map((player) => player.player_name),
      );
      const figures = await shownFigures(page, 'sort-figure');
      expect(figures).toEqual(byLastWeek.players.map((player) => player.last_week_points));
      expect(figures).toEqual([...figures].sort((a, b) => b - a));
      // Each figure is his points in the week before the current one, as his weekly points say.
      expect(byLastWeek.last_week).not.toBeNull();
      for (const player of byLastWeek.players)
        expect(player.last_week_points, player.player_name).toBe(
          player.weekly_points[String(byLastWeek.last_week)] ?? 0,
        );
      expect(byLastWeek.players.map((player) => player.id)).not.toEqual(
        first.players.map((player) => player.id),
      );
      expect((await measureWire(page)).documentWidth).toBeLessThanOrEqual(PHONE.width);

      // The sheet of the week's best: his weekly bars, as the api has them.
      const best = byLastWeek.players[0]!;
      await page
        .getByRole('table', { name: 'Free Agents' })
        .getByRole('button', { name: best.player_name, exact: true })
        .click();
      const sheet = page.getByRole('dialog', { name: best.player_name });
      await sheet.waitFor();
      const chart = sheet.getByTestId('weekly-chart');
      await chart.waitFor();
      expect((await chart.boundingBox())!.width).toBeGreaterThan(200);
      const bars = await sheet
        .getByTestId('week-bar')
        .evaluateAll((nodes) =>
          nodes.map((node) => [node.getAttribute('data-week'), node.getAttribute('data-points')]),
        );
      const weeks = Object.keys(best.weekly_points).map(Number);
      expect(bars.length).toBe(Math.max(byLastWeek.last_week ?? 0, ...weeks));
      for (const [week, points] of bars)
        expect(points, `week ${week}`).toBe(
          week! in best.weekly_points ? String(best.weekly_points[week!]) : '',
        );
      const sheetBox = (await sheet.boundingBox())!;
      expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: join(SCREENSHOTS, `sheet-${username}-phone.png`) });
      await sheet.getByRole('button', { name: 'Close' }).click();
      await sheet.waitFor({ state: 'detached' });

      // Everyone again: locked players show, each without an action.
      await page.getByLabel('Available now').uncheck();
      const everyone = await session.get<WirePage>(
        `/players/search?league_id=${leagueId}&exclude_rostered=1&sort=last_week_points&page_size=20&page=1`,
      );
      await expectWire(
        page,
        everyone.players.map((player) => player.player_name),
      );
      const lockedRows = page.locator('[data-testid="wire-row"]', {
        has: page.getByTestId('wire-locked'),
      });
      const locked = everyone.players.filter((player) => player.state?.kind === 'locked');
      expect(await lockedRows.count()).toBe(locked.length);
      expect(await lockedRows.getByTestId('wire-action').count()).toBe(0);

      await page.setViewportSize(DESKTOP);
      await page.getByLabel('Available now').check();
      await page.getByLabel('Sort by').selectOption('season_points');
      await expectWire(
        page,
        first.players.map((player) => player.player_name),
      );
      expect((await measureWire(page)).documentWidth).toBeLessThanOrEqual(DESKTOP.width);
      await page.screenshot({ path: join(SCREENSHOTS, `wire-${username}-desktop.png`) });
      expect(errors).toEqual([]);
    },
  );

  it.each(['alice', 'vlad'])(
    '%s bids at 390×844 knowing when the run processes and what the other pending bids total',
    async (username) => {
      await setServerClock(WEEK_10_TUESDAY);
      try {
        const session = await apiSessionFor(username);
        const member = await session.get<LeagueMember>(
          `/league_members/getLeagueMemberByLeagueAndUserId/${leagueId}/${session.userId}`,
        );
        const claims = await session.get<WaiverClaim[]>(
          `/waiver_claims/getWaiverClaimsByLeagueMemberId/${member.id}?is_active=1`,
        );
        // The demo seeds one pending claim for each of them; the sum is taken here, by hand.
        let total = 0;
        for (const claim of claims) total += claim.faab_claim_amount;
        expect(claims.length).toBeGreaterThan(0);
        const waiverWindow = await session.get<WaiverWindow>(
          `/waiver_runs/getWaiverWindow/${leagueId}`,
        );
        // 00:00 Eastern on Wednesday 5 November (EST, UTC-5): week 10's run.
        expect(waiverWindow.next_run_at).toBe('2025-11-05T05:00:00.000Z');

        const page = await product.newPage();
        const errors = collectPageErrors(page);
        await page.setViewportSize(PHONE);
        await loginAs(page, username);
        await openWire(page);
        await page.getByText(/Claims are open/).waitFor();
        const target = (await wire('&page=1', session)).players[0]!;
        const action = page.getByRole('button', { name: `Place Claim: ${target.player_name}` });
        await expect.poll(() => action.isEnabled()).toBe(true);
        await action.click();
        const dialog = page.getByRole('dialog', { name: `Claim ${target.player_name}` });
        await dialog.waitFor();
        const context = dialog.getByTestId('bid-context');
        await context.getByText(/^Processed Nov 5, 2025 12:00 AM ET/).waitFor();
        expect(await context.getByTestId('other-bids').innerText()).toContain(
          `Your other pending bids: $${total}`,
        );
        for (const claim of claims)
          expect(await context.getByTestId('other-bids').innerText()).toContain(
            `${claim.player_name} $${claim.faab_claim_amount}`,
          );
        const budget = member.remaining_faab_budget ?? 0;
        await dialog.getByLabel('FAAB Bid ($)').fill('3');
        await expect
          .poll(() => context.getByTestId('bids-total').innerText())
          .toBe(`With this bid: $${total + 3} of $${budget} remaining`);
        const box = (await dialog.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: join(SCREENSHOTS, `bid-${username}-phone.png`) });
        // Cancelled: nothing is placed.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      } finally {
        await resetServerClock();
      }
    },
  );
});

describe('the waiver wire', () => {
  it('grace filters, sorts and pages the free agents as the server has them', async () => {
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'grace');
    await page.getByRole('button', { name: 'Waivers', exact: true }).click();
    await page.getByRole('link', { name: 'Waivers', exact: true }).click();
    await page.waitForURL('**/waivers');
    await page.getByRole('table', { name: 'Free Agents' }).waitFor();

    // Best season score first: the server's order, 20 a page.
    const first = await wire('&page=1');
    expect(first.players).toHaveLength(20);
    const points = first.players.map((player) => player.season_points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    await expectWire(
      page,
      first.players.map((player) => player.player_name),
    );

    const pages = Math.ceil(first.total / 20);
    const nav = page.getByRole('navigation', { name: 'Free agent pages' });
    await nav.getByRole('button', { name: 'Page 2' }).click();
    const second = await wire('&page=2');
    await expectWire(
      page,
      second.players.map((player) => player.player_name),
    );
    await nav.getByRole('button', { name: 'Last' }).click();
    const last = await wire(`&page=${pages}`);
    await expectWire(
      page,
      last.players.map((player) => player.player_name),
    );
    expect(
      await nav.getByRole('button', { name: `Page ${pages}` }).getAttribute('aria-current'),
    ).toBe('page');

    await page.getByLabel('Position').selectOption('TE');
    const tightEnds = await wire('&page=1&position=TE');
    await expectWire(
      page,
      tightEnds.players.map((player) => player.player_name),
    );
    expect(tightEnds.players.every((player) => player.position === 'TE')).toBe(true);
    await page
      .getByRole('table', { name: 'Free Agents' })
      .getByRole('columnheader', { name: 'Rec Yds' })
      .waitFor();

    const team = tightEnds.players[0]?.team ?? 'KC';
    await page.getByLabel('NFL Team').selectOption(team);
    const ofTeam = await wire(`&page=1&position=TE&team=${team}`);
    await expectWire(
      page,
      ofTeam.players.map((player) => player.player_name),
    );

    await page.getByLabel('Player Name').fill('zzzz-nobody');
    await page.getByText('No free agents available').waitFor();
    expect(errors).toEqual([]);
  });

  it('grace places, edits and deletes claims before the waiver day, and the due run awards one', async () => {
    const budgetBefore = (await graceMember()).remaining_faab_budget ?? 0;
    await setServerClock(WEEK_10_TUESDAY);
    const [dropA, dropB] = await droppable(2);
    const playerA = await pickFreeAgent();
    const playerB = await pickFreeAgent([playerA.id]);

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'grace');
    await openWire(page);
    await page.getByText(/Claims are open/).waitFor();
    await placeClaim(page, playerA, 7, dropA!);
    await placeClaim(page, playerB, 12, dropB!);

    await page.getByRole('button', { name: 'Waivers', exact: true }).click();
    await page.getByRole('link', { name: 'Active Waiver Claims', exact: true }).click();
    await page.waitForURL('**/active-waiver-claims');
    const claims = page.getByRole('table', { name: 'Active Waiver Claims' });
    await claims.waitFor();
    await page.getByRole('heading', { name: `${DEMO_LEAGUE} Active Waiver Claims` }).waitFor();
    const rows = claims.locator('tbody tr');
    const rowTexts = () => rows.allInnerTexts();
    await expect.poll(rowTexts).toHaveLength(2);
    // By priority: the first claim placed comes first.
    expect((await rowTexts())[0]).toContain(playerA.player_name);
    expect((await rowTexts())[1]).toContain(playerB.player_name);

    // Edit: claim B goes up to $40, above any of the demo's seeded claims ($32 at most), which
    // the same Wednesday run decides.
    await rows.nth(1).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('heading', { name: `Edit Claim: ${playerB.player_name}` }).waitFor();
    await editor.getByLabel('FAAB Bid ($)').fill('40');
    await editor.getByRole('button', { name: 'Save Claim' }).click();
    await editor.getByText('Waiver claim updated successfully.').waitFor();
    await editor.waitFor({ state: 'detached', timeout: 5000 });
    await expect
      .poll(async () => (await rowTexts()).find((text) => text.includes(playerB.player_name)))
      .toMatch(/\t40\t/);

    // Delete: claim A is withdrawn.
    await page.getByRole('button', { name: `Delete Claim: ${playerA.player_name}` }).click();
    await page.getByText('Waiver claim deleted successfully.').waitFor();
    await expect.poll(rowTexts).toHaveLength(1);
    expect((await rowTexts())[0]).toContain(playerB.player_name);

    // The clock passes 00:00 Eastern on Wednesday: the weekly run is due, and decides claim B.
    await setServerClock(PAST_WAIVER_DAY);
    await expect
      .poll(async () => (await myTeam()).players.map((player) => player.player_name), {
        timeout: 30_000,
      })
      .toContain(playerB.player_name);
    const after = await myTeam();
    expect(after.players.map((player) => player.player_name)).not.toContain(dropB);
    expect((await graceMember()).remaining_faab_budget).toBe(budgetBefore - 40);

    // Grace sees it: the player on her roster, the budget reduced, the win in the log.
    await navigateInApp(page, '/league-member-roster');
    await page.getByText(playerB.player_name).first().waitFor();
    await navigateInApp(page, '/budget');
    await page.getByText(`Remaining FAAB: $${budgetBefore - 40}`).waitFor();
    expect(await page.locator('tr', { hasText: playerB.player_name }).innerText()).toContain('$40');
    await navigateInApp(page, '/active-waiver-claims');
    await page.getByText('No active waiver claims available').waitFor();
    // The league's log carries the win with its bid, for every member to see.
    const log = await (
      await apiSessionFor('alice')
    ).get<{ kind: string; player_name: string; bid: number | null }[]>(
      `/transactions/getByLeagueId/${leagueId}`,
    );
    expect(log).toContainEqual(
      expect.objectContaining({ kind: 'waiver_won', player_name: playerB.player_name, bid: 40 }),
    );
    expect(errors).toEqual([]);
  });

  it('at the demo clock grace adds a free agent directly, dropping a player for him', async () => {
    await resetServerClock();
    const [drop] = await droppable(1);
    const target = await pickFreeAgent();
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'grace');
    await openWire(page);
    await page.getByText(/Free agents can be added directly/).waitFor();

    await page.getByRole('button', { name: `Add Player: ${target.player_name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Add ${target.player_name}` }).waitFor();
    await dialog.getByRole('button', { name: 'Add Player' }).click();
    await chooseDrop(page, drop!);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText(`Add ${target.player_name} and drop ${drop}?`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Successfully added ${target.player_name} to roster.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const team = await myTeam();
    const names = team.players.map((player) => player.player_name);
    expect(names).toContain(target.player_name);
    expect(names).not.toContain(drop);
    // He left the wire; the dropped player is now on waivers there.
    await expect.poll(() => wireNames(page)).not.toContain(target.player_name);
    expect(errors).toEqual([]);
  });
});
