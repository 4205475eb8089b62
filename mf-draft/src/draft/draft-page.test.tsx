import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DraftRoom, type LeagueMember } from '@fangtasy/shared';
import {
  ALICE,
  fakeApiPerTest,
  forgetWindowWidth,
  member,
  ok,
  renderWithSession,
  windowOfWidth,
} from '@fangtasy/shared/testing';
import { MemoryRouter } from '@fangtasy/shared/router';
import Draft from '../exposed/draft';
import {
  aliceOnClock,
  available,
  AVAILABLE,
  QUEUE,
  REGULAR_RULES,
  room,
  openRoomReplies,
  ROUTES,
  storeMembership,
} from './draft-fixtures';

const api = fakeApiPerTest();
const SERVER_NOW = Date.parse(room().server_now);

/** The room as it stands before a change was sent to `route`, and after. */
const changedBy = (route: string, before: DraftRoom, after: DraftRoom) => () =>
  ok(api.callsTo(route).length === 0 ? before : after);

beforeEach(() => {
  api.set(openRoomReplies());
});

afterEach(() => {
  vi.useRealTimers();
  forgetWindowWidth();
});

/** Opens the room as alice (or the given member), inside the remote's own scope. */
async function openRoom(membership?: LeagueMember) {
  storeMembership(membership);
  const view = renderWithSession(
    <MemoryRouter>
      <Draft />
    </MemoryRouter>,
  );
  await screen.findByRole('table', { name: 'Available players' });
  return view;
}

const draftButton = (name: string) => screen.getByRole('button', { name: `Draft ${name}` });

describe('Draft Room: whose turn it is', () => {
  it('not my turn: every Draft button is shut, and the clock names who is on it and who is next', async () => {
    await openRoom();
    expect(screen.getByRole('heading', { level: 1, name: 'Draft Room' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mf-draft"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Practise: mock draft' })).toHaveAttribute(
      'href',
      '/draft/mock',
    );
    for (const player of AVAILABLE) expect(draftButton(player.player_name)).toBeDisabled();
    const clock = screen.getByRole('region', { name: 'Pick clock' });
    expect(clock).toHaveTextContent('Pick 2.01 (5 overall)');
    expect(clock).toHaveTextContent('On the clock: Carmen Comets');
    expect(clock).toHaveTextContent('Next: Bob Bruisers');
    expect(screen.queryByText('You are on the clock: draft a player.')).toBeNull();
  });

  it('my turn: Draft is open, and drafting sends the pick on the clock with the player', async () => {
    api.set({
      [ROUTES.room]: ok(aliceOnClock()),
      [ROUTES.pick]: ok(aliceOnClock()),
    });
    await openRoom();
    expect(screen.getByText('You are on the clock: draft a player.')).toBeInTheDocument();
    expect(draftButton('Jared Goff')).toBeEnabled();
    fireEvent.click(draftButton('Jared Goff'));
    await waitFor(() =>
      expect(api.bodiesSentTo(ROUTES.pick)).toEqual([{ overall: 7, player_id: 203 }]),
    );
  });
});

describe('Draft Room: available players', () => {
  it('a player the room has seen drafted is gone at once, before the list is read again', async () => {
    // The list as read a moment before Josh Allen (pick 1, player 9001) was taken.
    api.set({ [ROUTES.available]: ok([available(9001, 1, 'Josh Allen', 'QB'), ...AVAILABLE]) });
    await openRoom();
    expect(screen.queryByRole('button', { name: 'Draft Josh Allen' })).toBeNull();
    expect(draftButton('Jahmyr Gibbs')).toBeInTheDocument();
  });

  it('shows 25 players at first and 25 more at each "Show more players"', async () => {
    const thirty = Array.from({ length: 30 }, (_, index) =>
      available(500 + index, index + 1, `Player ${index + 1}`, 'WR'),
    );
    api.set({ [ROUTES.available]: ok(thirty) });
    await openRoom();
    const rows = () =>
      within(screen.getByRole('table', { name: 'Available players' })).getAllByRole('row');
    expect(rows()).toHaveLength(1 + 25);
    expect(screen.queryByRole('button', { name: 'Draft Player 26' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more players' }));
    expect(rows()).toHaveLength(1 + 30);
    expect(draftButton('Player 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more players' })).toBeNull();
  });
});

describe('Draft Room: the clock', () => {
  it('shows the time left and counts it down from the server’s deadline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Each read every 2 s answers the server's clock as it has moved on since the first.
    const firstRead = Date.now();
    api.set({
      [ROUTES.room]: () =>
        ok(room({ server_now: new Date(SERVER_NOW + Date.now() - firstRead).toISOString() })),
    });
    await openRoom();
    const timer = screen.getByRole('timer', { name: 'Time left to pick' });
    // 75 s between the server's clock and the deadline; a little of it gone while the page drew.
    expect(['1:15', '1:14']).toContain(timer.textContent);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(['1:05', '1:04', '1:03']).toContain(timer.textContent);
  });

  it('counts down on its own between reads (a read slow to answer)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The first read answers; the next ones never do, so only the page's own count moves it.
    api.set({
      [ROUTES.room]: () =>
        api.callsTo(ROUTES.room).length === 1 ? ok(room()) : new Promise<never>(() => {}),
    });
    await openRoom();
    const timer = screen.getByRole('timer', { name: 'Time left to pick' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(['0:45', '0:44', '0:43']).toContain(timer.textContent);
  });

  it('paused: the time left stands still and the clock says Paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const paused = room({ status: 'paused' });
    paused.on_clock = { ...paused.on_clock!, deadline: null, remaining_ms: 42_000 };
    api.set({ [ROUTES.room]: ok(paused) });
    await openRoom();
    const clock = screen.getByRole('region', { name: 'Pick clock' });
    expect(clock).toHaveTextContent('Paused');
    expect(within(clock).getByRole('timer')).toHaveTextContent('0:42');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(within(clock).getByRole('timer')).toHaveTextContent('0:42');
  });
});

describe('Draft Room: my queue', () => {
  it('moving a player up saves the whole queue in its new order', async () => {
    api.set({ [ROUTES.setQueue]: (call) => ok({ ...QUEUE, players: reordered(call.body) }) });
    await openRoom();
    const queue = await screen.findByRole('list', { name: 'My queue' });
    fireEvent.click(within(queue).getByRole('button', { name: 'Move Jared Goff up' }));
    await waitFor(() =>
      expect(api.bodiesSentTo(ROUTES.setQueue)).toEqual([{ player_ids: [201, 203, 202] }]),
    );
    await waitFor(() =>
      expect(
        within(queue)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('Jahmyr Gibbs'),
        expect.stringContaining('Jared Goff'),
        expect.stringContaining('Amon-Ra St. Brown'),
      ]),
    );
  });

  it('removing a player saves the queue without him', async () => {
    api.set({ [ROUTES.setQueue]: (call) => ok({ ...QUEUE, players: reordered(call.body) }) });
    await openRoom();
    const queue = await screen.findByRole('list', { name: 'My queue' });
    fireEvent.click(
      within(queue).getByRole('button', { name: 'Remove Amon-Ra St. Brown from my queue' }),
    );
    await waitFor(() =>
      expect(api.bodiesSentTo(ROUTES.setQueue)).toEqual([{ player_ids: [201, 203] }]),
    );
  });
});

describe('Draft Room: autopick', () => {
  it('the member switches his own team to autopick', async () => {
    const autopicked = room({
      order: room().order.map((team) =>
        team.league_member_id === 102 ? { ...team, autopick: true } : team,
      ),
    });
    api.set({
      [ROUTES.room]: changedBy(ROUTES.autopick, room(), autopicked),
      [ROUTES.autopick]: ok(autopicked),
    });
    await openRoom();
    const autopick = screen.getByRole('checkbox', { name: 'Autopick my team' });
    expect(autopick).not.toBeChecked();
    fireEvent.click(autopick);
    await waitFor(() => expect(api.bodiesSentTo(ROUTES.autopick)).toEqual([{ autopick: true }]));
    await waitFor(() => expect(autopick).toBeChecked());
  });
});

/** The queue as the server saves it from a setQueue body. */
function reordered(body: unknown) {
  const ids = (body as { player_ids: number[] }).player_ids;
  return ids.map((id) => QUEUE.players.find((player) => player.player_id === id)!);
}

describe("Draft Room: the commissioner's controls", () => {
  const COMMISH = member({ id: 101, user_id: ALICE.id, username: 'alice', role: 'commish' });

  it('a member sees none of them', async () => {
    await openRoom();
    expect(screen.queryByRole('region', { name: 'Commissioner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo last pick' })).toBeNull();
  });

  it('the commissioner pauses, takes back the last pick, and picks for the team on the clock', async () => {
    const paused = room({ status: 'paused' });
    api.set({
      [ROUTES.room]: changedBy(ROUTES.pause, room(), paused),
      [ROUTES.pause]: ok(paused),
      [ROUTES.pick]: ok(room()),
    });
    await openRoom(COMMISH);
    const controls = screen.getByRole('region', { name: 'Commissioner' });
    expect(within(controls).getByRole('button', { name: 'Undo last pick' })).toBeEnabled();

    fireEvent.click(within(controls).getByRole('button', { name: 'Pick for Carmen Comets' }));
    const pickFor = screen.getByRole('button', { name: 'Pick Jahmyr Gibbs for Carmen Comets' });
    expect(pickFor).toBeEnabled();
    fireEvent.click(pickFor);
    await waitFor(() =>
      expect(api.bodiesSentTo(ROUTES.pick)).toEqual([{ overall: 5, player_id: 201 }]),
    );

    fireEvent.click(within(controls).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.callsTo(ROUTES.pause)).toHaveLength(1));
    expect(await within(controls).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('before the draft the commissioner starts it', async () => {
    const before = room({ status: 'not_started', picks: [], on_clock: null, order: [] });
    api.set({
      [ROUTES.room]: changedBy(ROUTES.start, before, room()),
      [ROUTES.start]: ok(room()),
    });
    await openRoom(COMMISH);
    fireEvent.click(screen.getByRole('button', { name: 'Start draft' }));
    await waitFor(() => expect(api.callsTo(ROUTES.start)).toHaveLength(1));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  });
});

describe('Draft Room: team needs', () => {
  it("each team's starting slots still empty under its rule set, a vampire's under the vampires'", async () => {
    const vampire = { ...room().order[3]!, roster_type_id: 2 as const };
    api.set({
      [ROUTES.room]: ok(room({ order: [...room().order.slice(0, 3), vampire] })),
      // The vampires start one WR and a WR/TE in place of the second WR.
      [ROUTES.vampireRules]: ok({
        ...REGULAR_RULES,
        roster_type_id: 2,
        wide_receiver_count: 1,
        wide_receiver_tight_end_count: 1,
      }),
    });
    await openRoom();
    const needs = screen.getByRole('region', { name: 'Team needs' });
    await waitFor(() => expect(needs).not.toHaveTextContent('…'));
    const rows = Array.from(needs.querySelectorAll('dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Casey Crushers', '2 RB, 2 WR, TE, FLEX'],
      ['Alice Anchors', 'QB, RB, 2 WR, TE, FLEX'],
      ['Bob Bruisers', 'QB, 2 RB, WR, TE, FLEX'],
      // Carmen's tight end fills the TE slot; the vampire layout has a WR/TE still open.
      ['Carmen Comets', 'QB, 2 RB, WR, WR/TE, FLEX'],
    ]);
  });
});

describe('Draft Room: the board', () => {
  it('on a desktop: a grid of rounds × teams in the drawn order', async () => {
    windowOfWidth(1280);
    await openRoom();
    const board = screen.getByRole('table', { name: 'Draft board' });
    const heads = within(board)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual([
      'Round',
      'Casey Crushers',
      'Alice Anchors',
      'Bob Bruisers',
      'Carmen Comets',
    ]);
    expect(within(board).getAllByRole('row')).toHaveLength(1 + 3);
  });

  it('on a phone (390 px): a list by round, each round in its order of picks', async () => {
    windowOfWidth(390);
    await openRoom();
    expect(screen.queryByRole('table', { name: 'Draft board' })).toBeNull();
    const board = screen.getByRole('group', { name: 'Draft board' });
    const rounds = within(board).getAllByRole('region');
    expect(rounds.map((round) => within(round).getByRole('heading').textContent)).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
    ]);
    // Round 2 of a snake runs back: Carmen (on the clock), Bob, Alice, Casey.
    const second = within(rounds[1]!).getAllByRole('listitem');
    expect(second.map((item) => item.textContent)).toEqual([
      '2.01Carmen CometsOn the clock',
      '2.02Bob Bruisers—',
      '2.03Alice Anchors—',
      '2.04Casey Crushers—',
    ]);
    expect(second[0]).toHaveAttribute('aria-current', 'step');
  });
});
