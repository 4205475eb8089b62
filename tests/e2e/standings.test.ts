import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueStandings } from '@fangtasy/shared/domain';
import { apiSessionFor, type ApiSession, demoLeagueIdOf } from '../support/api-session';
import { loginAs } from '../support/login';
import { openFromNavigation } from '../support/navigation';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

// A member opens the Standings from the navigation on a phone and on a desktop, and reads the
// table the api ranks: ten teams, the playoff line under the top 4, the own row marked, and a
// page no wider than the screen. Nothing here changes league state.

const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'standings');
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

let product: RunningProduct;
let alice: ApiSession;
let leagueId: number;
beforeAll(async () => {
  product = await startProduct();
  alice = await apiSessionFor('alice');
  leagueId = await demoLeagueIdOf(alice);
});
afterAll(async () => {
  await product?.stop();
});

/** Each body row of the table: the team rows' cells, or the playoff line's one cell. */
const tableRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Standings' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        own: row.getAttribute('aria-current') === 'true',
        cells: Array.from(row.children, (cell) => (cell as HTMLElement).innerText.trim()),
      })),
    );

const teamLabel = (row: LeagueStandings['standings'][number]) =>
  row.team_name?.trim() || row.username;

describe.each(Object.entries(SIZES))('Standings on a %s', (name, size) => {
  it('a member opens it from the navigation: ten teams, the playoff line, the own row, no sideways scroll', async () => {
    const answer = await alice.get<LeagueStandings>(
      `/standings/getStandingsByLeagueId/${leagueId}`,
    );
    expect(answer.standings).toHaveLength(10);
    expect(answer.final_weeks).toBeGreaterThan(0);

    const page = await product.newPage();
    await page.setViewportSize(size);
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    await openFromNavigation(page, 'Standings');
    await page.waitForURL('**/standings');
    await page.getByRole('heading', { level: 1, name: 'Standings' }).waitFor();
    await page.getByRole('table', { name: 'Standings' }).waitFor();

    const rows = await tableRows(page);
    const teams = rows.filter((row) => row.cells.length > 1);
    expect(teams).toHaveLength(10);
    // The api's order, each team's record, and the line right under the 4th team.
    expect(teams.map((row) => row.cells[2])).toEqual(
      answer.standings.map((row) => `${row.wins}-${row.losses}-${row.ties}`),
    );
    // The team cell's first line is its name ('You' after the member's own).
    expect(teams.map((row) => row.cells[1]!.split('\n')[0]!.replace(/ You$/, ''))).toEqual(
      answer.standings.map(teamLabel),
    );
    // The line's label is drawn in capitals; the words are the page's.
    expect(rows[answer.playoff_teams]!.cells.map((cell) => cell.toLowerCase())).toEqual([
      `playoff line: the top ${answer.playoff_teams} make the playoffs`,
    ]);
    const line = page.getByText(`Playoff line: the top ${answer.playoff_teams} make the playoffs`);
    expect(await line.isVisible()).toBe(true);
    // Drawn, not only written: the line's row has a visible top border.
    const border = await line.evaluate((cell) => getComputedStyle(cell).borderTopWidth);
    expect(parseFloat(border)).toBeGreaterThanOrEqual(2);

    const ownIndex = answer.standings.findIndex(
      (row) => row.league_member_id === answer.own_league_member_id,
    );
    expect(teams.map((row) => row.own)).toEqual(answer.standings.map((_, i) => i === ownIndex));
    expect(
      await page
        .getByText('Ranked by win percentage (a tie counts as half a win), then points for.')
        .isVisible(),
    ).toBe(true);

    // The table fits the screen: the document is no wider than the viewport.
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      table: document.querySelector('table')!.getBoundingClientRect().right,
    }));
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    expect(widths.table).toBeLessThanOrEqual(widths.viewport);

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `standings-${name}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('leads to the Standings', async () => {
    const page = await product.newPage();
    await page.setViewportSize(SIZES.phone);
    await loginAs(page, 'bob');
    await page.getByRole('link', { name: 'View Standings' }).click();
    await page.waitForURL('**/standings');
    await page.getByRole('table', { name: 'Standings' }).waitFor();
    expect(await page.locator('tr[aria-current="true"]').count()).toBe(1);
  });
});
