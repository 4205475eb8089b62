import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPendingTradeCount, type TradeOffer } from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { MemoryRouter, Route, Routes, useLocation } from '@fangtasy/shared/router';
import {
  fail,
  fakeApiPerTest,
  ok,
  renderWithSession,
  type FakeRoute,
} from '@fangtasy/shared/testing';
import { TradeCenterPage } from './trade-center-page';
import {
  ALICE_MEMBER,
  BOB_MEMBER,
  CASEY_MEMBER,
  NO_ACTIONS,
  TRADE_RULES,
  aliceTeam,
  gameOf,
  offer,
  rostered,
} from './trade-fixtures';

const TRADES = 'GET /trades/getTradesByLeagueId/7';
const COUNT = 'GET /trades/getPendingCount/7';
const MY_TEAM = 'GET /rostered_players/myTeam/7';
const ACCEPT = 'POST /trades/accept/1';
const api = fakeApiPerTest();

const WHITE = rostered(363, 'Rachaad White', 'RB', 'TB', 'BENCH', BOB_MEMBER.id);
const BOB_QB = rostered(480, 'Baker Mayfield', 'QB', 'TB', 'QB1', BOB_MEMBER.id);
const BOB_LOCKED = rostered(700, 'James Cook', 'RB', 'BUF', 'RB1', BOB_MEMBER.id);
const THOMAS = rostered(665, 'Brian Thomas Jr.', 'WR', 'JAX', 'WR1', ALICE_MEMBER.id);
const ALICE_LOCKED = rostered(610, 'Josh Allen', 'QB', 'BUF', 'QB1', ALICE_MEMBER.id);
/** Alice's bench filled up to the 13 players of the default rules. */
const ALICE_BENCH = Array.from({ length: 11 }, (_, index) =>
  rostered(100 + index, `Bench Player ${index + 1}`, 'TE', 'KC', 'BENCH', ALICE_MEMBER.id),
);

/** The open and closed offers the league's trades answer. */
const tradesAnswer =
  (open: TradeOffer[], closed: TradeOffer[] = []): FakeRoute =>
  (call) =>
    ok(call.query.scope === 'closed' ? closed : open);

beforeEach(() => {
  api.set({
    [TRADES]: tradesAnswer([offer()]),
    'GET /league_members/getLeagueMembersByLeagueId/7': ok([
      ALICE_MEMBER,
      BOB_MEMBER,
      CASEY_MEMBER,
    ]),
    [`GET /league_members/getLeagueMemberByLeagueAndUserId/7/${ALICE_MEMBER.user_id}`]:
      ok(ALICE_MEMBER),
    'GET /trade_rules/getTradeRulesByLeagueId/7': ok(TRADE_RULES),
    [COUNT]: ok({ count: 1, offers_to_answer: 1, trades_to_review: 0, bite_rights: 0 }),
    [MY_TEAM]: ok(aliceTeam([THOMAS, ALICE_LOCKED], [ALICE_LOCKED.player_id])),
    [`GET /rostered_players/getRosteredPlayersByLeagueMemberId/${BOB_MEMBER.id}`]: ok([
      WHITE,
      BOB_QB,
      BOB_LOCKED,
    ]),
    [`GET /rostered_players/getRosteredPlayersByLeagueMemberId/${CASEY_MEMBER.id}`]: ok([
      WHITE,
      BOB_QB,
      BOB_LOCKED,
    ]),
    'GET /nfl_schedules/getGameSchedules/2025/9': ok([
      gameOf('BUF', 'in_progress'),
      gameOf('TB', 'scheduled'),
    ]),
  });
});

/** Where the page has sent the member: the address's path and search. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderPage(path = '/trades') {
  return renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/trades"
          element={
            <>
              <TradeCenterPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const offerCard = async () => (await screen.findAllByTestId('trade-offer'))[0] as HTMLElement;
const address = () => screen.getByTestId('address').textContent;

describe('Trades: the offers', () => {
  it('lists an offer to answer with both sides, its expiry and only the buttons the server allows', async () => {
    renderPage();
    const card = await offerCard();
    expect(screen.getByRole('heading', { name: 'Offers to answer' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Team Bob ⇄ Alice in Endzoneland',
    );
    expect(card).toHaveTextContent('Team Bob sendsRWRachaad WhiteRBTB');
    expect(card).toHaveTextContent('You sendBTBrian Thomas Jr.WRJAX');
    expect(card).toHaveTextContent('Answer by Nov 3, 2025 1:00 PM ET.');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Counter', 'Decline']);
    expect(screen.getByText(/League vote: 4 vetoes within 48 h stop a trade/)).toBeInTheDocument();
  });

  it('groups reviews and the league’s votes, and says how a closed trade ended', async () => {
    api.set({
      [TRADES]: tradesAnswer(
        [
          offer({
            id: 4,
            status: 'in_review',
            proposer_member_id: 104,
            recipient_member_id: 105,
            proposer_team_name: 'Moscow Mules',
            recipient_team_name: 'Frank the Tank',
            review_mode: 'league_vote',
            review_ends_at: '2025-11-04T18:00:00.000Z',
            veto_votes: 1,
            veto_votes_needed: 4,
            actions: { ...NO_ACTIONS, veto: true },
          }),
        ],
        [
          offer({
            id: 9,
            status: 'failed',
            actions: NO_ACTIONS,
            decided_at: '2025-11-02T19:00:00.000Z',
            reason:
              "Rachaad White is no longer on Team Bob's roster: the trade has changed since it was offered.",
          }),
        ],
      ),
    });
    renderPage();
    const review = await offerCard();
    expect(screen.getByRole('heading', { name: 'Trades to review' })).toBeInTheDocument();
    expect(review).toHaveTextContent(
      'League vote until Nov 4, 2025 1:00 PM ET: 1 of 4 vetoes. It completes then unless vetoed.',
    );
    expect(within(review).getByRole('button', { name: 'Vote to veto' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Failed');
    expect(history).toHaveTextContent(
      "Rachaad White is no longer on Team Bob's roster: the trade has changed since it was offered.",
    );
    expect(within(history).queryByRole('button')).toBeNull();
  });

  it('leads a vampire with a right to the bite screen', async () => {
    api.set({
      [COUNT]: ok({ count: 1, offers_to_answer: 0, trades_to_review: 0, bite_rights: 1 }),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'choose your bite' })).toHaveAttribute(
      'href',
      '/bite',
    );
  });
});

/** The navigation's Trades badge as the shell mounts it: its query of what waits for the member. */
function BadgeStandIn() {
  useQuery({ queryKey: queryKeys.pendingCount(7), queryFn: () => getPendingTradeCount(7) });
  return null;
}

describe('Trades: one read of what waits for the member', () => {
  it('shares the badge’s read of the count instead of asking a second time', async () => {
    api.set({
      [COUNT]: ok({ count: 1, offers_to_answer: 0, trades_to_review: 0, bite_rights: 1 }),
    });
    renderWithSession(
      <MemoryRouter initialEntries={['/trades']}>
        <BadgeStandIn />
        <TradeCenterPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'choose your bite' })).toBeInTheDocument();
    expect(api.callsTo(COUNT)).toHaveLength(1);
  });
});

describe('Trades: answers', () => {
  it('accepts after saying what follows, then says so, reads the trades again and tells the badge', async () => {
    api.set({ [ACCEPT]: ok(offer({ status: 'in_review', actions: NO_ACTIONS })) });
    const { queryClient } = renderPage();
    // The navigation's count of what waits for the member, as the shell holds it.
    queryClient.setQueryData(queryKeys.pendingCount(7), { count: 1 });
    fireEvent.click(within(await offerCard()).getByRole('button', { name: 'Accept' }));
    const sheet = await screen.findByRole('dialog', { name: 'Accept Trade' });
    expect(sheet).toHaveTextContent(
      'It goes to a league vote: 4 vetoes within 48 hours stop it, else it completes.',
    );
    const confirm = within(sheet).getByRole('button', { name: 'Accept Trade' });
    await waitFor(() => expect(confirm).toBeEnabled());
    const countReads = api.callsTo(COUNT).length;
    fireEvent.click(confirm);
    expect(await screen.findByText('Trade accepted: it is now under review.')).toBeInTheDocument();
    expect(api.bodiesSentTo(ACCEPT)).toEqual([{ drop_player_ids: [] }]);
    // The badge's count (the shell's query) is read again, and so are the trades.
    await waitFor(() => expect(api.callsTo(COUNT).length).toBeGreaterThan(countReads));
    expect(queryClient.getQueryData(queryKeys.pendingCount(7))).not.toEqual({ count: 1 });
    await waitFor(() => expect(api.callsTo(TRADES)).toHaveLength(4));
  });

  it('asks for a drop when the trade would overfill the roster, and sends it', async () => {
    api.set({
      [TRADES]: tradesAnswer([
        offer({
          players: [
            ...offer().players,
            {
              player_id: 480,
              player_name: 'Baker Mayfield',
              position: 'QB',
              team: 'TB',
              league_member_id: BOB_MEMBER.id,
              action: 'send',
            },
          ],
        }),
      ]),
      [MY_TEAM]: ok(aliceTeam([THOMAS, ALICE_LOCKED, ...ALICE_BENCH])),
      [ACCEPT]: ok(offer({ status: 'executed', actions: NO_ACTIONS })),
    });
    renderPage();
    fireEvent.click(within(await offerCard()).getByRole('button', { name: 'Accept' }));
    const sheet = await screen.findByRole('dialog', { name: 'Accept Trade' });
    expect(
      await within(sheet).findByText(
        'Your roster would be over its 13 players after this trade: choose players to drop.',
      ),
    ).toBeInTheDocument();
    const confirm = within(sheet).getByRole('button', { name: 'Accept Trade' });
    expect(confirm).toBeDisabled();
    const drops = within(sheet).getByRole('group', { name: 'Players to drop' });
    // The player alice sends is not hers to drop.
    expect(within(drops).queryByRole('checkbox', { name: /^BTBrian Thomas/ })).toBeNull();
    fireEvent.click(within(drops).getByRole('checkbox', { name: /Bench Player 3/ }));
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(await screen.findByText('Trade accepted and completed.')).toBeInTheDocument();
    expect(api.bodiesSentTo(ACCEPT)).toEqual([{ drop_player_ids: [102] }]);
  });

  it("shows the server's refusal in the sheet and keeps it open", async () => {
    api.set({ 'POST /trades/decline/1': fail(409, 'This trade offer has expired.') });
    renderPage();
    fireEvent.click(within(await offerCard()).getByRole('button', { name: 'Decline' }));
    const sheet = await screen.findByRole('dialog', { name: 'Decline Trade' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Decline Trade' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'This trade offer has expired.',
    );
  });
});

describe('Trades: offers of the member', () => {
  it("proposes to a team from its roster: locked players can't be picked, and the offer goes out", async () => {
    api.set({
      'POST /trades/propose': ok(
        offer({ proposer_member_id: ALICE_MEMBER.id, recipient_member_id: BOB_MEMBER.id }),
      ),
    });
    renderPage(`/trades?with=${BOB_MEMBER.id}`);
    const theirs = await screen.findByRole('group', { name: 'You receive from Team Bob' });
    const mine = screen.getByRole('group', { name: 'You send' });
    expect(within(theirs).getByRole('checkbox', { name: /James Cook/ })).toBeDisabled();
    expect(within(mine).getByRole('checkbox', { name: /Josh Allen/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Offer' })).toBeDisabled();
    fireEvent.click(within(mine).getByRole('checkbox', { name: /Brian Thomas Jr\./ }));
    fireEvent.click(within(theirs).getByRole('checkbox', { name: /Rachaad White/ }));
    expect(screen.getByText('You send 1 · You receive 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByText('Offer sent to Alice in Endzoneland.')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /trades/propose')).toEqual([
      {
        league_id: 7,
        league_member_id: ALICE_MEMBER.id,
        to_league_member_id: BOB_MEMBER.id,
        send_player_ids: [665],
        receive_player_ids: [363],
        drop_player_ids: [],
      },
    ]);
    expect(address()).toBe('/trades');
    // The other team's locks come from its NFL teams' games this week.
    expect(api.callsTo('GET /nfl_schedules/getGameSchedules/2025/9')).not.toHaveLength(0);
  });

  it('chooses the team from the trade centre, and a one-sided offer is allowed', async () => {
    renderPage();
    await offerCard();
    fireEvent.change(screen.getByLabelText('Trade with'), {
      target: { value: String(CASEY_MEMBER.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Propose a Trade' }));
    expect(address()).toBe(`/trades?with=${CASEY_MEMBER.id}`);
    const theirs = await screen.findByRole('group', {
      name: "You receive from Casey's Commissioners",
    });
    fireEvent.click(within(theirs).getByRole('checkbox', { name: /Baker Mayfield/ }));
    expect(screen.getByRole('button', { name: 'Send Offer' })).toBeEnabled();
  });

  it('counters with the offer turned round, and says why the server refused', async () => {
    api.set({ 'POST /trades/counter/1': fail(400, 'A trade needs at least one player.') });
    renderPage();
    fireEvent.click(within(await offerCard()).getByRole('button', { name: 'Counter' }));
    expect(address()).toBe('/trades?counter=1');
    expect(
      await screen.findByText('Your answer to Team Bob: change what each side sends.'),
    ).toBeInTheDocument();
    const mine = await screen.findByRole('group', { name: 'You send' });
    expect(within(mine).getByRole('checkbox', { name: /Brian Thomas Jr\./ })).toBeChecked();
    const theirs = screen.getByRole('group', { name: 'You receive from Team Bob' });
    expect(within(theirs).getByRole('checkbox', { name: /Rachaad White/ })).toBeChecked();
    fireEvent.click(within(theirs).getByRole('checkbox', { name: /Baker Mayfield/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Counter-Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A trade needs at least one player.',
    );
    expect(api.bodiesSentTo('POST /trades/counter/1')).toEqual([
      { send_player_ids: [665], receive_player_ids: [363, 480], drop_player_ids: [] },
    ]);
  });
});
