import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueMember,
  RosteredPlayer,
  RosterRules,
  ScoringRules,
  WaiverRules,
} from '@fangtasy/shared/domain';
import { apiSessionFor, type ApiSession, demoLeagueIdOf } from '../support/api-session';
import { loginAs, navigateInApp, shellUrl } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

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

/** Each body row of a table as its cells' texts. */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())),
    );

const shown = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? 'Not set' : String(value);

describe('League info pages show the demo league as the api has it', () => {
  it("a member opens Scoring Rules from the League Info menu and sees the league's points", async () => {
    const rules = await alice.get<ScoringRules>(
      `/scoring_rules/getScoringRulesByLeagueId/${leagueId}`,
    );
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    await page.getByRole('button', { name: 'League Info' }).click();
    await page.getByRole('link', { name: 'Scoring Rules' }).click();
    await page.waitForURL('**/scoring-rules');
    await page.getByRole('table', { name: 'Passing' }).waitFor();

    expect(await tableRows(page, 'Passing')).toEqual([
      ['Yards (per yard)', shown(rules.passing_yards)],
      ['Touchdowns', shown(rules.passing_touchdowns)],
      ['Interceptions Thrown', shown(rules.interceptions_thrown)],
      ['Two-Point Pass', shown(rules.two_point_pass)],
      ['300-399 Yards', shown(rules.passing_300_399)],
      ['400+ Yards', shown(rules.passing_400_plus)],
    ]);
    expect(await tableRows(page, 'Rushing')).toEqual([
      ['Yards (per yard)', shown(rules.rushing_yards)],
      ['Touchdowns', shown(rules.rushing_touchdowns)],
      ['Two-Point Rush', shown(rules.two_point_rush)],
      ['100-199 Yards', shown(rules.rushing_100_199)],
      ['200+ Yards', shown(rules.rushing_200_plus)],
    ]);
    expect(await tableRows(page, 'Receiving')).toEqual([
      ['Yards (per yard)', shown(rules.receiving_yards)],
      ['Receptions', shown(rules.receptions)],
      ['Touchdowns', shown(rules.receiving_touchdowns)],
      ['Two-Point Reception', shown(rules.two_point_reception)],
      ['100-199 Yards', shown(rules.receiving_100_199)],
      ['200+ Yards', shown(rules.receiving_200_plus)],
    ]);
    expect(await tableRows(page, 'Special Teams & Defense')).toEqual([
      ['Kickoff Return TD', shown(rules.kickoff_return_touchdown)],
      ['Punt Return TD', shown(rules.punt_return_touchdown)],
      ['Fumble Recovered TD', shown(rules.fumble_recovered_touchdown)],
      ['Fumbles Lost', shown(rules.fumbles_lost)],
      ['Interception Return TD', shown(rules.interception_return_touchdown)],
      ['Fumble Return TD', shown(rules.fumble_return_touchdown)],
      ['Blocked Return TD', shown(rules.blocked_return_touchdown)],
      ['Two-Point Return', shown(rules.two_point_return)],
      ['One-Point Safety', shown(rules.one_point_safety)],
    ]);
    expect(errors).toEqual([]);
  });

  it('Roster Rules shows the regular and the vampire rule sets, and Waiver Rules the waiver settings', async () => {
    const [regular, vampire, waivers] = await Promise.all([
      alice.get<RosterRules>(`/roster_rules/getRosterRulesByLeagueId/${leagueId}/1`),
      alice.get<RosterRules>(`/roster_rules/getRosterRulesByLeagueId/${leagueId}/2`),
      alice.get<WaiverRules[]>(`/waiver_rules/getWaiverRulesByLeagueId/${leagueId}`),
    ]);
    const page = await product.newPage();
    await loginAs(page, 'alice');
    // A deep link opened in a new load: the static server answers it with the shell's page.
    await page.goto(shellUrl('/roster-rules'));
    await page.getByRole('table', { name: 'Vampire Player Roster Rules' }).waitFor();

    const expected = (rules: RosterRules) => [
      ['Quarterbacks', shown(rules.quarterback_count)],
      ['Running Backs', shown(rules.running_back_count)],
      ['Wide Receivers', shown(rules.wide_receiver_count)],
      ['Tight Ends', shown(rules.tight_end_count)],
      ['WR/TE Count', shown(rules.wide_receiver_tight_end_count)],
      ['Flex', shown(rules.flex_count)],
      ['Bench', shown(rules.bench_count)],
      ['Injured Reserve', shown(rules.ir_count)],
      ['Max Roster Size', shown(rules.max_roster_size)],
      ['Max Quarterbacks', shown(rules.max_qb_count)],
      ['Max Running Backs', shown(rules.max_rb_count)],
      ['Max Wide Receivers', shown(rules.max_wr_count)],
      ['Max Tight Ends', shown(rules.max_te_count)],
      ['Beginning FAAB Budget', shown(rules.beginning_faab)],
    ];
    expect(await tableRows(page, 'Regular Player Roster Rules')).toEqual(expected(regular));
    expect(await tableRows(page, 'Vampire Player Roster Rules')).toEqual(expected(vampire));

    await navigateInApp(page, '/waiver-rules');
    await page.getByRole('table', { name: 'Waiver Settings' }).waitFor();
    expect(await tableRows(page, 'Waiver Settings')).toEqual([
      ['Waivers Length (days)', shown(waivers[0]?.waivers_length)],
      ['Waiver Processing Day', shown(waivers[0]?.waiver_day)],
    ]);
  });
});

describe('League Rosters', () => {
  /** The roster table's rows as [slot, player name or 'Empty']. */
  const rosterRows = (page: Page) =>
    page
      .locator('table tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('th')?.textContent ?? '',
          row.querySelector('[data-testid="player-card"] span span')?.textContent ??
            row.querySelector('td')?.textContent ??
            '',
        ]),
      );

  const waitForRoster = async (page: Page, memberId: number) => {
    await page.waitForFunction(
      (id) => (document.querySelector('select') as HTMLSelectElement | null)?.value === String(id),
      memberId,
    );
    await page.locator('table tbody tr').first().waitFor();
    await page.getByText('Loading rosters...').waitFor({ state: 'detached' });
  };

  const kindOf = (slot: string) => slot.replace(/\d+$/, '');

  it("opens on the member's own team and lists starters, bench, empty bench, then IR", async () => {
    const members = await alice.get<LeagueMember[]>(
      `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
    );
    const own = members.find((member) => member.user_id === alice.userId);
    expect(own).toBeDefined();
    if (!own) return;
    const players = await alice.get<RosteredPlayer[]>(
      `/rostered_players/getRosteredPlayersByLeagueMemberId/${own.id}`,
    );

    const page = await product.newPage();
    const scheduleRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/nfl_schedules/')) scheduleRequests.push(request.url());
    });
    await loginAs(page, 'alice');
    await page.getByRole('button', { name: 'League Info' }).click();
    await page.getByRole('link', { name: 'View League Rosters' }).click();
    await waitForRoster(page, own.id);

    const rows = await rosterRows(page);
    const kinds = rows.map(([slot]) => kindOf(slot ?? ''));
    const firstBench = kinds.indexOf('BENCH');
    const firstIr = kinds.indexOf('IR');
    expect(firstBench).toBeGreaterThan(0);
    expect(kinds.slice(0, firstBench).every((kind) => kind !== 'BENCH' && kind !== 'IR')).toBe(
      true,
    );
    expect(kinds.slice(firstIr).every((kind) => kind === 'IR')).toBe(true);
    const bench = rows
      .slice(firstBench, firstIr === -1 ? undefined : firstIr)
      .map(([, player]) => player);
    const firstEmptyBench = bench.indexOf('Empty');
    if (firstEmptyBench !== -1)
      expect(bench.slice(firstEmptyBench).every((player) => player === 'Empty')).toBe(true);
    expect(
      rows
        .map(([, player]) => player)
        .filter((player) => player !== 'Empty')
        .sort(),
    ).toEqual(players.map((player) => player.player_name).sort());

    // Every card shows this week's game (date, short weekday, Eastern time or TBD, venue) or none.
    const games = await page.getByTestId('player-game').allTextContents();
    expect(games.length).toBe(players.length);
    for (const line of games) {
      expect(line).toMatch(
        /^([A-Z][a-z]{2} \d{1,2}, 2025 · [A-Z][a-z]{2} · (\d{1,2}:\d{2} [AP]M ET|TBD) · .+|No game scheduled)$/,
      );
    }
    expect(games.some((line) => line.includes('Nov'))).toBe(true);
    expect(scheduleRequests).toHaveLength(1);
  });

  it('cycles through every team, wrapping round, and lays a vampire out with the vampire rules', async () => {
    const members = await alice.get<LeagueMember[]>(
      `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
    );
    const teams = members.filter((member) => member.role === 'commish' || member.role === 'player');
    const vampire = teams.find((member) => member.username === 'vlad');
    expect(vampire?.is_vamp).toBe(1);
    if (!vampire) return;
    const vampireRules = await alice.get<RosterRules>(
      `/roster_rules/getRosterRulesByLeagueId/${leagueId}/2`,
    );

    const page = await product.newPage();
    await loginAs(page, 'alice');
    await navigateInApp(page, '/league-member-roster');
    const select = page.getByLabel('Team');
    // The list fills once the league's members have arrived.
    await select
      .locator('option')
      .nth(teams.length - 1)
      .waitFor({ state: 'attached' });
    const ids = await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(ids.map(Number).sort()).toEqual(teams.map((member) => member.id).sort());

    await select.selectOption(ids.at(-1) ?? '');
    await page.getByRole('button', { name: 'Next member' }).click();
    expect(await select.inputValue()).toBe(ids[0]);
    await page.getByRole('button', { name: 'Previous member' }).click();
    expect(await select.inputValue()).toBe(ids.at(-1));

    await select.selectOption(String(vampire.id));
    await waitForRoster(page, vampire.id);
    const kinds = (await rosterRows(page)).map(([slot]) => kindOf(slot ?? ''));
    const count = (kind: string) => kinds.filter((k) => k === kind).length;
    expect(count('QB')).toBe(vampireRules.quarterback_count);
    expect(count('RB')).toBe(vampireRules.running_back_count);
    expect(count('WR')).toBe(vampireRules.wide_receiver_count);
    expect(count('TE')).toBe(vampireRules.tight_end_count);
    expect(count('FLEX')).toBe(vampireRules.flex_count);
    expect(count('IR')).toBe(vampireRules.ir_count);
    expect(count('BENCH')).toBeGreaterThanOrEqual(vampireRules.bench_count);
  });
});
