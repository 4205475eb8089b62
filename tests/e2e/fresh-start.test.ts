import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Membership, RosteredPlayer } from '@fangtasy/shared/domain';
import { DEMO_LEAGUE_USERNAMES } from '../../api/src/demo/demo-accounts';
import { lineCents, type Row } from '../../api/test/support/reference-points';
import { apiSessionFor, type ApiSession } from '../support/api-session';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { DEMO_LEAGUE, loginAs, shellUrl } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

// The product as `pnpm start` leaves it — its own api on a new database, nothing used before —
// read the way members use it: each of the ten demo members signs in and reads the numbers they
// decide by, held against points computed here from the raw stat lines.

const MEMBERS = DEMO_LEAGUE_USERNAMES;
const SEASON = 2025;
const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'fresh-start');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let api: DemoApi;
let product: RunningProduct;
let commish: ApiSession;
let leagueId: number;
/** Reference season points of every rostered player of the demo league, by player id. */
const reference = new Map<number, number>();

/** Season points from the raw stat lines of weeks 1-18 (only games kicked off are served). */
async function buildReference(players: readonly RosteredPlayer[]) {
  const rules = await commish.get<Row>(`/scoring_rules/getScoringRulesByLeagueId/${leagueId}`);
  const ids = players.map((player) => player.player_id);
  const cents = new Map<number, number>(ids.map((id) => [id, 0]));
  for (let week = 1; week <= 18; week++) {
    const lines = await commish.send<Row[]>(
      'POST',
      '/weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek',
      { player_ids: ids, season: SEASON, week },
    );
    for (const line of lines) {
      const id = Number(line.player_id);
      cents.set(id, (cents.get(id) ?? 0) + lineCents(line, rules));
    }
  }
  for (const [id, total] of cents) reference.set(id, total / 100);
}

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The page is wider than the window: the reader would have to scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function pageAt(size: { width: number; height: number }) {
  const page = await product.newPage();
  await page.setViewportSize(size);
  return page;
}

beforeAll(async () => {
  // Seeded here, as a first `pnpm start` seeds, not copied from the run's seeded folder.
  api = await startDemoApi({ fresh: true, from: null });
  product = await startProduct({ apiUrl: api.url });
  commish = await apiSessionFor('commish', api.url);
  const memberships = await commish.get<Membership[]>(
    `/league_members/getLeagueMembersByUserId/${commish.userId}`,
  );
  leagueId = memberships.find((m) => m.league_name === DEMO_LEAGUE)!.league_id;
  const rostered = await commish.get<RosteredPlayer[]>(
    `/rostered_players/getRosteredPlayersByLeagueId/${leagueId}`,
  );
  await buildReference(rostered);
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

describe('on a fresh start, every member sees the right numbers', () => {
  it.each(MEMBERS)("%s's dashboard lists every player with his season points", async (username) => {
    const page = await pageAt(username === 'bob' ? PHONE : DESKTOP);
    const errors = collectPageErrors(page);
    await loginAs(page, username);
    const table = page.getByRole('table').filter({ hasText: 'Points (Season)' });
    await table.waitFor();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim() ?? '')),
      );
    const me = await apiSessionFor(username, api.url);
    const own = await me.get<Membership>(
      `/league_members/getLeagueMemberByLeagueAndUserId/${leagueId}/${me.userId}`,
    );
    const roster = await me.get<RosteredPlayer[]>(
      `/rostered_players/getRosteredPlayersByLeagueMemberId/${own.id}`,
    );
    expect(rows).toHaveLength(roster.length);
    const idOf = new Map(roster.map((player) => [player.player_name, player.player_id]));
    const shown = rows.map(([name, , points]) => [name, Number(points)]);
    const expected = rows.map(([name]) => [name, reference.get(idOf.get(name!)!)]);
    for (const [i, [name, points]] of shown.entries())
      expect(points, `${username}: ${name}`).toBeCloseTo(expected[i]![1] as number, 1);
    // Almost every rostered player has scored by week 9.
    expect(shown.filter(([, points]) => (points as number) > 0).length).toBeGreaterThan(
      rows.length / 2,
    );
    if (username === 'bob' || username === 'alice') await screenshot(page, `dashboard-${username}`);
    expect(errors).toEqual([]);
  });
});

describe('one week, the same numbers on every page', () => {
  it("alice's bench is in the same order on My Team and on Matchups", async () => {
    const page = await pageAt(DESKTOP);
    await loginAs(page, 'alice');
    await page.goto(shellUrl('/roster'));
    const myTeam = page.getByRole('table').first();
    await myTeam.getByText('BENCH1').waitFor();
    await screenshot(page, 'my-team-alice-desktop');
    const benchOnMyTeam = await myTeam.locator('tbody tr').evaluateAll((trs) =>
      trs
        .filter((tr) => tr.getAttribute('data-slot')?.startsWith('BENCH'))
        .map((tr) => {
          const name = tr.querySelector('[data-testid="player-name"]');
          return [tr.getAttribute('data-slot'), name?.textContent ?? 'Empty'];
        }),
    );
    await page.goto(shellUrl('/matchups'));
    const week9 = await page.getByLabel('Week').inputValue();
    expect(week9).toBe('9');
    // Alice's side: whichever table her team is on.
    const own = await apiSessionFor('alice', api.url);
    const matchups = await own.get<{
      own_league_member_id: number;
      matchups: { home: { league_member_id: number } }[];
    }>(`/matchups/getMatchupsByLeagueAndWeek/${leagueId}/9`);
    const side = matchups.matchups.some(
      (matchup) => matchup.home.league_member_id === matchups.own_league_member_id,
    )
      ? 'home'
      : 'away';
    // The paired bench: each row holds one bench slot of each side; read her side's column.
    const benchTable = page.getByRole('table', { name: 'Bench, slot by slot', exact: true });
    await benchTable.waitFor();
    await screenshot(page, 'matchups-alice-desktop');
    const benchOnMatchups = await benchTable.locator('tbody tr').evaluateAll(
      (trs, where) =>
        trs
          .filter((tr) => tr.getAttribute(`data-${where}-slot`)?.startsWith('BENCH'))
          .map((tr) => {
            const name = tr.querySelector(`td[data-side="${where}"] [data-testid="player-name"]`);
            return [tr.getAttribute(`data-${where}-slot`), name?.textContent ?? 'Empty'];
          }),
      side,
    );
    expect(benchOnMatchups.filter(([, name]) => name !== 'Empty')).toEqual(
      benchOnMyTeam.filter(([, name]) => name !== 'Empty'),
    );
    expect(benchOnMyTeam.filter(([, name]) => name !== 'Empty').length).toBeGreaterThan(2);
  });

  it("the League Schedule shows week 9's live scores as Matchups does", async () => {
    const page = await pageAt(PHONE);
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    await page.goto(shellUrl('/roster'));
    await page.getByRole('table', { name: 'My Team roster' }).getByText('BENCH1').waitFor();
    expect(await scrollsSideways(page), 'My Team at 390 px').toBe(false);
    await screenshot(page, 'my-team-alice-phone');
    await page.goto(shellUrl('/matchups'));
    await page.getByText('Live', { exact: true }).first().waitFor();
    expect(await scrollsSideways(page), 'Matchups at 390 px').toBe(false);
    const home = await page.getByLabel('Home team score', { exact: true }).innerText();
    const away = await page.getByLabel('Away team score', { exact: true }).innerText();
    expect(Array.from(await page.getByLabel('Week').locator('option').allInnerTexts())).toEqual(
      Array.from({ length: 14 }, (_, i) => `Week ${i + 1}`),
    );
    await screenshot(page, 'matchups-alice-phone');
    await page.goto(shellUrl('/league-member-schedule'));
    const week9 = page.getByRole('row', { name: /^Week 9 / });
    await week9.waitFor();
    const cells = await week9.locator('th, td').allInnerTexts();
    expect(cells[2]).toBe(`${away} @ ${home}`);
    expect(cells[3]).toBe('Live');
    expect(Number(home) + Number(away)).toBeGreaterThan(0);
    await screenshot(page, 'schedule-alice-phone');
    expect(errors).toEqual([]);
  });
});

describe('what a member can do is what the screen offers', () => {
  it("the waiver wire offers no add for a player whose game has started: 'Locked'", async () => {
    const page = await pageAt(DESKTOP);
    await loginAs(page, 'carmen');
    await page.goto(shellUrl('/waivers'));
    await page.getByRole('table', { name: 'Free Agents' }).waitFor();
    // "Available now" (on by default) leaves locked players out; without it they show, with no add.
    const adds = page.getByRole('button', { name: /^Add Player: / });
    await expect.poll(() => adds.first().isEnabled()).toBe(true);
    expect(await page.getByTestId('wire-locked').count()).toBe(0);
    await page.getByLabel('Available now').uncheck();
    const locked = page.getByTestId('wire-locked').first();
    await locked.waitFor();
    expect(await locked.textContent()).toBe('Locked: his game has started');
    const row = page.getByRole('row').filter({ has: locked });
    expect(await row.getByRole('button', { name: /^(Add Player|Place Claim): / }).count()).toBe(0);
    await screenshot(page, 'waivers-carmen-desktop');
  });

  it('Activate League in the active league says it is already activated, with no button', async () => {
    const page = await pageAt(PHONE);
    await loginAs(page, 'commish');
    await page.goto(shellUrl('/activate-league'));
    await page.getByText('League is already activated.').waitFor();
    expect(await page.getByRole('button', { name: 'Activate League' }).count()).toBe(0);
  });

  it('an inactive league opens only its dashboard, whatever the address', async () => {
    const page = await pageAt(PHONE);
    await loginAs(page, 'commish', { league: 'Nightfall League' });
    for (const path of ['/roster', '/matchups', '/waivers', '/league-member-roster']) {
      await page.goto(shellUrl(path));
      await page.waitForURL('**/dashboard');
      await page.getByText('League Not Active').waitFor();
    }
  });

  it('Add Member says which pending invitation holds a spot', async () => {
    const page = await pageAt(PHONE);
    await loginAs(page, 'commish', { league: 'Nightfall League' });
    await page.goto(shellUrl('/add-member-to-league'));
    const pending = page.getByRole('region', { name: 'Pending Invitations' });
    await pending.waitFor();
    expect(await pending.innerText()).toContain('nora');
    await page.getByText(/^1 pending invitation holds a spot/).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Withdraw the invitation of nora' }).isEnabled())
      .toBe(true);
    await screenshot(page, 'add-member-commish-phone');
  });

  it('accepting an invitation opens that league', async () => {
    const page = await pageAt(PHONE);
    await loginAs(page, 'nora', { league: null });
    await page.getByRole('button', { name: 'Accept invitation to Nightfall League' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('League Not Active').waitFor();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('league') ?? 'null')),
    ).toMatchObject({ name: 'Nightfall League' });
  });
});
