import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALICE,
  fail,
  fakeApiPerTest,
  forgetWindowWidth,
  member,
  ok,
  renderWithSession,
  windowOfWidth,
} from '@fangtasy/shared/testing';
import { MemoryRouter } from '@fangtasy/shared/router';
import Draft from '../exposed/draft';
import { openRoomReplies, pick, ROUTES, storeMembership } from '../draft/draft-fixtures';
import { aliceNominates, AUCTION_ROUTES, auctionRoom } from './auction-fixtures';

// What a member sees of an auction (decision 065): the player on the block, the high bid and
// its bidder, the bid clock, her bid, every team's budget; and her nomination when it is her turn.
const api = fakeApiPerTest();

beforeEach(() => {
  api.set({ ...openRoomReplies(), [ROUTES.room]: ok(auctionRoom()) });
});

afterEach(() => forgetWindowWidth());

/** The commissioner's membership: his team is 101. */
const COMMISH = member({ id: 101, user_id: ALICE.id, username: 'alice', role: 'commish' });

async function openRoom(membership = undefined as Parameters<typeof storeMembership>[0]) {
  storeMembership(membership);
  renderWithSession(
    <MemoryRouter>
      <Draft />
    </MemoryRouter>,
  );
  await screen.findByRole('table', { name: 'Available players' });
}

const block = () => screen.getByRole('region', { name: 'Lot 3' });

describe('Auction: the player on the block', () => {
  it('shows the player, the high bid and its bidder, the bid clock and every purse', async () => {
    await openRoom();
    expect(block()).toHaveTextContent("Ja'Marr Chase");
    expect(block()).toHaveTextContent('High bid: $12 by Carmen Comets');
    expect(within(block()).getByRole('timer', { name: 'Time left to bid' })).toHaveTextContent(
      /0:1\d/,
    );
    // Alice: $145 left, two slots to fill, so $144 is the most she may bid.
    expect(block()).toHaveTextContent('Your max bid: $144');
    const budgets = screen.getByRole('table', { name: 'Budgets' });
    const alice = within(budgets).getByRole('row', { name: /Alice Anchors/ });
    expect(alice).toHaveTextContent('$145');
    expect(alice).toHaveTextContent('$144');
    // Nominating is not hers now: the list's Nominate buttons are shut.
    expect(screen.getByRole('button', { name: 'Nominate Jared Goff' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Pick clock' })).toBeNull();
  });

  it('bids $1 or $5 over the high bid in one tap, or a typed amount', async () => {
    api.set({ [AUCTION_ROUTES.bid]: ok(auctionRoom()) });
    await openRoom();
    /** Waits until the bid before has been answered: the buttons are shut meanwhile. */
    const ready = (name: string) =>
      waitFor(() => expect(within(block()).getByRole('button', { name })).toBeEnabled());
    fireEvent.click(within(block()).getByRole('button', { name: 'Bid $13' }));
    await ready('Bid $17');
    fireEvent.click(within(block()).getByRole('button', { name: 'Bid $17' }));
    await ready('Bid $13');
    fireEvent.change(within(block()).getByLabelText('Your bid ($)'), { target: { value: '30' } });
    fireEvent.click(within(block()).getByRole('button', { name: 'Bid' }));
    await waitFor(() =>
      expect(api.bodiesSentTo(AUCTION_ROUTES.bid)).toEqual([
        { lot: 3, amount: 13 },
        { lot: 3, amount: 17 },
        { lot: 3, amount: 30 },
      ]),
    );
  });

  it("shows the server's refusal of a bid", async () => {
    const refusal =
      "The bid clock ran out on lot 3: Ja'Marr Chase was sold for $12. Refresh to see it.";
    api.set({ [AUCTION_ROUTES.bid]: fail(409, refusal) });
    await openRoom();
    fireEvent.click(within(block()).getByRole('button', { name: 'Bid $13' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('shuts her bids while she holds the high bid', async () => {
    api.set({
      [ROUTES.room]: ok(
        auctionRoom({ lot: { ...auctionRoom().auction!.lot!, high_bidder_id: 102 } }),
      ),
    });
    await openRoom();
    expect(block()).toHaveTextContent('You have the high bid.');
    expect(within(block()).getByRole('button', { name: 'Bid $13' })).toBeDisabled();
  });
});

describe('Auction: nominations', () => {
  it('her turn: names who nominates, and nominates a player from the list at her opening bid', async () => {
    api.set({ [ROUTES.room]: ok(aliceNominates()), [AUCTION_ROUTES.nominate]: ok(auctionRoom()) });
    await openRoom();
    expect(
      screen.getByText('Your turn to nominate: choose a player and an opening bid.'),
    ).toBeInTheDocument();
    const lot = screen.getByRole('region', { name: 'Lot 4' });
    expect(lot).toHaveTextContent('Nominating: Alice Anchors');
    expect(within(lot).getByRole('timer', { name: 'Time left to nominate' })).toBeInTheDocument();
    fireEvent.change(within(lot).getByLabelText('Opening bid ($)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nominate Jared Goff' }));
    await waitFor(() =>
      expect(api.bodiesSentTo(AUCTION_ROUTES.nominate)).toEqual([
        { lot: 4, player_id: 203, amount: 3 },
      ]),
    );
  });

  it('on a phone the block, the list and the budgets are one column', async () => {
    windowOfWidth(390);
    await openRoom();
    expect(block()).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Budgets' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Available players' })).toBeInTheDocument();
  });
});

describe('Auction: the board', () => {
  it('lists each player under the team that won him, not the team whose lot it was', async () => {
    windowOfWidth(390);
    api.set({
      [ROUTES.room]: ok(auctionRoom({}, { picks: [pick(1, 104, 'Josh Allen', 'QB')] })),
    });
    await openRoom();
    const board = screen.getByRole('region', { name: 'Board' });
    const won = within(board)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Josh Allen'));
    expect(won).toHaveTextContent('Carmen Comets');
  });
});

describe('Auction: the commissioner', () => {
  it('nominates for the team whose turn it is, acts for nobody while a player is up, and has no undo', async () => {
    await openRoom(COMMISH);
    const controls = screen.getByRole('region', { name: 'Commissioner' });
    // Ja'Marr Chase is up for bids: nobody to nominate for, and a sale is not taken back.
    expect(within(controls).queryByRole('button', { name: /^(Pick|Nominate) for/ })).toBeNull();
    expect(within(controls).queryByRole('button', { name: 'Undo last pick' })).toBeNull();
  });

  it('with nobody up, offers to nominate for the nominating team', async () => {
    api.set({ ...openRoomReplies(), [ROUTES.room]: ok(aliceNominates()) });
    await openRoom(COMMISH);
    const controls = screen.getByRole('region', { name: 'Commissioner' });
    expect(
      within(controls).getByRole('button', { name: 'Nominate for Alice Anchors' }),
    ).toBeInTheDocument();
    expect(within(controls).queryByRole('button', { name: /^Pick for/ })).toBeNull();
  });
});
