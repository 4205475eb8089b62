import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayoffBracket } from '@fangtasy/shared/domain';
import { auditScreen, describeAudit } from '../support/accessibility';
import { apiSessionFor, type ApiSession, demoLeagueIdOf } from '../support/api-session';
import { DEMO_LEAGUE, loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { resetServerClock, setServerClock } from '../support/server-clock';

// Matchups, the League Schedule and the dashboard record of the demo league. Nothing here changes
// league state; the clock is moved into week 9 and back (weeks 1-9 ended before the demo clock,
// so the api finalized them at start-up; moved back into week 9, that week is played live again).

/** The parts of the api's answers this file reads (shapes: api/src/services/*.ts). */
interface Slot {
  slot: string;
  kind: string;
  player: {
    player_name: string;
    score: number | null;
    kickoff: string | null;
    game_status: 'scheduled' | 'in_progress' | 'final' | 'none';
    period: number | null;
    game_clock: string | null;
    points_per_game: number;
  } | null;
}
interface Side {
  league_member_id: number;
  team_name: string | null;
  roster_type_id: 1 | 2;
  score: number;
  starters: Slot[] | null;
  bench: Slot[] | null;
}
interface WeekMatchups {
  week: number;
  current_week: number | null;
  own_league_member_id: number;
  in_progress: boolean;
  matchups: { id: number; is_final: boolean; home: Side; away: Side }[];
}
interface Standings {
  standings: {
    league_member_id: number;
    wins: number;
    losses: number;
    ties: number;
    rank: number;
  }[];
  own_league_member_id: number;
  final_weeks: number;
}

/** Sunday of week 9, 3 PM Eastern: the 1 PM games are on, the late ones (4:05, 4:25) are not. */
const WEEK_9_SUNDAY = '2025-11-02T20:00:00Z';
/** The same Sunday at 6 PM Eastern: the late games have kicked off. */
const WEEK_9_EVENING = '2025-11-02T23:00:00Z';

let product: RunningProduct;
let alice: ApiSession;
let leagueId: number;
beforeAll(async () => {
  product = await startProduct();
  alice = await apiSessionFor('alice');
  leagueId = await demoLeagueIdOf(alice);
});
afterAll(async () => {
  await resetServerClock();
  await product?.stop();
});

const weekOf = (week: number) =>
  alice.get<WeekMatchups>(`/matchups/getMatchupsByLeagueAndWeek/${leagueId}/${week}`);

const teamName = (side: Side) => side.team_name?.trim() || 'Unknown';

/** The texts of a table's body rows. */
const rowsOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.children, (cell) => {
          const playerName = cell.querySelector('[data-testid="player-name"]');
          return ((playerName ?? cell).textContent ?? '').trim();
        }),
      ),
    );

const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'matchups');
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const STARTERS = 'Starters, slot by slot';
const BENCH = 'Bench, slot by slot';

const scoreText = (slot: Slot) =>
  slot.player?.score === null || slot.player?.score === undefined
    ? '--'
    : slot.player.score.toFixed(2);

/**
 * The paired table's rows [home player, score, slot, score, away player] the api's two sides
 * should produce: slot i of one side beside slot i of the other; a slot the other side lacks
 * faces 'No slot'; the middle names the slot once, or both when they differ.
 */
function expectedPairs(home: Slot[], away: Slot[]): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < Math.max(home.length, away.length); i++) {
    const h = home[i];
    const a = away[i];
    const codes = h && a && h.slot === a.slot ? h.slot : `${h?.slot ?? ''}${a?.slot ?? ''}`;
    rows.push([
      h ? (h.player?.player_name ?? 'Empty') : 'No slot',
      h ? scoreText(h) : '',
      codes,
      a ? scoreText(a) : '',
      a ? (a.player?.player_name ?? 'Empty') : 'No slot',
    ]);
  }
  return rows;
}

/** The bench pairs bench slots, then IR slots. */
const expectedBenchPairs = (home: Slot[], away: Slot[]) => {
  const ir = (slot: Slot) => slot.kind === 'IR';
  const notIr = (slot: Slot) => !ir(slot);
  return [
    ...expectedPairs(home.filter(notIr), away.filter(notIr)),
    ...expectedPairs(home.filter(ir), away.filter(ir)),
  ];
};

async function openMatchups(page: Page) {
  // Client-side, as the navigation does, whatever shape the navigation takes on this screen.
  await navigateInApp(page, '/matchups');
  await page.waitForURL('**/matchups');
  await page.getByRole('heading', { level: 1, name: `${DEMO_LEAGUE} Matchups` }).waitFor();
}

describe('the dashboard', () => {
  it("shows alice's record and standing once weeks are final", async () => {
    const standings = await alice.get<Standings>(`/standings/getStandingsByLeagueId/${leagueId}`);
    // The demo clock stands in week 9: weeks 1-8 are final.
    expect(standings.final_weeks).toBe(8);
    const own = standings.standings.find(
      (row) => row.league_member_id === standings.own_league_member_id,
    )!;
    expect(own.wins + own.losses + own.ties).toBe(8);

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    const record = `${own.wins}-${own.losses}-${own.ties}`;
    await page.getByText(record, { exact: true }).waitFor();
    expect(
      await page.getByText('Record').locator('xpath=following-sibling::dd[1]').innerText(),
    ).toBe(record);
    await expect
      .poll(() => page.getByText(/^League Status: Active/).innerText())
      .toMatch(new RegExp(`Current Standing: ${own.rank}(st|nd|rd|th) of 10$`));
    expect(errors).toEqual([]);
  });
});

describe('Matchups', () => {
  it('opens on the current week (9, live) with her own matchup, and week 8 shows its final scores', async () => {
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    await openMatchups(page);
    await page.getByText('Live', { exact: true }).waitFor();
    expect(await page.getByLabel('Week').inputValue()).toBe('9');
    const week9 = await weekOf(9);
    const ownNow = week9.matchups.find(
      (matchup) =>
        matchup.home.league_member_id === week9.own_league_member_id ||
        matchup.away.league_member_id === week9.own_league_member_id,
    )!;
    expect(await page.getByLabel('Matchup').locator('option:checked').innerText()).toBe(
      `${teamName(ownNow.home)} vs ${teamName(ownNow.away)}`,
    );

    const week8 = await weekOf(8);
    const own = week8.matchups.find(
      (matchup) =>
        matchup.home.league_member_id === week8.own_league_member_id ||
        matchup.away.league_member_id === week8.own_league_member_id,
    )!;
    await page.getByLabel('Week').selectOption('8');
    const homeName = teamName(own.home);
    const awayName = teamName(own.away);
    await page.getByRole('heading', { level: 2, name: homeName, exact: true }).waitFor();
    expect(await page.getByLabel('Matchup').locator('option:checked').innerText()).toBe(
      `${homeName} vs ${awayName}`,
    );
    expect(await page.getByLabel('Home team score', { exact: true }).innerText()).toBe(
      own.home.score.toFixed(2),
    );
    expect(await page.getByLabel('Away team score', { exact: true }).innerText()).toBe(
      own.away.score.toFixed(2),
    );
    expect(await rowsOf(page, STARTERS)).toEqual(
      expectedPairs(own.home.starters!, own.away.starters!),
    );
    expect(await rowsOf(page, BENCH)).toEqual(expectedBenchPairs(own.home.bench!, own.away.bench!));
    // A final week: no projections, no odds.
    expect(await page.getByTestId('home-progress').innerText()).toBe('Final');
    expect(await page.getByTestId('win-bar').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the quarter and game clock of a player whose game is under way', async () => {
    await resetServerClock();
    const week9 = await weekOf(9);
    // Any player of a game in progress at the demo clock, whoever the demo's players are.
    const live = week9.matchups
      .flatMap((matchup) =>
        (['home', 'away'] as const).flatMap((where) =>
          [...(matchup[where].starters ?? []), ...(matchup[where].bench ?? [])].map((slot) => ({
            matchup,
            where,
            slot,
          })),
        ),
      )
      .find(({ slot }) => slot.player?.game_status === 'in_progress');
    if (!live) throw new Error('no demo player is in a game under way at the demo clock');
    const player = live.slot.player!;
    expect(player.period).not.toBeNull();
    const shown = `Q${player.period} ${player.game_clock}`;

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    await openMatchups(page);
    await page
      .getByLabel('Matchup')
      .selectOption({ label: `${teamName(live.matchup.home)} vs ${teamName(live.matchup.away)}` });
    const cell = page
      .locator(`tr[data-${live.where}-slot="${live.slot.slot}"]`)
      .locator(`td[data-side="${live.where}"]:not(.score)`);
    await cell.getByText(player.player_name, { exact: true }).waitFor();
    const status = await cell.getByTestId('game-status').innerText();
    expect(await cell.getByTestId('game-state').getAttribute('data-state')).toBe('in_progress');
    expect(status).toBe(shown);
    expect(status).toMatch(/^Q[1-4] \d{1,2}:\d{2}$/);
    // The page is not wider than the phone it is read on, once it has laid itself out for the
    // new width (on a loaded machine the first look can come before; the overflow in pixels
    // shows when it never fits).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it("shows '--' for games not yet played, and the scores move as the clock passes kickoffs", async () => {
    await setServerClock(WEEK_9_SUNDAY);
    const before = await weekOf(9);
    expect(before.current_week).toBe(9);
    expect(before.in_progress).toBe(true);
    // A starter whose game kicks off between the two instants: '--' now, points later.
    const late = before.matchups
      .flatMap((matchup) =>
        [matchup.home, matchup.away].flatMap((side) =>
          (side.starters ?? []).map((slot) => ({ matchup, side, slot })),
        ),
      )
      .find(
        ({ slot }) =>
          slot.player?.score === null &&
          slot.player.kickoff !== null &&
          slot.player.kickoff > WEEK_9_SUNDAY &&
          slot.player.kickoff < WEEK_9_EVENING,
      );
    if (!late) throw new Error('no demo starter plays a late game in week 9');
    const { matchup, side } = late;
    const player = late.slot.player!.player_name;
    const label = `${teamName(matchup.home)} vs ${teamName(matchup.away)}`;
    const sideLabel = side === matchup.home ? 'Home team' : 'Away team';
    const isHome = side === matchup.home;

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    const polls: string[] = [];
    const streams: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/matchups/getMatchupsByLeagueAndWeek/'))
        polls.push(request.url());
      if (request.url().includes('/live/matchups/')) streams.push(request.url());
    });
    await loginAs(page, 'alice');
    await openMatchups(page);
    expect(await page.getByLabel('Week').inputValue()).toBe('9');
    await page.getByLabel('Matchup').selectOption({ label });
    const where = isHome ? 'home' : 'away';
    const playerRow = page
      .getByRole('table', { name: STARTERS, exact: true })
      .locator(`tr[data-${where}-slot="${late.slot.slot}"]`);
    await playerRow.getByText(player, { exact: true }).waitFor();
    const scoreCell = playerRow.locator(`td.score[data-side="${where}"]`).getByTestId('score');
    expect(await scoreCell.innerText()).toBe('--');
    // '--' with the state beside it: yet to play.
    expect(
      await playerRow
        .locator(`td[data-side="${where}"]:not(.score)`)
        .getByTestId('game-state')
        .getAttribute('data-state'),
    ).toBe('scheduled');
    expect(await page.getByLabel(`${sideLabel} score`, { exact: true }).innerText()).toBe(
      side.score.toFixed(2),
    );
    await page.getByText('Live', { exact: true }).waitFor();
    await page.getByText('Last updated Nov 2, 2025 3:00 PM ET').waitFor();
    // Benches are there on both sides.
    await page.getByRole('table', { name: BENCH, exact: true }).waitFor();

    await setServerClock(WEEK_9_EVENING);
    const after = await weekOf(9);
    const afterMatchup = after.matchups.find((m) => m.id === matchup.id)!;
    const afterSide = isHome ? afterMatchup.home : afterMatchup.away;
    const scored = afterSide.starters!.find((slot) => slot.player?.player_name === player)!.player!;
    expect(scored.score).not.toBeNull();

    // The server pushes the new state over the page's one stream, without a reload or a poll
    // (the 30 s poll is only the fallback while no stream is held).
    const pollsBefore = polls.length;
    await page.getByText('Last updated Nov 2, 2025 6:00 PM ET').waitFor({ timeout: 20_000 });
    expect(polls.length).toBe(pollsBefore);
    expect(streams).toEqual([
      expect.stringMatching(new RegExp(`/live/matchups/${leagueId}/9\\?changes=1$`)),
    ]);
    expect(await scoreCell.innerText()).toBe(scored.score!.toFixed(2));
    expect(await page.getByLabel(`${sideLabel} score`, { exact: true }).innerText()).toBe(
      afterSide.score.toFixed(2),
    );
    expect(await page.getByLabel('Matchup').locator('option:checked').innerText()).toBe(label);
    expect(errors).toEqual([]);
    await resetServerClock();
  });
});

/** Where regulation stands, as an independent reading of '7:42' in Q3: the share left to play. */
const shareLeft = (period: number | null, clock: string | null) => {
  if (period === null) return 1;
  if (period > 4) return 0;
  const [minutes = 0, seconds = 0] = (clock ?? '0:00').split(':').map(Number);
  return ((4 - period) * 15 + Math.min(15, minutes + seconds / 60)) / 60;
};

/** A side's starters yet to play and playing, and its projected final, counted here. */
function outlookOf(side: Side) {
  let yet = 0;
  let playing = 0;
  let toCome = 0;
  for (const { player } of side.starters ?? []) {
    if (!player) continue;
    if (player.game_status === 'scheduled') {
      yet += 1;
      toCome += player.points_per_game;
    }
    if (player.game_status === 'in_progress') {
      playing += 1;
      toCome += player.points_per_game * shareLeft(player.period, player.game_clock);
    }
  }
  return { yet, playing, projected: side.score + toCome };
}

const ownMatchupOf = (week: WeekMatchups) =>
  week.matchups.find(
    (matchup) =>
      matchup.home.league_member_id === week.own_league_member_id ||
      matchup.away.league_member_id === week.own_league_member_id,
  )!;

describe('Matchups at a glance', () => {
  /** alice, and a vampire of the demo facing a regular member in week 9 (vlad or mina). */
  const members: string[] = ['alice'];
  beforeAll(async () => {
    await resetServerClock();
    for (const vampire of ['vlad', 'mina']) {
      const session = await apiSessionFor(vampire);
      const week9 = await session.get<WeekMatchups>(
        `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/9`,
      );
      const own = ownMatchupOf(week9);
      if (own.home.roster_type_id !== own.away.roster_type_id) {
        members.push(vampire);
        break;
      }
    }
    // The demo has vampires: one of them must face a regular member for this file to mean much.
    expect(members).toHaveLength(2);
  });

  for (const [sizeName, size] of Object.entries(SIZES))
    it.each([0, 1])(
      `on a ${sizeName}: member %i sees both scores first, the lineups paired, who is yet to play, projections and the win bar`,
      async (index) => {
        const username = members[index]!;
        await resetServerClock();
        const session = await apiSessionFor(username);
        const week9 = await session.get<WeekMatchups>(
          `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/9`,
        );
        const own = ownMatchupOf(week9);
        expect(own.is_final).toBe(false);

        const page = await product.newPage();
        await page.setViewportSize(size);
        const errors = collectPageErrors(page);
        await loginAs(page, username);
        await openMatchups(page);
        await page.getByTestId('score-header').waitFor();
        expect(await page.getByLabel('Home team score', { exact: true }).innerText()).toBe(
          own.home.score.toFixed(2),
        );
        expect(await page.getByLabel('Away team score', { exact: true }).innerText()).toBe(
          own.away.score.toFixed(2),
        );

        // Both scores inside the first screen, and nothing wider than it.
        for (const label of ['Home team score', 'Away team score']) {
          const box = (await page.getByLabel(label, { exact: true }).boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(size.height);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        }
        const widths = await page.evaluate(() => ({
          document: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        }));
        expect(widths.document).toBeLessThanOrEqual(widths.viewport);

        // Slot by slot: the api's two lineups, row i beside row i.
        expect(await rowsOf(page, STARTERS)).toEqual(
          expectedPairs(own.home.starters!, own.away.starters!),
        );
        expect(await rowsOf(page, BENCH)).toEqual(
          expectedBenchPairs(own.home.bench!, own.away.bench!),
        );

        // Starters yet to play and playing, and a projected final, per side.
        for (const where of ['home', 'away'] as const) {
          const outlook = outlookOf(own[where]);
          const progress = await page.getByTestId(`${where}-progress`).innerText();
          expect(progress).toBe(
            outlook.yet + outlook.playing === 0
              ? 'All played'
              : `${outlook.yet} yet to play · ${outlook.playing} playing`,
          );
          const projection = await page.getByTestId(`${where}-projection`).innerText();
          const shown = Number(projection.replace(/^Proj\. /, ''));
          expect(projection).toMatch(/^Proj\. \d+\.\d{2}$/);
          // Each player's projection is rounded to the cent before the sum: a cent per starter.
          expect(Math.abs(shown - outlook.projected)).toBeLessThanOrEqual(
            0.01 * own[where].starters!.length,
          );
        }

        // The win bar, written out: both percentages, adding up to 100.
        const bar = page.getByTestId('win-bar');
        expect(await bar.isVisible()).toBe(true);
        const homeWin = Number((await page.getByTestId('home-win').innerText()).replace('%', ''));
        const awayWin = Number((await page.getByTestId('away-win').innerText()).replace('%', ''));
        expect(homeWin + awayWin).toBe(100);
        expect(await bar.textContent()).toContain(
          `Win probability: ${teamName(own.home)} ${homeWin}%, ${teamName(own.away)} ${awayWin}%`,
        );
        // The side projected ahead is the favourite.
        const lead = outlookOf(own.home).projected - outlookOf(own.away).projected;
        if (Math.abs(lead) > 1) expect(homeWin > 50).toBe(lead > 0);

        // A vampire's lineup beside a regular one: the page says why they differ.
        const note = page.getByText(/plays under the vampire rules, so the lineups differ/);
        if (own.home.roster_type_id !== own.away.roster_type_id) {
          expect(await note.innerText()).toMatch(/Vampire rules: /);
        } else {
          expect(await note.count()).toBe(0);
        }

        // axe at this size: no serious or critical violation, every control named.
        const audit = await auditScreen(page, `/matchups (${username}, ${sizeName})`);
        expect(describeAudit(audit)).toBe('');

        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(SCREENSHOTS, `matchups-${username}-${sizeName}.png`) });
        await page.screenshot({
          path: join(SCREENSHOTS, `matchups-${username}-${sizeName}-full.png`),
          fullPage: true,
        });

        // The score header stays in view while the lineups scroll under it.
        await page.evaluate(() => window.scrollBy(0, 700));
        const header = (await page.getByTestId('score-header').boundingBox())!;
        expect(header.y).toBeGreaterThanOrEqual(0);
        expect(header.y + header.height).toBeLessThanOrEqual(size.height);
        if (sizeName === 'phone')
          await page.screenshot({
            path: join(SCREENSHOTS, `matchups-${username}-${sizeName}-scrolled.png`),
          });
        expect(errors).toEqual([]);
      },
    );
});

describe('League Schedule', () => {
  it('cycles through the members with wrap-around, 14 weeks each, weeks 10-14 TBD until the playoffs are seeded', async () => {
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    await page.getByRole('link', { name: 'Schedule' }).click();
    await page.waitForURL('**/league-member-schedule');
    const select = page.getByLabel('Team', { exact: true });
    await select.waitFor();
    const options = await select.locator('option').evaluateAll((nodes) =>
      nodes.map((node) => ({
        value: (node as HTMLOptionElement).value,
        text: (node.textContent ?? '').trim(),
      })),
    );
    expect(options).toHaveLength(10);
    const start = await select.inputValue();
    const startIndex = options.findIndex((option) => option.value === start);
    const tableName = (index: number) => `${options[index]!.text} schedule`;

    const rows = await rowsOf(page, tableName(startIndex));
    expect(rows).toHaveLength(14);
    // Weeks 10-14 are 'TBD' until week 9 is final; a test file before this one may have moved
    // the shared api's clock past it, and then the league is seeded: each week shows its round
    // (its opponent, TBD or a bye) or that nobody plays, as the bracket says.
    const bracket = await alice.get<PlayoffBracket>(`/playoffs/getBracketByLeagueId/${leagueId}`);
    const playoffWeeks = rows.slice(9).map((row) => row[1]);
    if (bracket.status === 'not_seeded') {
      expect(playoffWeeks).toEqual(['TBD', 'TBD', 'TBD', 'TBD', 'TBD']);
    } else {
      const weeks = bracket.weeks.filter((week) => week.week >= 10 && week.week <= 14);
      expect(weeks).toHaveLength(5);
      for (const [index, week] of weeks.entries()) {
        if (week.phase === 'no_games') expect(playoffWeeks[index]).toBe('No games this week');
        else expect(playoffWeeks[index]).toMatch(/^[A-Z][A-Za-z ]+: (TBD|Bye|.+ @ .+)$/);
      }
    }
    for (const row of rows.slice(0, 8)) {
      expect(row[1]).toMatch(/ @ /);
      expect(row[2]).toMatch(/^\d+\.\d{2} @ \d+\.\d{2}$/);
      expect(['W', 'L', 'T']).toContain(row[3]);
    }
    // Week 9 is being played at the demo clock: '--' until it is final.
    expect(rows[8]![1]).toMatch(/ @ /);
    expect(rows[8]![2]).toMatch(/^(--|\d+\.\d{2}) @ (--|\d+\.\d{2})$/);
    await page
      .getByRole('img', { name: /points per finished week beside the league average/ })
      .waitFor();

    // Forward through every member comes back round to the start; back from the first is the last.
    for (let step = 1; step <= options.length; step++) {
      await page.getByRole('button', { name: 'Next member' }).click();
      expect(await select.inputValue()).toBe(options[(startIndex + step) % options.length]!.value);
    }
    await select.selectOption(options[0]!.value);
    await page.getByRole('button', { name: 'Previous member' }).click();
    expect(await select.inputValue()).toBe(options[options.length - 1]!.value);
    expect(await rowsOf(page, tableName(options.length - 1))).toHaveLength(14);
    expect(errors).toEqual([]);
  });
});
