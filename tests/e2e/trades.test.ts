import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueMember,
  LeagueTransaction,
  RosteredPlayer,
  TradeOffer,
  TradePendingCount,
} from '@fangtasy/shared/domain';
import { sessionsOn, type ApiSession } from '../support/api-session';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { loginAs, navigateInApp } from '../support/login';
import { openFromNavigation, pendingBadgeCount } from '../support/navigation';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { createTradeLeague, type TradeLeague } from '../support/trade-league';

// Trades between members, as the issue tells them: a member proposes, the other counters, the
// first accepts, the commissioner approves — in a league of the test's own whose trades the
// commissioner reviews (the demo league votes). Then a trade whose player left its roster after
// the offer is refused with the reason. It makes a league of the demo accounts and moves players,
// so the file has its own api on a new demo database: no other file sees a difference.

const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'trades');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LEAGUE_NAME = `Trade League ${Date.now().toString(36)}`;

let api: DemoApi;
let product: RunningProduct;
let league: TradeLeague;
let sessionOf: (username: string) => Promise<ApiSession>;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Its league is activated with the clock moved before week 9's kickoffs (trade-league.ts).
  api = await startDemoApi({ fresh: true, env: { ENABLE_TEST_CLOCK: '1' } });
  product = await startProduct({ apiUrl: api.url });
  sessionOf = sessionsOn(api.url);
  league = await createTradeLeague(api.url, {
    name: LEAGUE_NAME,
    reviewMode: 'commissioner',
    rostered: ['alice', 'bob'],
    playersEach: 3,
  });
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

/** A member's players in the trade league, by player id, as the api holds them. */
async function rosterOf(username: string): Promise<RosteredPlayer[]> {
  const session = await sessionOf(username);
  const players = await session.get<RosteredPlayer[]>(
    `/rostered_players/getRosteredPlayersByLeagueMemberId/${league.memberOf(username).id}`,
  );
  return players.filter((player) => player.is_rostered === 1);
}

const idsOf = (players: readonly { player_id: number }[]) =>
  players.map((player) => player.player_id).sort((a, b) => a - b);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A player's line in a picker of the trade builder: its checkbox, by his name. */
const pick = (page: Page, group: string, name: string) =>
  page
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: new RegExp(escape(name)) });

/** The trade centre's card of an offer. */
const offerCard = (page: Page, offerId: number): Locator =>
  page.locator(`[data-testid="trade-offer"][data-offer-id="${offerId}"]`);

/** Opens the trade league's trade centre the way the member does at the page's size. */
async function openTrades(page: Page, username: string, size: typeof PHONE) {
  await page.setViewportSize(size);
  await loginAs(page, username, { league: LEAGUE_NAME });
  await openFromNavigation(page, 'Trades');
  await page.getByRole('heading', { level: 1, name: 'Trades' }).waitFor();
  await page.getByLabel('Trade with').waitFor();
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

async function openOffers(username: string): Promise<TradeOffer[]> {
  const session = await sessionOf(username);
  return session.get<TradeOffer[]>(`/trades/getTradesByLeagueId/${league.leagueId}?scope=open`);
}

describe('Trades between members', () => {
  let aliceBefore: RosteredPlayer[];
  let bobBefore: RosteredPlayer[];
  let firstOffer: TradeOffer;
  let counter: TradeOffer;

  it('a member proposes from the other team’s roster on a phone', async () => {
    aliceBefore = await rosterOf('alice');
    bobBefore = await rosterOf('bob');
    expect(aliceBefore).toHaveLength(3);
    expect(bobBefore).toHaveLength(3);
    const [aliceSends] = aliceBefore;
    const [bobSends] = bobBefore;
    if (!aliceSends || !bobSends) throw new Error('no players to trade');

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await openTrades(page, 'alice', PHONE);
    await page.getByLabel('Trade with').selectOption({ label: 'Team Bob' });
    await page.getByRole('button', { name: 'Propose a Trade' }).click();
    await page.waitForURL(`**/trades?with=${league.memberOf('bob').id}`);
    await pick(page, 'You send', aliceSends.player_name).check();
    await pick(page, 'You receive from Team Bob', bobSends.player_name).check();
    // The main action stays on the phone's screen however long the two rosters are.
    const send = page.getByRole('button', { name: 'Send Offer' });
    const box = await send.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: join(SCREENSHOTS, 'propose-alice-390x844.png') });
    await noSidewaysScroll(page);
    await send.click();
    await page.getByText('Offer sent to Team Bob.').waitFor();

    const [offer] = await openOffers('alice');
    if (!offer) throw new Error('the offer is not open');
    firstOffer = offer;
    expect(offer.status).toBe('pending');
    expect(
      offer.players.map((player) => [player.league_member_id, player.player_id, player.action]),
    ).toEqual(
      expect.arrayContaining([
        [league.memberOf('alice').id, aliceSends.player_id, 'send'],
        [league.memberOf('bob').id, bobSends.player_id, 'send'],
      ]),
    );
    await offerCard(page, offer.id).getByText('Waiting for an answer').waitFor();
    expect(errors).toEqual([]);
  });

  it('the other member sees the offer counted in the navigation and counters it', async () => {
    const bob = await sessionOf('bob');
    const pending = await bob.get<TradePendingCount>(`/trades/getPendingCount/${league.leagueId}`);
    // One offer waits for bob's answer: the api's count is that one offer.
    const waiting = (await openOffers('bob')).filter(
      (offer) =>
        offer.status === 'pending' && offer.recipient_member_id === league.memberOf('bob').id,
    );
    expect(waiting).toHaveLength(1);
    expect(pending.count).toBe(waiting.length);

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await page.setViewportSize(PHONE);
    await loginAs(page, 'bob', { league: LEAGUE_NAME });
    await expect.poll(() => pendingBadgeCount(page)).toBe(waiting.length);
    await openFromNavigation(page, 'Trades');
    const card = offerCard(page, firstOffer.id);
    await card.waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'offer-bob-390x844.png') });
    await noSidewaysScroll(page);
    await card.getByRole('button', { name: 'Counter' }).click();
    await page.waitForURL(`**/trades?counter=${firstOffer.id}`);
    const [, aliceAlso] = aliceBefore;
    if (!aliceAlso) throw new Error('alice has no second player');
    // The counter starts from the offer turned round; bob asks for one more of alice's players.
    const theirs = 'You receive from Team Alice';
    for (const player of firstOffer.players) {
      const group = player.league_member_id === league.memberOf('bob').id ? 'You send' : theirs;
      expect(await pick(page, group, player.player_name).isChecked()).toBe(true);
    }
    await pick(page, theirs, aliceAlso.player_name).check();
    await page.getByText('You send 1 · You receive 2').waitFor();
    await page.getByRole('button', { name: 'Send Counter-Offer' }).click();
    await page.getByText('Offer sent to Team Alice.').waitFor();

    const original = await bob.get<TradeOffer>(`/trades/getTradeById/${firstOffer.id}`);
    expect(original.status).toBe('countered');
    if (original.countered_by === null) throw new Error('no counter-offer recorded');
    counter = await bob.get<TradeOffer>(`/trades/getTradeById/${original.countered_by}`);
    expect(counter.proposer_member_id).toBe(league.memberOf('bob').id);
    expect(errors).toEqual([]);
  });

  it('the first member accepts the counter-offer, which goes to the commissioner', async () => {
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await openTrades(page, 'alice', DESKTOP);
    const card = offerCard(page, counter.id);
    await card.waitFor();
    await card.getByRole('button', { name: 'Accept' }).click();
    const sheet = page.getByRole('dialog', { name: 'Accept Trade' });
    await sheet.getByText(/The commissioner reviews it/).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'accept-alice-1280x800.png') });
    await sheet.getByRole('button', { name: 'Accept Trade' }).click();
    await page.getByText('Trade accepted: it is now under review.').waitFor();
    await card.getByText('In review').waitFor();
    const accepted = await (
      await sessionOf('alice')
    ).get<TradeOffer>(`/trades/getTradeById/${counter.id}`);
    expect([accepted.status, accepted.review_mode]).toEqual(['in_review', 'commissioner']);
    // Nothing has moved yet.
    expect(idsOf(await rosterOf('alice'))).toEqual(idsOf(aliceBefore));
    expect(errors).toEqual([]);
  });

  it('the commissioner approves, and both rosters, the log and the history show the trade', async () => {
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await page.setViewportSize(DESKTOP);
    await loginAs(page, 'commish', { league: LEAGUE_NAME });
    await expect.poll(() => pendingBadgeCount(page)).toBe(1);
    await openFromNavigation(page, 'Trades');
    await page.getByRole('heading', { name: 'Trades to review' }).waitFor();
    const card = offerCard(page, counter.id);
    await card.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog', { name: 'Approve Trade' })
      .getByRole('button', { name: 'Approve Trade' })
      .click();
    await page.getByText('Trade approved and completed.').waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Completed').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'approved-commish-1280x800.png') });
    await expect.poll(() => pendingBadgeCount(page)).toBe(0);

    // Each roster is its old one less what it sent, plus what it received.
    const sent = (member: LeagueMember) =>
      counter.players
        .filter((player) => player.league_member_id === member.id && player.action === 'send')
        .map((player) => player.player_id);
    const alice = league.memberOf('alice');
    const bob = league.memberOf('bob');
    const expectedAlice = [
      ...idsOf(aliceBefore).filter((id) => !sent(alice).includes(id)),
      ...sent(bob),
    ].sort((a, b) => a - b);
    const expectedBob = [
      ...idsOf(bobBefore).filter((id) => !sent(bob).includes(id)),
      ...sent(alice),
    ].sort((a, b) => a - b);
    expect(idsOf(await rosterOf('alice'))).toEqual(expectedAlice);
    expect(idsOf(await rosterOf('bob'))).toEqual(expectedBob);
    expect(expectedAlice).toHaveLength(2);
    expect(expectedBob).toHaveLength(4);

    // The log names every player received and the team he came from.
    const log = await (
      await sessionOf('commish')
    ).get<LeagueTransaction[]>(`/transactions/getByLeagueId/${league.leagueId}`);
    const trades = log.filter((row) => row.trade_offer_id === counter.id);
    expect(trades.map((row) => [row.league_member_id, row.player_id]).sort()).toEqual(
      [...sent(bob).map((id) => [alice.id, id]), ...sent(alice).map((id) => [bob.id, id])].sort(),
    );
    const aliceReceived = trades.find((row) => row.league_member_id === alice.id);
    await navigateInApp(page, '/active-waiver-claims');
    const recent = page.getByRole('table', { name: 'Recent Transactions' });
    await recent
      .getByRole('row')
      .filter({ hasText: `Received in a trade from Team Bob` })
      .filter({ hasText: aliceReceived?.player_name ?? '?' })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('a trade whose player has left the roster since the offer is refused with its reason', async () => {
    const [aliceOffers] = await rosterOf('alice');
    const bobPlayers = await rosterOf('bob');
    const bobAsked = bobPlayers[0];
    if (!aliceOffers || !bobAsked) throw new Error('no players to trade');
    const alice = await sessionOf('alice');
    const offer = await alice.send<TradeOffer>('POST', '/trades/propose', {
      league_id: league.leagueId,
      league_member_id: league.memberOf('alice').id,
      to_league_member_id: league.memberOf('bob').id,
      send_player_ids: [aliceOffers.player_id],
      receive_player_ids: [bobAsked.player_id],
    });
    // Alice drops the player she offered before bob answers.
    await alice.send('POST', '/rostered_players/drop', { rostered_player_id: aliceOffers.id });

    const page = await product.newPage();
    await openTrades(page, 'bob', PHONE);
    const card = offerCard(page, offer.id);
    await card.getByRole('button', { name: 'Accept' }).click();
    const sheet = page.getByRole('dialog', { name: 'Accept Trade' });
    await sheet.getByRole('button', { name: 'Accept Trade' }).click();
    await sheet
      .getByText(
        `${aliceOffers.player_name} is no longer on Team Alice's roster: the trade has changed since it was offered.`,
      )
      .waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'refused-bob-390x844.png') });
    const refused = await alice.get<TradeOffer>(`/trades/getTradeById/${offer.id}`);
    expect(refused.status).toBe('failed');
    expect(idsOf(await rosterOf('bob'))).toEqual(idsOf(bobPlayers));
  });
});
