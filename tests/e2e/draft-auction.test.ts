import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  DEFAULT_WAIVER_RULES,
  type DraftAvailablePlayer,
  type DraftRoomWithAuction,
  type LeagueMember,
  type LeagueTransaction,
} from '@fangtasy/shared/domain';
import { sessionsOn, type ApiSession } from '../support/api-session';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { setServerClock } from '../support/server-clock';

// An auction draft (rules §18.6, decision 065) from the rooms to its end: the commissioner's new
// league of the ten demo accounts, two slots a team (one RB, one WR), a budget of 10 and a
// 10-second bid clock. alice nominates and bids on a phone, bob on a desktop, each seeing the
// other's bid arrive; the eight others are on autopick, which nominates at $1 and never bids.
// The bid clock runs out when the test moves the league clock past it. Set-up goes over the api;
// the file has its own api on a new demo database.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LEAGUE_NAME = `Auction League ${Date.now().toString(36)}`;
const ROSTER = {
  ...DEFAULT_ROSTER_RULES,
  quarterback_count: 0,
  running_back_count: 1,
  wide_receiver_count: 1,
  tight_end_count: 0,
  flex_count: 0,
  bench_count: 0,
  ir_count: 0,
  max_roster_size: 2,
};
const AUTOPICK = ['carmen', 'dmitri', 'elena', 'frank', 'grace', 'vlad', 'mina', 'commish'];
/** The nominating order: alice, bob, then the autopick teams, round and round. */
const ORDER = ['alice', 'bob', ...AUTOPICK];
const BID_SECONDS = 10;

let api: DemoApi;
let product: RunningProduct;
let sessionOf: (username: string) => Promise<ApiSession>;
let commish: ApiSession;
let leagueId: number;
let members: LeagueMember[];
let alicePage: Page;
let bobPage: Page;

const memberOf = (username: string) => members.find((member) => member.username === username)!;
/** A team's name as the room shows it. */
const teamOf = (username: string) => memberOf(username).team_name ?? 'Unknown';

beforeAll(async () => {
  api = await startDemoApi({ fresh: true, env: { ENABLE_TEST_CLOCK: '1' } });
  product = await startProduct({ apiUrl: api.url });
  sessionOf = sessionsOn(api.url);
  commish = await sessionOf('commish');
  ({ league_id: leagueId } = await commish.send<{ league_id: number }>('POST', '/leagues/create', {
    name: LEAGUE_NAME,
    regular_roster_rules: ROSTER,
    vampire_roster_rules: ROSTER,
    scoring_rules: DEFAULT_SCORING_RULES,
    waiver_rules: DEFAULT_WAIVER_RULES,
    trade_rules: DEFAULT_TRADE_RULES,
  }));
  for (const username of ORDER.filter((name) => name !== 'commish')) {
    const session = await sessionOf(username);
    await commish.send('POST', '/league_members/create', {
      league_id: leagueId,
      user_id: session.userId,
      role: 'invited',
      is_vamp: 0,
      team_name: null,
      remaining_faab_budget: null,
    });
    await session.send('PUT', `/league_members/updateRole/${leagueId}/${session.userId}`, {
      role: 'player',
    });
  }
  members = await commish.get<LeagueMember[]>(
    `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
  );
  await commish.send('PUT', `/drafts/updateSettings/${leagueId}`, {
    kind: 'auction',
    type: 'linear',
    budget: 10,
    bid_seconds: BID_SECONDS,
    order_mode: 'commissioner',
    order: ORDER.map((username) => memberOf(username).id),
    pick_seconds: 30,
  });
  for (const username of AUTOPICK)
    await (
      await sessionOf(username)
    ).send('PUT', `/drafts/setAutopick/${leagueId}`, {
      autopick: true,
    });
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

const roomNow = () => commish.get<DraftRoomWithAuction>(`/drafts/getDraft/${leagueId}`);

/** The best ranked player still to draft at a position, as the api ranks them. */
async function bestAvailable(position: 'RB' | 'WR'): Promise<string> {
  const [best] = await commish.get<DraftAvailablePlayer[]>(
    `/drafts/getAvailablePlayers/${leagueId}?position=${position}&limit=1`,
  );
  return best!.player_name;
}

/** Moves the league clock past the bid clock of the lot on the block: the lot is sold. */
async function runOutTheBidClock() {
  const room = await roomNow();
  const deadline = Date.parse(room.auction!.lot!.deadline!);
  await setServerClock(new Date(deadline).toISOString(), api.url);
}

async function openRoom(username: string, size: typeof PHONE): Promise<Page> {
  const page = await product.newPage();
  collectPageErrors(page);
  await page.setViewportSize(size);
  await loginAs(page, username, { league: LEAGUE_NAME });
  await navigateInApp(page, '/draft');
  await page.getByRole('heading', { level: 1, name: 'Draft Room' }).waitFor();
  return page;
}

/** The page's lot panel ('Lot 3') shows `text` (generous: a loaded machine, never a timing). */
const lotShows = (page: Page, lot: number, text: string) =>
  expect
    .poll(() => page.getByRole('region', { name: `Lot ${lot}` }).textContent(), {
      timeout: 15_000,
    })
    .toContain(text);

const myNomination = (page: Page) =>
  page.getByText('Your turn to nominate: choose a player and an opening bid.');

/** A team's row in the page's Budgets table. */
const budgetRow = (page: Page, team: string) =>
  page.getByRole('table', { name: 'Budgets' }).getByRole('row', { name: new RegExp(team) });

describe('an auction draft from the rooms to its end', () => {
  const won = { alice: [] as string[], bob: [] as string[] };

  it('alice (phone) nominates, she and bob (desktop) bid against each other, and the sale reaches both rooms', async () => {
    alicePage = await openRoom('alice', PHONE);
    bobPage = await openRoom('bob', DESKTOP);
    await commish.send('POST', `/drafts/start/${leagueId}`);

    await myNomination(alicePage).waitFor();
    const player = await bestAvailable('RB');
    await alicePage.getByRole('button', { name: `Nominate ${player}`, exact: true }).click();
    await lotShows(bobPage, 1, player);
    await lotShows(bobPage, 1, `High bid: $1 by ${teamOf('alice')}`);

    await bobPage
      .getByRole('region', { name: 'Lot 1' })
      .getByRole('button', { name: 'Bid $2' })
      .click();
    await lotShows(alicePage, 1, `High bid: $2 by ${teamOf('bob')}`);
    await alicePage
      .getByRole('region', { name: 'Lot 1' })
      .getByRole('button', { name: 'Bid $7' })
      .click();
    await lotShows(bobPage, 1, `High bid: $7 by ${teamOf('alice')}`);
    await lotShows(alicePage, 1, 'You have the high bid.');
    // The phone's room fits 390 px: nothing scrolls sideways.
    expect(
      await alicePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await runOutTheBidClock();
    won.alice.push(player);
    // Both rooms show her purse paid ($3 left, one slot: $3 max) and bob's turn to nominate.
    for (const page of [alicePage, bobPage])
      await expect
        .poll(() => budgetRow(page, teamOf('alice')).textContent(), { timeout: 15_000 })
        .toMatch(/\$3.*1.*\$3/);
    await myNomination(bobPage).waitFor();
  });

  it('bob nominates; the autopick teams nominate at $1; the auction runs to its end', async () => {
    const bobsPlayer = await bestAvailable('RB');
    await bobPage.getByRole('button', { name: `Nominate ${bobsPlayer}`, exact: true }).click();
    await lotShows(alicePage, 2, `High bid: $1 by ${teamOf('bob')}`);
    await runOutTheBidClock();
    won.bob.push(bobsPlayer);

    // Lots 3-10 the autopick teams', each sold at $1 when its clock runs out; then alice's and
    // bob's second nominations (a receiver each), then the autopick teams' again.
    for (let step = 0; step < 40; step++) {
      const room = await roomNow();
      if (room.status === 'complete') break;
      const auction = room.auction!;
      if (auction.lot) {
        await runOutTheBidClock();
        await expect
          .poll(async () => (await roomNow()).auction?.lot_number ?? 0)
          .not.toBe(auction.lot_number);
        continue;
      }
      const nominator = auction.nominator_id;
      const page = nominator === memberOf('alice').id ? alicePage : bobPage;
      const player = await bestAvailable('WR');
      await myNomination(page).waitFor();
      await page.getByRole('button', { name: `Nominate ${player}`, exact: true }).click();
      (page === alicePage ? won.alice : won.bob).push(player);
      await expect.poll(async () => (await roomNow()).auction?.lot !== null).toBe(true);
    }
    for (const page of [alicePage, bobPage])
      await page.getByText('The draft is complete.').waitFor();

    const room = await roomNow();
    expect(room.picks).toHaveLength(20);
    expect(room.auction?.sales.find((sale) => sale.overall === 1)?.price).toBe(7);
    const log = await commish.get<LeagueTransaction[]>(`/transactions/getByLeagueId/${leagueId}`);
    const reasonOf = (name: string) => log.find((row) => row.player_name === name)?.reason;
    expect(reasonOf(won.alice[0]!)).toBe('Won at auction: $7 (lot 1)');
    expect(reasonOf(won.bob[0]!)).toBe('Won at auction: $1 (lot 2)');
    expect(won.alice).toHaveLength(2);
    expect(won.bob).toHaveLength(2);
    // Every purse is in the room; alice spent 7 + 1.
    await expect
      .poll(() => budgetRow(bobPage, teamOf('alice')).textContent(), { timeout: 15_000 })
      .toMatch(/\$2/);
  });
});
