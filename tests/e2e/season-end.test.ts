import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BracketGame,
  LeagueDetails,
  LeagueMember,
  LeagueSeason,
  LeagueStandings,
  PlayoffBracket,
  ScheduleEntry,
  SeasonTeam,
} from '@fangtasy/shared/domain';
import { auditScreen, describeAudit } from '../support/accessibility';
import { demoLeagueIdOf, sessionsOn, type ApiSession } from '../support/api-session';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { loginAs, navigateInApp, shellUrl } from '../support/login';
import { openFromNavigation } from '../support/navigation';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { setServerClock } from '../support/server-clock';

// The demo league from the last week of its round robin to a champion and into its next season,
// in the browser, with the league clock moved as the days pass: before week 9 is final weeks
// 10-14 read TBD; week 9 ends and the league is seeded; the bracket fills in as each round ends;
// the champion shows on the dashboard and the landing page; the commissioner renews the league,
// activates the new season, which has a schedule of its own, and League History keeps the past
// one. What the pages show is checked against the api's answers at each step. The clock and
// the renewal change the league, so the file has its own api on a new demo database.

const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'season-end');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Tuesdays after each week, 10 AM Eastern: week 9 (the last of the round robin), then 10 and 11. */
const AFTER_WEEK_9 = '2025-11-04T15:00:00Z';
const AFTER_WEEK_10 = '2025-11-11T15:00:00Z';
const AFTER_WEEK_11 = '2025-11-18T15:00:00Z';
/** The README's season-end clock: the championship week (12) has ended. */
const SEASON_END = '2025-11-26T17:00:00Z';

let api: DemoApi;
let product: RunningProduct;
let leagueId: number;
let members: LeagueMember[];
let sessionOf: (username: string) => Promise<ApiSession>;
let alicePage: Page;
let aliceErrors: Error[];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  api = await startDemoApi({ fresh: true, env: { ENABLE_TEST_CLOCK: '1' } });
  product = await startProduct({ apiUrl: api.url });
  sessionOf = sessionsOn(api.url);
  const commish = await sessionOf('commish');
  leagueId = await demoLeagueIdOf(commish);
  members = await commish.get<LeagueMember[]>(
    `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
  );
  alicePage = await product.newPage();
  aliceErrors = collectPageErrors(alicePage);
  await alicePage.setViewportSize(PHONE);
  await loginAs(alicePage, 'alice');
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

const aliceId = () => members.find((member) => member.username === 'alice')!.id;

/** A team as the bracket and the champion lines name it. */
const teamLabel = (team: SeasonTeam) => `${team.team_name?.trim() || 'Unknown'} (${team.username})`;

const bracketNow = async () =>
  (await sessionOf('alice')).get<PlayoffBracket>(`/playoffs/getBracketByLeagueId/${leagueId}`);

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** axe-core and the unnamed-control check on the screen as it stands (the accessibility suite's rule). */
async function expectAccessible(page: Page, screen: string) {
  expect(describeAudit(await auditScreen(page, screen))).toBe('');
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

/** The matchup column of the schedule table, week 1 first. */
async function scheduleMatchups(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: /schedule$/ });
  await table.waitFor();
  return table.locator('tbody tr td:nth-of-type(1)').allInnerTexts();
}

/** Loads the page afresh (a new page load has an empty query cache): it reads the api as the clock now stands. */
async function reopen(page: Page, path: string, heading: string) {
  await page.goto(shellUrl(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** How long a reopened page may show what it read before (it reads again as it opens). */
const REREAD = { timeout: 20_000, interval: 100 };

/**
 * Each decided game of the api's bracket shows its winner marked on the page; others none. A page
 * opened again first shows the answer it read last time and replaces it once its new read comes
 * (decision 053), so each card is waited for until it agrees with the api's bracket.
 */
async function expectBracketDrawn(page: Page, bracket: PlayoffBracket) {
  await page.getByRole('region', { name: 'Playoffs', exact: true }).waitFor();
  const games: BracketGame[] = bracket.brackets.flatMap((drawn) =>
    drawn.rounds.flatMap((round) => round.games),
  );
  for (const game of games) {
    const card = page.locator(`[data-bracket-game="${game.bracket}-${game.round}-${game.slot}"]`);
    for (const side of [game.top, game.bottom]) {
      if (side.team)
        await expect.poll(() => card.innerText(), REREAD).toContain(teamLabel(side.team));
    }
    const winner = card.locator('[data-winner]');
    if (game.state === 'decided') {
      const team = [game.top.team, game.bottom.team].find(
        (candidate) => candidate?.league_member_id === game.winner_league_member_id,
      )!;
      await expect
        .poll(async () => ((await winner.count()) ? winner.innerText() : ''), REREAD)
        .toContain(`${teamLabel(team)} ✓ advances`);
    } else {
      await expect.poll(() => winner.count(), REREAD).toBe(0);
    }
  }
}

describe('The season to its end, and the next one', () => {
  it('before week 9 is final, weeks 10-14 read TBD and the bracket waits for its seeds', async () => {
    const page = alicePage;
    expect((await bracketNow()).status).toBe('not_seeded');
    expect(await openFromNavigation(page, 'Schedule')).toBe(2);
    expect((await scheduleMatchups(page)).slice(9)).toEqual(['TBD', 'TBD', 'TBD', 'TBD', 'TBD']);
    expect(await openFromNavigation(page, 'Playoff Bracket')).toBe(2);
    await page.waitForURL('**/bracket');
    await page.getByText(/The bracket is seeded when week 9/).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'bracket-before-seeding-phone');
  });

  it('week 9 ends: seeds 1 and 2 on a bye, the quarterfinals on the bracket, the schedule, Matchups and the dashboard', async () => {
    await setServerClock(AFTER_WEEK_9, api.url);
    const bracket = await bracketNow();
    expect(bracket.status).toBe('under_way');
    const [quarterfinals] = bracket.brackets[0]!.rounds;
    expect(quarterfinals!.byes.map((team) => team.seed)).toEqual([1, 2]);

    const page = alicePage;
    await reopen(page, '/bracket', 'Playoff Bracket');
    await expectBracketDrawn(page, bracket);
    await expectAccessible(page, '/bracket (seeded) at 390×844');
    const round = page.getByRole('listitem', { name: 'Quarterfinals, Week 10' });
    for (const team of quarterfinals!.byes)
      await round.getByText(`#${team.seed} ${teamLabel(team)} — bye`).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'bracket-seeded-phone');

    // Alice's weeks 10-14 as the bracket and the schedule have them.
    const schedule = await (
      await sessionOf('alice')
    ).get<ScheduleEntry[]>(`/schedules/getSchedulesByLeagueId/${leagueId}`);
    const own = schedule.find(
      (entry) =>
        entry.week === 10 &&
        [entry.home_league_member, entry.away_league_member].includes(aliceId()),
    );
    const onBye = quarterfinals!.byes.some((team) => team.league_member_id === aliceId());
    const weekTen = own
      ? `Quarterfinals: ${own.away_team_name} @ ${own.home_team_name}`
      : onBye
        ? 'Quarterfinals: Bye'
        : 'No match scheduled';
    await reopen(page, '/league-member-schedule', 'League Schedule');
    await expect.poll(async () => (await scheduleMatchups(page))[9], REREAD).toBe(weekTen);
    const rows = await scheduleMatchups(page);
    // Six teams in one-week rounds use weeks 10-12; weeks 13 and 14 have no games for anyone.
    expect(rows.slice(12)).toEqual(['No games this week', 'No games this week']);
    await screenshot(page, 'schedule-seeded-phone');

    // A quarterfinalist's dashboard names the round of its next match, as the api does.
    const quarterfinalist = quarterfinals!.games[0]!.top.team!;
    const owner = members.find((member) => member.id === quarterfinalist.league_member_id)!;
    const standings = await (
      await sessionOf(owner.username)
    ).get<LeagueStandings>(`/standings/getStandingsByLeagueId/${leagueId}`);
    const next = standings.next_match!;
    expect(next).toMatchObject({ week: 10, round_name: 'Quarterfinals' });
    const ownerPage = await product.newPage();
    await ownerPage.setViewportSize(DESKTOP);
    await loginAs(ownerPage, owner.username);
    await ownerPage
      .getByText(
        `Next Match: Week 10 vs ${next.opponent_team_name?.trim() || next.opponent_username} (Quarterfinals)`,
      )
      .waitFor();
    await navigateInApp(ownerPage, '/matchups');
    await ownerPage.getByText(/^Quarterfinals · seed \d+ \(home\) v seed \d+$/).waitFor();
    await screenshot(ownerPage, 'matchups-quarterfinal-desktop');
    await ownerPage.context().close();
  });

  it('the bracket fills in as each round ends, to a champion', async () => {
    const page = alicePage;
    for (const [instant, name] of [
      [AFTER_WEEK_10, 'after-quarterfinals'],
      [AFTER_WEEK_11, 'after-semifinals'],
      [SEASON_END, 'champion'],
    ] as const) {
      await setServerClock(instant, api.url);
      const bracket = await bracketNow();
      await reopen(page, '/bracket', 'Playoff Bracket');
      await expectBracketDrawn(page, bracket);
      await screenshot(page, `bracket-${name}-phone`);
    }
    const bracket = await bracketNow();
    expect(bracket.status).toBe('complete');
    const champion = bracket.champion!;
    const final = bracket.brackets[0]!.rounds.at(-1)!.games[0]!;
    expect(champion.league_member_id).toBe(final.winner_league_member_id);
    await page.getByText(`Champion of the 2025 season: ${teamLabel(champion)}`).waitFor();
    // The final standings are kept: every team by its final place, the champion first.
    const places = [...bracket.seeds].sort((a, b) => a.final_place! - b.final_place!);
    const table = page.getByRole('table', { name: 'Final standings' });
    const teams = await table.locator('tbody th').allInnerTexts();
    expect(teams.map((text) => text.split('\n')[0])).toEqual(
      places.map((row) => row.team_name?.trim() || 'Unknown'),
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '/bracket (complete) at 390×844');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'bracket-champion-desktop');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '/bracket (complete) at 1280×800');
    await page.setViewportSize(PHONE);
  });

  it('the champion is on the dashboard and on the landing page', async () => {
    const page = alicePage;
    const champion = (await bracketNow()).champion!;
    await navigateInApp(page, '/dashboard');
    const card = page.getByRole('region', { name: '2025 Season Complete' });
    await card.getByText(`Champion: ${teamLabel(champion)}`).waitFor();
    await screenshot(page, 'dashboard-champion-phone');
    await expectAccessible(page, '/dashboard (the season complete)');
    await navigateInApp(page, '/landing');
    await page.getByText(`2025 champion: ${teamLabel(champion)}`).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'landing-champion-phone');
    expect(aliceErrors).toEqual([]);
  });

  it('the commissioner renews the league and edits its rules before activation; the new season has a fresh schedule, and League History keeps the past one', async () => {
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await page.setViewportSize(DESKTOP);
    await loginAs(page, 'commish');
    await page.getByRole('button', { name: 'LM Tools' }).click();
    await page.getByRole('link', { name: 'Renew League' }).click();
    await page.waitForURL('**/renew-league');
    await page.getByRole('radio', { name: /Keep each team’s roster/ }).check();
    await screenshot(page, 'renew-league-desktop');
    await expectAccessible(page, '/renew-league (the form)');
    await page.getByRole('button', { name: 'Renew for 2026' }).click();
    await page
      .getByText(
        'League renewed for the 2026 season. Edit its rules if you wish, then activate it.',
      )
      .waitFor();
    const commish = await sessionOf('commish');
    const past = await commish.get<LeagueDetails>(`/leagues/getLeagueById/${leagueId}`);
    const nextId = past.next_league_id!;
    expect(nextId).not.toBeNull();

    // The new season is chosen from Your Leagues, named by its season beside the past one.
    await page.getByRole('link', { name: 'Your Leagues' }).click();
    await page.waitForURL('**/landing');
    await page.getByRole('button', { name: 'Fangtasy Demo League 2026 (Commissioner)' }).click();
    await page.waitForURL('**/dashboard');

    // Its rules are the past season's, editable until activation: four playoff teams this time.
    await page.getByRole('button', { name: 'LM Tools' }).click();
    await page.getByRole('link', { name: 'Edit League Rules' }).click();
    await page.waitForURL('**/edit-league-rules');
    for (const step of ['Vampire Roster Rules', 'Scoring Rules', 'Waiver Rules']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { level: 2, name: step }).waitFor();
    }
    expect(await page.getByLabel('Playoff Teams').inputValue()).toBe('6');
    await page.getByLabel('Playoff Teams').selectOption('4');
    await page.getByLabel('Consolation Bracket').selectOption('0');
    await expectAccessible(page, '/edit-league-rules (the waiver step of a renewed league)');
    // The draft's settings come last, and with them the save.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Draft' }).waitFor();
    await page.getByRole('button', { name: 'Save Rules' }).click();
    await page
      .getByText('Rules saved. Activate the league when they are as you want them.')
      .waitFor();
    expect(
      await commish.get<{ playoff_teams: number; consolation_bracket: number }>(
        `/playoff_rules/getPlayoffRulesByLeagueId/${nextId}`,
      ),
    ).toMatchObject({ playoff_teams: 4, consolation_bracket: 0 });

    // The saved rules lead on to activation.
    await page.locator('#main-content').getByRole('link', { name: 'Activate League' }).click();
    await page.waitForURL('**/activate-league');
    await page.getByText('League has 10 valid members and is ready to activate.').waitFor();
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Activate League' }).click();
    await reloaded;
    await page.getByRole('link', { name: 'Schedule' }).click();
    await page.waitForURL('**/league-member-schedule');

    // The commissioner's fresh schedule: weeks 1-9 as activation drew them, nothing played.
    const schedule = await commish.get<ScheduleEntry[]>(
      `/schedules/getSchedulesByLeagueId/${nextId}`,
    );
    const newMembers = await commish.get<LeagueMember[]>(
      `/league_members/getLeagueMembersByLeagueId/${nextId}`,
    );
    const own = newMembers.find((member) => member.username === 'commish')!;
    const nameOf = (id: number) =>
      newMembers.find((member) => member.id === id)?.team_name?.trim() || 'Unknown';
    const expected = Array.from({ length: 9 }, (_, index) => {
      const game = schedule.find(
        (entry) =>
          entry.week === index + 1 &&
          [entry.home_league_member, entry.away_league_member].includes(own.id),
      )!;
      return `${nameOf(game.away_league_member)} @ ${nameOf(game.home_league_member)}`;
    });
    const rows = await scheduleMatchups(page);
    expect(rows).toEqual([...expected, 'TBD', 'TBD', 'TBD', 'TBD', 'TBD']);
    expect(schedule.every((entry) => entry.home_score === null && entry.is_final === 0)).toBe(true);
    await screenshot(page, 'schedule-2026-desktop');

    // League History: both seasons, the past one with its champion and final standings.
    await page.getByRole('button', { name: 'League Info' }).click();
    await page.getByRole('link', { name: 'League History' }).click();
    await page.waitForURL('**/league-history');
    const history = await commish.get<LeagueSeason[]>(`/leagues/getLeagueHistory/${nextId}`);
    const season2025 = history.find((season) => season.season === 2025)!;
    const seasons = page.getByRole('list', { name: 'Seasons' });
    await seasons.waitFor();
    const headings = seasons.getByRole('heading');
    expect(await headings.allInnerTexts()).toEqual(['2026 season (this league)', '2025 season']);
    const card = page.getByRole('listitem').filter({ hasText: '2025 season' });
    expect(await card.innerText()).toContain(`${teamLabel(season2025.champion!)}`);
    await card.getByRole('button', { name: 'Show standings 2025' }).click();
    const table = page.getByRole('table', { name: 'Final standings 2025' });
    await table.waitFor();
    const standings = await commish.get<LeagueStandings>(
      `/standings/getStandingsByLeagueId/${leagueId}`,
    );
    const byPlace = [...standings.standings].sort((a, b) => a.final_place! - b.final_place!);
    expect(await table.locator('tbody th').allInnerTexts()).toEqual(
      byPlace.map((row) => teamLabel(row)),
    );
    expect(byPlace[0]!.league_member_id).toBe(season2025.champion!.league_member_id);
    await screenshot(page, 'league-history-desktop');
    await expectAccessible(page, '/league-history (two seasons, one open)');
    expect(errors).toEqual([]);
  });
});
