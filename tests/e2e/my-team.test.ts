import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canPlayInSlotCode,
  slotKindOf,
  type MyTeam,
  type MyTeamPlayer,
  type RosterRules,
} from '@fangtasy/shared/domain';
import { lineCents, type Row } from '../../api/test/support/reference-points';
import {
  apiSessionFor as sessionOn,
  type ApiSession,
  demoLeagueIdOf,
} from '../support/api-session';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { loginAs, navigateInApp } from '../support/login';
import { TEST_NOW } from '../support/ports';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

// My Team at the demo clock (Sunday of week 9, 3 PM Eastern: the 1 PM games are on). frank's
// and alice's rosters change here, so the file has its own api on a new demo database: no other
// test file sees a difference.

let api: DemoApi;
let product: RunningProduct;
let leagueId: number;
const apiSessionFor = (username: string) => sessionOn(username, api.url);
beforeAll(async () => {
  api = await startDemoApi({ fresh: true });
  product = await startProduct({ apiUrl: api.url });
  const commish = await apiSessionFor('commish');
  leagueId = await demoLeagueIdOf(commish);
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

const myTeamOf = (session: ApiSession) =>
  session.get<MyTeam>(`/rostered_players/myTeam/${leagueId}`);

const isStarter = (player: MyTeamPlayer) =>
  !['BENCH', 'IR'].includes(slotKindOf(player.roster_position) ?? '');

/** A player's card: a button whose name starts with his name. */
const card = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** The Player cell's text of a slot's row. */
const slotText = (page: Page, slot: string) =>
  page.locator(`tr[data-slot="${slot}"] td`).innerText();

/** The banner line that a change leaves; each showing is a new element. */
const waitForMessage = (page: Page, text: string) =>
  page.locator('[aria-live="polite"]').getByText(text, { exact: true }).waitFor();

/** The api calls a page makes ('GET /path'), and a wait until none has been open for a while. */
function recordApiCalls(page: Page) {
  const list: string[] = [];
  let open = 0;
  let lastChange = Date.now();
  // The live week's event stream stays open while a page watches it: not a call that settles.
  const isApi = (url: string) =>
    url.startsWith(product.apiUrl) && !new URL(url).pathname.startsWith('/live/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    list.push(`${request.method()} ${new URL(request.url()).pathname}`);
    open++;
    lastChange = Date.now();
  });
  const done = (request: { url(): string }) => {
    if (!isApi(request.url())) return;
    open--;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    list,
    async settle(quietMs = 1000) {
      while (open > 0 || Date.now() - lastChange < quietMs)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/** Opens My Team from the navigation bar and waits for the table. */
async function openMyTeam(page: Page) {
  await page.getByRole('link', { name: 'Roster' }).click();
  await page.waitForURL('**/roster');
  await page.getByRole('table', { name: 'My Team roster' }).waitFor();
}

/** Selects a player, then selects him again: the Player Information modal. */
async function openInformation(page: Page, name: string) {
  await card(page, name).click();
  await card(page, name).click();
  const dialog = page.getByRole('dialog', { name: 'Player Information' });
  await dialog.waitFor();
  return dialog;
}

describe('My Team', () => {
  it('a member drops, moves, swaps and benches players and sees each success message', async () => {
    const frank = await apiSessionFor('frank');
    const before = await myTeamOf(frank);
    const free = before.players.filter((player) => !player.is_locked);
    const starters = free.filter(isStarter);
    // Two starters who may each play the other's slot (frank: an RB at RB2 and one at FLEX1).
    const pair = starters
      .flatMap((a) => starters.map((b) => [a, b] as const))
      .find(
        ([a, b]) =>
          a.id !== b.id &&
          canPlayInSlotCode(a, b.roster_position) &&
          canPlayInSlotCode(b, a.roster_position),
      );
    expect(pair, 'two unlocked starters who can trade places').toBeDefined();
    const [mover, partner] = pair!;
    const toEmpty = starters.find((player) => player.id !== mover.id && player.id !== partner.id);
    const toDrop = free.find((player) => slotKindOf(player.roster_position) === 'BENCH');
    expect(toEmpty, 'a third unlocked starter').toBeDefined();
    expect(toDrop, 'an unlocked bench player').toBeDefined();

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    const apiCalls = recordApiCalls(page);
    await loginAs(page, 'frank');
    // Let the dashboard finish its own requests, so only My Team's are counted.
    await apiCalls.settle();
    apiCalls.list.length = 0;
    await openMyTeam(page);
    await card(page, mover.player_name).waitFor();
    // The first render: one request for the team and one for the league's bites, none per player.
    expect(apiCalls.list.sort()).toEqual([
      `GET /bites/getBiteRightsByLeagueId/${leagueId}`,
      `GET /rostered_players/myTeam/${leagueId}`,
    ]);

    // Drop a bench player through the confirmation.
    let dialog = await openInformation(page, toDrop!.player_name);
    await dialog.getByRole('button', { name: 'Drop Player' }).click();
    const confirmDrop = page.getByRole('dialog', { name: 'Confirm Drop Player' });
    await confirmDrop.getByText(`Are you sure you want to drop ${toDrop!.player_name}?`).waitFor();
    await confirmDrop.getByRole('button', { name: 'Confirm' }).click();
    await waitForMessage(page, 'Player dropped successfully.');
    await card(page, toDrop!.player_name).waitFor({ state: 'detached' });

    // Move a starter into an empty slot (the drop left one on the bench), highlighted.
    await card(page, toEmpty!.player_name).click();
    const emptyTarget = page.getByRole('button', {
      name: new RegExp(`^Move ${toEmpty!.player_name} to `),
    });
    const targetSlot = await emptyTarget
      .first()
      .evaluate((button) => button.closest('tr')?.getAttribute('data-slot'));
    expect(targetSlot).toMatch(/^[A-Z]+\d+$/);
    expect(
      await page.locator(`tr[data-slot="${targetSlot}"]`).getAttribute('data-valid-target'),
    ).toBe('true');
    await emptyTarget.first().click();
    await waitForMessage(page, 'Player moved successfully.');
    expect(await slotText(page, toEmpty!.roster_position)).toBe('Empty');
    if (targetSlot!.startsWith('BENCH')) {
      // The bench keeps its one order (by position, then name): he sits in one of its rows.
      const bench = await page
        .locator('tr[data-slot^="BENCH"]')
        .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
      expect(bench.some((row) => row.includes(toEmpty!.player_name))).toBe(true);
    } else {
      expect(await slotText(page, targetSlot!)).toContain(toEmpty!.player_name);
    }

    // Swap two starters: select one, then click the other.
    await page.locator('[aria-live="polite"]').getByText('Player moved successfully.').waitFor({
      state: 'detached',
      timeout: 5_000,
    });
    await card(page, mover.player_name).click();
    await card(page, partner.player_name).click();
    await waitForMessage(page, 'Player moved successfully.');
    expect(await slotText(page, partner.roster_position)).toContain(mover.player_name);
    expect(await slotText(page, mover.roster_position)).toContain(partner.player_name);

    // Bench one through the modal and its confirmation.
    dialog = await openInformation(page, partner.player_name);
    await dialog.getByText(partner.position, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Move to Bench' }).click();
    const confirmBench = page.getByRole('dialog', { name: 'Confirm Move to Bench' });
    await confirmBench.getByRole('button', { name: 'Confirm' }).click();
    await waitForMessage(page, 'Player moved to bench.');
    expect(await slotText(page, mover.roster_position)).toBe('Empty');

    // The server holds the same roster the page shows.
    const after = await myTeamOf(frank);
    const slotOf = (id: number) =>
      after.players.find((player) => player.id === id)?.roster_position;
    expect(slotOf(toDrop!.id)).toBeUndefined();
    expect(slotOf(toEmpty!.id)).toBe(targetSlot!.startsWith('BENCH') ? 'BENCH' : targetSlot);
    expect(slotOf(mover.id)).toBe(partner.roster_position);
    expect(slotOf(partner.id)).toBe('BENCH');
    // Each change came back with the roster: no re-read of the page (its two first reads only).
    expect(apiCalls.list.filter((call) => call.startsWith('GET '))).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('a locked player cannot be moved, and the server refuses a forced move', async () => {
    const frank = await apiSessionFor('frank');
    const team = await myTeamOf(frank);
    const locked = team.players.find(
      (player) =>
        player.is_locked &&
        !player.is_injured &&
        player.game?.est_time === '13:00' &&
        player.game.kickoff !== null &&
        player.game.kickoff < TEST_NOW,
    );
    expect(locked, 'a player of a 1 PM game').toBeDefined();

    const page = await product.newPage();
    await loginAs(page, 'frank');
    await openMyTeam(page);
    const lockedCard = card(page, locked!.player_name);
    await expect(lockedCard.getByTestId('lock-note').innerText()).resolves.toMatch(
      /Locked · kicked off Sun 1:00 PM ET/,
    );
    // His game is under way at the demo clock: its quarter and clock, as the source reports them.
    expect(locked!.game).toMatchObject({ state: 'in_progress', period: expect.any(Number) });
    const status = await lockedCard.getByTestId('player-game-status').innerText();
    expect(status).toBe(`Q${locked!.game!.period} ${locked!.game!.game_clock}`);
    expect(status).toMatch(/^Q[1-4] \d{1,2}:\d{2}$/);
    await lockedCard.click();
    expect(await lockedCard.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('tr[data-valid-target]').count()).toBe(0);
    const dialog = page.getByRole('dialog', { name: 'Player Information' });
    expect(await dialog.getByRole('button', { name: 'Move to Bench' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Drop Player' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Whatever the page offers, the member's own session can't move him.
    const forced = await page.evaluate(
      async ({ apiUrl, body }) => {
        const response = await fetch(`${apiUrl}/rostered_players/move`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, answer: (await response.json()) as unknown };
      },
      {
        apiUrl: product.apiUrl,
        body: {
          league_member_id: team.member.id,
          rostered_player_id: locked!.id,
          target_slot: 'BENCH',
        },
      },
    );
    expect(forced).toEqual({
      status: 409,
      answer: { status: 'error', message: 'Player is locked: their game has started.' },
    });
    const after = await myTeamOf(frank);
    expect(after.players.find((player) => player.id === locked!.id)?.roster_position).toBe(
      locked!.roster_position,
    );
  });

  it('a vampire member sees the vampire message and the vampire slot counts', async () => {
    const mina = await apiSessionFor('mina');
    const rules = await mina.get<RosterRules>(
      `/roster_rules/getRosterRulesByLeagueId/${leagueId}/2`,
    );
    const page = await product.newPage();
    await loginAs(page, 'mina');
    // Hold the answer back a moment so the loading state can be seen.
    await page.route('**/rostered_players/myTeam/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await navigateInApp(page, '/roster');
    await page.getByText('Loading...', { exact: true }).waitFor();
    await waitForMessage(page, 'Vampire league member detected. Special roster rules may apply.');
    const slots = await page
      .locator('table[aria-label="My Team roster"] tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-slot') ?? ''));
    const count = (kind: string) =>
      slots.filter((slot) => slot.replace(/\d+$/, '') === kind).length;
    expect(count('QB')).toBe(rules.quarterback_count);
    expect(count('RB')).toBe(rules.running_back_count);
    expect(count('WR')).toBe(rules.wide_receiver_count);
    expect(count('TE')).toBe(rules.tight_end_count);
    expect(count('WRT')).toBe(rules.wide_receiver_tight_end_count);
    expect(count('FLEX')).toBe(rules.flex_count);
    expect(count('BENCH')).toBeGreaterThanOrEqual(rules.bench_count);
    expect(count('IR')).toBe(rules.ir_count);
    expect(slots.map((slot) => slot.replace(/\d+$/, ''))).toEqual(
      ['QB', 'RB', 'WR', 'TE', 'WRT', 'FLEX', 'BENCH', 'IR'].flatMap((kind) =>
        Array(count(kind)).fill(kind),
      ),
    );
    // The banner goes after 3 s and a 0.5 s fade.
    await page
      .getByText('Vampire league member detected. Special roster rules may apply.')
      .waitFor({ state: 'detached', timeout: 6_000 });
  });

  describe('on a phone, on game day', () => {
    const PHONE = { width: 390, height: 844 };
    const DESKTOP = { width: 1280, height: 800 };
    const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'my-team');
    const WEEK = 9;

    async function pageAt(size: { width: number; height: number }) {
      const page = await product.newPage();
      await page.setViewportSize(size);
      return page;
    }

    async function screenshot(page: Page, name: string) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    }

    /** Opens My Team by its address (the navigation's shape on a phone is the shell's). */
    async function openMyTeamAt(page: Page) {
      await navigateInApp(page, '/roster');
      await page.getByRole('table', { name: 'My Team roster' }).waitFor();
    }

    /** The alert texts above the lineup, none when the list is gone. */
    const alertTexts = (page: Page) =>
      page
        .locator('[aria-label="Lineup alerts"] li')
        .evaluateAll((items) => items.map((item) => item.textContent ?? ''));

    /**
     * Last week's points and points per game of each player, from the api's own stat reads and
     * scoring rules, summed here line by line (cents, as the scores are 2-decimal).
     */
    async function referenceFigures(session: ApiSession, playerIds: readonly number[]) {
      const rules = await session.get<Row>(`/scoring_rules/getScoringRulesByLeagueId/${leagueId}`);
      const weeks = new Map<number, Map<number, number>>(playerIds.map((id) => [id, new Map()]));
      for (let week = 1; week <= WEEK; week++) {
        const lines = await session.send<Row[]>(
          'POST',
          '/weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek',
          { player_ids: playerIds, season: 2025, week },
        );
        for (const line of lines)
          weeks.get(Number(line.player_id))?.set(week, lineCents(line, rules));
      }
      const figures = new Map<number, { lastWeek: number | null; perGame: number }>();
      for (const [id, byWeek] of weeks) {
        let total = 0;
        for (const cents of byWeek.values()) total += cents;
        const last = byWeek.get(WEEK - 1);
        figures.set(id, {
          lastWeek: last === undefined ? null : last / 100,
          perGame: byWeek.size === 0 ? 0 : Math.round(total / byWeek.size) / 100,
        });
      }
      return figures;
    }

    it("alice's 15 slots fit two screens, her alerts show, and Best lineup fixes them", async () => {
      const alice = await apiSessionFor('alice');
      const before = await myTeamOf(alice);
      const page = await pageAt(PHONE);
      const errors = collectPageErrors(page);
      await loginAs(page, 'alice');
      await openMyTeamAt(page);

      // No sideways scroll; the whole default roster within two screens' height.
      const layout = await page.evaluate(() => {
        const rows = document.querySelectorAll('table[aria-label="My Team roster"] tbody tr');
        const last = rows[rows.length - 1]!.getBoundingClientRect();
        return {
          rows: rows.length,
          lastBottom: last.bottom + window.scrollY,
          documentWidth: document.documentElement.scrollWidth,
          viewportWidth: window.innerWidth,
        };
      });
      expect(layout.rows).toBe(15);
      expect(layout.documentWidth).toBeLessThanOrEqual(layout.viewportWidth);
      expect(layout.lastBottom).toBeLessThanOrEqual(2 * PHONE.height);

      // Her unlocked starters on bye in week 9 are named above the lineup.
      const onBye = before.players.filter(
        (player) => isStarter(player) && player.game === null && !player.is_locked,
      );
      expect(onBye.length, 'alice starts a player on bye').toBeGreaterThan(0);
      const alerts = await alertTexts(page);
      for (const player of onBye)
        expect(alerts).toContain(
          `${player.roster_position} ${player.player_name} has no game this week.`,
        );

      // Each row's last week and per game, against the stat lines summed here.
      const reference = await referenceFigures(
        alice,
        before.players.map((player) => player.player_id),
      );
      for (const player of before.players) {
        const row = card(page, player.player_name);
        const expected = reference.get(player.player_id)!;
        const lastWeek = (await row.getByTestId('last-week-points').innerText()).replace('LW ', '');
        const perGame = Number(
          (await row.getByTestId('points-per-game').innerText()).replace('Avg ', ''),
        );
        if (expected.lastWeek === null) expect(lastWeek, player.player_name).toBe('–');
        else expect(Number(lastWeek), player.player_name).toBeCloseTo(expected.lastWeek, 2);
        expect(perGame, player.player_name).toBeCloseTo(expected.perGame, 1);
      }
      expect(
        [...reference.values()].filter((figure) => figure.perGame > 0).length,
        'most of her players have scored',
      ).toBeGreaterThan(before.players.length / 2);
      await screenshot(page, 'alice-phone-before-best-lineup');

      // A tap opens the move sheet with big targets; Cancel lets go.
      const benchPlayer = before.players.find(
        (player) => slotKindOf(player.roster_position) === 'BENCH' && !player.is_locked,
      )!;
      await card(page, benchPlayer.player_name).click();
      const sheet = page.getByRole('region', { name: `Move ${benchPlayer.player_name}` });
      await sheet.waitFor();
      const box = await sheet.locator('li button').first().boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await screenshot(page, 'alice-phone-move-sheet');
      await sheet.getByRole('button', { name: 'Cancel' }).click();
      await sheet.waitFor({ state: 'detached' });

      const answered = page.waitForResponse((r) =>
        r.url().includes('/rostered_players/bestLineup/'),
      );
      await page.getByRole('button', { name: 'Best lineup' }).click();
      expect((await answered).status()).toBe(200);
      const after = await myTeamOf(alice);
      const was = new Map(before.players.map((p) => [p.id, p.roster_position]));
      const moved = after.players.filter((p) => was.get(p.id) !== p.roster_position).length;
      expect(moved).toBeGreaterThanOrEqual(onBye.length);
      await waitForMessage(page, `Moved ${moved} players.`);
      // The bye alerts are gone, on the page and on the server.
      expect(after.players.filter((p) => isStarter(p) && p.game === null && !p.is_locked)).toEqual(
        [],
      );
      const alertsAfter = await alertTexts(page);
      expect(alertsAfter.filter((text) => text.endsWith('has no game this week.'))).toEqual([]);
      // Locked players stayed where they were.
      for (const player of before.players.filter((p) => p.is_locked))
        expect(after.players.find((p) => p.id === player.id)?.roster_position).toBe(
          player.roster_position,
        );
      await screenshot(page, 'alice-phone-after-best-lineup');

      // Pressed again: nothing better left.
      await page.getByRole('button', { name: 'Best lineup' }).click();
      await waitForMessage(page, 'Your lineup is already the best.');

      const desktop = await pageAt(DESKTOP);
      await loginAs(desktop, 'alice');
      await openMyTeamAt(desktop);
      expect(
        await desktop.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await screenshot(desktop, 'alice-desktop');
      expect(errors).toEqual([]);
    });

    it('a vampire member sees a lasting label of his rules', async () => {
      const mina = await apiSessionFor('mina');
      const team = await myTeamOf(mina);
      expect(team.member.is_vamp).toBe(1);
      const rulesOf = (type: number) =>
        mina.get<RosterRules>(`/roster_rules/getRosterRulesByLeagueId/${leagueId}/${type}`);
      const regular = await rulesOf(1);
      const vampire = await rulesOf(2);
      const page = await pageAt(PHONE);
      await loginAs(page, 'mina');
      await openMyTeamAt(page);
      const label = page.getByTestId('vampire-rules');
      expect(await label.innerText()).toMatch(/^Vampire rules: /);
      // Each slot count that differs is named with the vampire's number.
      const text = await label.innerText();
      if (vampire.running_back_count !== regular.running_back_count)
        expect(text).toContain(`${vampire.running_back_count || 'no'} RB`);
      if (vampire.flex_count !== regular.flex_count)
        expect(text).toContain(vampire.flex_count === 0 ? 'no FLEX' : `${vampire.flex_count} FLEX`);
      // It outlasts the banner.
      await page
        .getByText('Vampire league member detected. Special roster rules may apply.')
        .waitFor({ state: 'detached', timeout: 6_000 });
      expect(await label.isVisible()).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await screenshot(page, 'mina-phone-vampire');
    });
  });
});
