import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTeamPlayer } from '@fangtasy/shared';
import {
  biteRight,
  fail,
  fakeApiPerTest,
  inTurn,
  noResponse,
  ok,
  renderWithSession,
} from '@fangtasy/shared/testing';
import { MemoryRouter } from '@fangtasy/shared/router';
import { MyTeamPage } from './my-team-page';
import {
  ALICE_MEMBER,
  myTeam,
  PLAYERS,
  REGULAR_RULES,
  vampireTeam,
  withChanges,
} from './my-team-fixtures';

const MY_TEAM = 'GET /rostered_players/myTeam/7';
const BITES = 'GET /bites/getBiteRightsByLeagueId/7';
const MOVE = 'POST /rostered_players/move';
const BENCH_CALL = 'POST /rostered_players/bench';
const DROP = 'POST /rostered_players/drop';
const BEST = 'POST /rostered_players/bestLineup/7';
const api = fakeApiPerTest();

/** What a move, bench or drop answers: the roster as it now stands (the page words its own message). */
const rosterAfter = (players: MyTeamPlayer[]) => players;

beforeEach(() => api.set({ [MY_TEAM]: ok(myTeam()), [BITES]: ok([]) }));
afterEach(() => vi.useRealTimers());

const table = () => screen.findByRole('table', { name: 'My Team roster' });
/** The table's rows as [slot, player name or 'Empty']. */
const slotRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('[data-testid="player-card"] span span')?.textContent ??
        row.querySelector('td')?.textContent,
    ]);
const rowOf = (slot: string) => document.querySelector(`tr[data-slot="${slot}"]`) as HTMLElement;
const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const highlighted = () =>
  Array.from(document.querySelectorAll('tr[data-valid-target="true"]'), (row) =>
    row.getAttribute('data-slot'),
  );

async function renderPage() {
  renderWithSession(<MyTeamPage />);
  await screen.findByText('Patrick Mahomes');
}

describe('My Team: loading', () => {
  it("shows 'Loading...', then the slots in layout order from one request", async () => {
    renderWithSession(<MyTeamPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await slotRows()).toEqual([
      ['QB1', 'Patrick Mahomes'],
      ['RB1', 'Bijan Robinson'],
      ['RB2', 'Empty'],
      ['WR1', 'Puka Nacua'],
      ['WR2', 'Jaylen Waddle'],
      ['TE1', 'Empty'],
      ['FLEX1', "De'Von Achane"],
      // The bench in its one order: by position (QB, RB, WR, TE), then name.
      ['BENCH1', 'Bo Nix'],
      ['BENCH2', 'Josh Jacobs'],
      ['BENCH3', 'Sam LaPorta'],
      ['BENCH4', 'Empty'],
      ['BENCH5', 'Empty'],
      ['BENCH6', 'Empty'],
      ['IR1', 'Empty'],
      ['IR2', 'Empty'],
    ]);
    // The page's two reads, none per player.
    expect(new Set(api.calls.map((call) => `${call.method} ${call.url}`))).toEqual(
      new Set([MY_TEAM, BITES]),
    );
    expect(api.callsTo(MY_TEAM)).toHaveLength(1);
  });

  it("shows each card's position, team, opponent and kickoff, or 'Bye'", async () => {
    await renderPage();
    const bijan = within(card('Bijan Robinson'));
    // His slot's badge (RB1) already names his position; on the bench the row says it.
    expect(bijan.getByTestId('player-team')).toHaveTextContent(/^ATL vs BUF$/);
    expect(within(card('Josh Jacobs')).getByTestId('player-team')).toHaveTextContent(
      /^RB · GB vs BUF$/,
    );
    expect(bijan.getByTestId('team-badge')).toHaveTextContent('ATL');
    expect(bijan.getByTestId('player-avatar')).toHaveTextContent('BR');
    expect(bijan.getByTestId('player-game')).toHaveTextContent('Sun 4:25 PM ET');
    // His game is still to come: the kickoff says it all.
    expect(bijan.queryByTestId('player-game-status')).not.toBeInTheDocument();
    expect(within(card('Bo Nix')).getByTestId('player-game')).toHaveTextContent(/^Bye$/);
  });

  it('shows his points this week, last week and per game, a dash where there are none', async () => {
    api.set({
      [MY_TEAM]: ok(
        myTeam({
          players: withChanges({
            [PLAYERS.bijan.id]: {
              week_points: 7.5,
              last_week_points: 21.3,
              points_per_game: 18.456,
            },
            [PLAYERS.puka.id]: { game: { ...PLAYERS.puka.game!, opponent: 'KC', is_home: false } },
          }),
        }),
      ),
    });
    await renderPage();
    const bijan = within(card('Bijan Robinson'));
    expect(bijan.getByTestId('week-points')).toHaveTextContent('This week 7.50');
    expect(bijan.getByTestId('last-week-points')).toHaveTextContent(/^LW 21\.30$/);
    expect(bijan.getByTestId('points-per-game')).toHaveTextContent(/^Avg 18\.46$/);
    const nix = within(card('Bo Nix'));
    expect(nix.getByTestId('week-points')).toHaveTextContent('This week –');
    expect(nix.getByTestId('last-week-points')).toHaveTextContent(/^LW –$/);
    expect(within(card('Puka Nacua')).getByTestId('player-team')).toHaveTextContent(/^LA @ KC$/);
  });

  it('shows the quarter and clock of a game under way, and a final game with its score', async () => {
    api.set({
      [MY_TEAM]: ok(
        myTeam({
          players: withChanges({
            [PLAYERS.jacobs.id]: {
              game: { ...PLAYERS.mahomes.game!, team: 'GB', state: 'final', period: null },
            },
            [PLAYERS.nix.id]: {
              game: { ...PLAYERS.mahomes.game!, team: 'DEN', period: 5, game_clock: '02:10' },
            },
          }),
        }),
      ),
    });
    await renderPage();
    expect(within(card('Patrick Mahomes')).getByTestId('player-game-status')).toHaveTextContent(
      /^Q3 7:42$/,
    );
    expect(within(card('Josh Jacobs')).getByTestId('player-game-status')).toHaveTextContent(
      /^Final 14–10$/,
    );
    expect(within(card('Bo Nix')).getByTestId('player-game-status')).toHaveTextContent(/^OT 2:10$/);
  });

  it("shows the player's photo, and his initials when it does not load", async () => {
    const photo = 'https://static.www.nfl.com/image/upload/f_auto,q_auto/league/bijan';
    api.set({
      [MY_TEAM]: ok(
        myTeam({ players: withChanges({ [PLAYERS.bijan.id]: { headshot_url: photo } }) }),
      ),
    });
    await renderPage();
    const avatar = within(card('Bijan Robinson')).getByTestId('player-avatar');
    const image = avatar.querySelector('img')!;
    expect(image).toHaveAttribute('src', photo);
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('BR');
    // The card's name still starts with the player's: the avatar is not read out.
    expect(card('Bijan Robinson')).toBeInTheDocument();
  });

  it("lays out a vampire's roster with the vampire rules and says so in the banner", async () => {
    api.set({
      [MY_TEAM]: ok(vampireTeam({ bench_count: 5 })),
    });
    await renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vampire league member detected. Special roster rules may apply.',
    );
    const slots = (await slotRows()).map(([slot]) => slot);
    expect(slots.slice(0, 7)).toEqual(['QB1', 'RB1', 'WR1', 'WR2', 'WR3', 'TE1', 'WRT1']);
    expect(slots.filter((slot) => slot?.startsWith('BENCH'))).toHaveLength(5);
    // The FLEX player has no FLEX slot under these rules: he waits on the bench, in the bench's
    // order (QB Nix, then the RBs by name).
    expect(rowOf('BENCH2')).toHaveTextContent("De'Von Achane");
  });

  it('shows no vampire message to a regular member', async () => {
    await renderPage();
    expect(screen.queryByText(/Vampire league member detected/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'a non-member',
      () => fail(403, 'User is not a member of this league.'),
      'User is not a member of this league.',
    ],
    ['a league that is gone', () => fail(404, 'League not found.'), 'Invalid user or league data.'],
    ['a server failure', () => fail(500, 'boom'), 'Failed to load roster data.'],
    ['no answer', () => noResponse(), 'Failed to load roster data.'],
  ])('tells %s apart on load', async (_case, error, text) => {
    api.set({ [MY_TEAM]: error() });
    renderWithSession(<MyTeamPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No roster rules found for league.' when the member's rule set is missing", async () => {
    api.set({ [MY_TEAM]: ok(myTeam({ roster_rules: null })) });
    renderWithSession(<MyTeamPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No roster rules found for league.');
  });

  it("says 'No roster data available.' when the rules give no slots and nobody is rostered", async () => {
    const none = Object.fromEntries(
      Object.entries(REGULAR_RULES).map(([key, value]) =>
        key.endsWith('_count') ? [key, 0] : [key, value],
      ),
    ) as typeof REGULAR_RULES;
    api.set({ [MY_TEAM]: ok(myTeam({ roster_rules: none, players: [] })) });
    renderWithSession(<MyTeamPage />);
    expect(await screen.findByText('No roster data available.')).toBeInTheDocument();
  });

  it("asks for nothing without a user or league: 'Invalid user or league data.'", () => {
    localStorage.clear();
    renderWithSession(<MyTeamPage />, { league: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user or league data.');
    expect(api.callsTo(MY_TEAM)).toEqual([]);
  });
});

describe('My Team: selecting and moving', () => {
  it('selects a player and highlights only the empty slots he may take', async () => {
    await renderPage();
    fireEvent.click(card('Josh Jacobs'));
    expect(card('Josh Jacobs')).toHaveAttribute('aria-pressed', 'true');
    const empty = highlighted().filter(
      (slot) => rowOf(slot!).querySelector('td')?.textContent === 'Empty',
    );
    expect(empty).toEqual(['RB2', 'BENCH4', 'BENCH5', 'BENCH6']);
    // An occupant he may displace is a target too; the locked QB's slot never is.
    expect(highlighted()).toEqual(expect.arrayContaining(['RB1', 'FLEX1']));
    expect(within(rowOf('TE1')).getByRole('button')).not.toHaveAttribute('data-target');

    fireEvent.click(card('Sam LaPorta'));
    expect(card('Sam LaPorta')).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets an injured player take IR, and nobody healthy', async () => {
    await renderPage();
    fireEvent.click(card('Sam LaPorta'));
    expect(highlighted()).toEqual(expect.arrayContaining(['TE1', 'IR1', 'IR2']));
    fireEvent.keyDown(card('Sam LaPorta'), { key: 'Escape' });
    expect(card('Sam LaPorta')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(card('Bijan Robinson'));
    expect(highlighted().some((slot) => slot?.startsWith('IR'))).toBe(false);
  });

  it('moves a player into an empty slot and shows the roster the server answers', async () => {
    api.set({ [MOVE]: ok(rosterAfter(withChanges({ 6: { roster_position: 'RB2' } }))) });
    await renderPage();
    fireEvent.click(card('Josh Jacobs'));
    fireEvent.click(
      within(rowOf('RB2')).getByRole('button', { name: 'Move Josh Jacobs to RB2: Empty' }),
    );
    expect(await screen.findByText('Player moved successfully.')).toBeInTheDocument();
    expect(api.bodiesSentTo(MOVE).at(-1)).toEqual({
      league_member_id: 101,
      rostered_player_id: PLAYERS.jacobs.id,
      target_slot: 'RB2',
    });
    expect(rowOf('RB2')).toHaveTextContent('Josh Jacobs');
    expect(highlighted()).toEqual([]);
    // The answer carried the roster: no second read.
    expect(api.callsTo(MY_TEAM)).toHaveLength(1);
  });

  it('swaps two starters by moving one onto the other', async () => {
    api.set({
      [MOVE]: ok(
        rosterAfter(
          withChanges({ 5: { roster_position: 'RB1' }, 2: { roster_position: 'FLEX1' } }),
        ),
      ),
    });
    await renderPage();
    fireEvent.click(card("De'Von Achane"));
    fireEvent.click(card('Bijan Robinson'));
    await screen.findByText('Player moved successfully.');
    expect(api.bodiesSentTo(MOVE).at(-1)).toEqual({
      league_member_id: 101,
      rostered_player_id: PLAYERS.achane.id,
      target_slot: 'RB1',
    });
    expect(rowOf('RB1')).toHaveTextContent("De'Von Achane");
    expect(rowOf('FLEX1')).toHaveTextContent('Bijan Robinson');
  });

  it('swaps a starter with a bench player who may take his slot', async () => {
    api.set({ [MOVE]: ok(rosterAfter(withChanges({}))) });
    await renderPage();
    fireEvent.click(card('Bijan Robinson'));
    fireEvent.click(card('Josh Jacobs'));
    await screen.findByText('Player moved successfully.');
    expect(api.bodiesSentTo(MOVE).at(-1)).toEqual({
      league_member_id: 101,
      rostered_player_id: PLAYERS.jacobs.id,
      target_slot: 'RB1',
    });
  });

  it("benches the starter instead when the bench player can't take his slot", async () => {
    api.set({ [MOVE]: ok(rosterAfter(withChanges({}))) });
    await renderPage();
    fireEvent.click(card('Jaylen Waddle'));
    fireEvent.click(card('Josh Jacobs'));
    await screen.findByText('Player moved successfully.');
    expect(api.bodiesSentTo(MOVE).at(-1)).toEqual({
      league_member_id: 101,
      rostered_player_id: PLAYERS.waddle.id,
      target_slot: 'BENCH',
    });
  });

  it("refuses an empty slot the player may not take: 'Invalid move for this player.'", async () => {
    await renderPage();
    fireEvent.click(card('Bo Nix'));
    fireEvent.click(
      within(rowOf('TE1')).getByRole('button', {
        name: 'TE1: Empty. Invalid move for this player.',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid move for this player.');
    expect(api.callsTo(MOVE)).toEqual([]);
    expect(card('Bo Nix')).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the server's refusal and reads the roster again once", async () => {
    api.set({ [MOVE]: fail(409, 'Player is locked: their game has started.') });
    api.set({
      [MY_TEAM]: inTurn(
        ok(myTeam()),
        ok(myTeam({ players: withChanges({ 6: { is_locked: true } }) })),
      ),
    });
    await renderPage();
    fireEvent.click(card('Josh Jacobs'));
    fireEvent.click(within(rowOf('RB2')).getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Player is locked: their game has started.',
    );
    await waitFor(() => expect(card('Josh Jacobs')).toHaveAttribute('data-locked', 'true'));
    expect(api.callsTo(MY_TEAM)).toHaveLength(2);
  });

  it("falls back to 'Failed to move player.' when the server gives no reason", async () => {
    api.set({ [MOVE]: noResponse() });
    await renderPage();
    fireEvent.click(card('Josh Jacobs'));
    fireEvent.click(within(rowOf('RB2')).getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to move player.');
  });

  it('works from the keyboard: cards and targets are buttons, Escape lets go', async () => {
    const user = userEvent.setup();
    api.set({ [MOVE]: ok(rosterAfter(withChanges({ 6: { roster_position: 'RB2' } }))) });
    await renderPage();
    card('Josh Jacobs').focus();
    await user.keyboard('{Enter}');
    expect(card('Josh Jacobs')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(card('Josh Jacobs')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    within(rowOf('RB2')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Player moved successfully.')).toBeInTheDocument();
    // The empty slot's button is gone: focus follows the player to his new slot.
    await waitFor(() => expect(card('Josh Jacobs')).toHaveFocus());
    expect(rowOf('RB2')).toContainElement(card('Josh Jacobs'));
  });
});

describe('My Team: the lineup lock', () => {
  it('shows a locked player with his kickoff and never selects him', async () => {
    await renderPage();
    const mahomes = card('Patrick Mahomes');
    expect(within(mahomes).getByTestId('lock-note')).toHaveTextContent(
      'Locked · kicked off Sun 1:00 PM ET',
    );
    fireEvent.click(mahomes);
    expect(mahomes).toHaveAttribute('aria-pressed', 'false');
    expect(highlighted()).toEqual([]);
    // His information still opens, with bench and drop shut.
    const dialog = screen.getByRole('dialog', { name: 'Player Information' });
    expect(within(dialog).getByRole('button', { name: 'Move to Bench' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Drop Player' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Locked: his game kicked off Sun 1:00 PM ET.');
  });

  it("never offers the locked player's slot to another player", async () => {
    await renderPage();
    fireEvent.click(card('Bo Nix'));
    expect(highlighted()).not.toContain('QB1');
    fireEvent.click(card('Patrick Mahomes'));
    expect(api.callsTo(MOVE)).toEqual([]);
  });
});

describe('My Team: the Player Information modal', () => {
  const openInfo = async (name: string) => {
    await renderPage();
    fireEvent.click(card(name));
    fireEvent.click(card(name));
    return screen.getByRole('dialog', { name: 'Player Information' });
  };
  const footerButton = (dialog: HTMLElement, name: string) =>
    within(dialog).getAllByRole('button', { name }).at(-1)!;

  it("opens on a second click of the selected player with his game's day, date, time and place", async () => {
    const dialog = await openInfo('Bijan Robinson');
    const facts = Array.from(dialog.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Name', 'Bijan Robinson'],
      ['Position', 'RB'],
      ['Team', 'ATL'],
      ['Game day', 'Sunday'],
      ['Date', 'Nov 9, 2025'],
      ['Time', '4:25 PM ET'],
      ['Location', 'Late Field'],
    ]);
    fireEvent.click(footerButton(dialog, 'Close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Bijan Robinson')).toHaveAttribute('aria-pressed', 'false');
  });

  it("opens for a player clicked while another is selected who can't go there", async () => {
    await renderPage();
    fireEvent.click(card('Bo Nix'));
    fireEvent.click(card('Puka Nacua'));
    const dialog = screen.getByRole('dialog', { name: 'Player Information' });
    expect(dialog).toHaveTextContent('Puka Nacua');
    expect(api.callsTo(MOVE)).toEqual([]);
  });

  it('benches a player through the confirmation', async () => {
    api.set({ [BENCH_CALL]: ok(rosterAfter(withChanges({ 3: { roster_position: 'BENCH' } }))) });
    const info = await openInfo('Puka Nacua');
    fireEvent.click(within(info).getByRole('button', { name: 'Move to Bench' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Move to Bench' });
    expect(confirm).toHaveTextContent('Are you sure you want to move Puka Nacua to the bench?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Player moved to bench.')).toBeInTheDocument();
    expect(api.bodiesSentTo(BENCH_CALL).at(-1)).toEqual({ rostered_player_id: PLAYERS.puka.id });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('WR1')).toHaveTextContent('Empty');
    await waitFor(() => expect(card('Puka Nacua')).toHaveFocus());
  });

  it('drops a player through the confirmation, and Cancel drops nobody', async () => {
    api.set({
      [DROP]: ok(
        rosterAfter(Object.values(PLAYERS).filter((player) => player.id !== PLAYERS.puka.id)),
      ),
    });
    let info = await openInfo('Puka Nacua');
    fireEvent.click(within(info).getByRole('button', { name: 'Drop Player' }));
    let confirm = screen.getByRole('dialog', { name: 'Confirm Drop Player' });
    expect(confirm).toHaveTextContent('Are you sure you want to drop Puka Nacua?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(DROP)).toEqual([]);

    fireEvent.click(card('Puka Nacua'));
    fireEvent.click(card('Puka Nacua'));
    info = screen.getByRole('dialog', { name: 'Player Information' });
    fireEvent.click(within(info).getByRole('button', { name: 'Drop Player' }));
    confirm = screen.getByRole('dialog', { name: 'Confirm Drop Player' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Player dropped successfully.')).toBeInTheDocument();
    expect(api.bodiesSentTo(DROP).at(-1)).toEqual({ rostered_player_id: PLAYERS.puka.id });
    expect(screen.queryByText('Puka Nacua')).not.toBeInTheDocument();
    // His card has left the page: focus lands on the roster, not on the page's body.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'My Team roster' })).toHaveFocus(),
    );
  });

  it('closes on Escape, and says why a bench or a drop failed', async () => {
    api.set({ [BENCH_CALL]: noResponse() });
    api.set({ [DROP]: fail(500, '') });
    let info = await openInfo('Puka Nacua');
    fireEvent.keyDown(info, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(card('Puka Nacua'));
    fireEvent.click(card('Puka Nacua'));
    info = screen.getByRole('dialog', { name: 'Player Information' });
    fireEvent.click(within(info).getByRole('button', { name: 'Move to Bench' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to move player to bench.');

    fireEvent.click(card('Puka Nacua'));
    fireEvent.click(card('Puka Nacua'));
    fireEvent.click(screen.getByRole('button', { name: 'Drop Player' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to drop player.'),
    );
  });

  it('shuts Move to Bench for a player already on the bench', async () => {
    const dialog = await openInfo('Josh Jacobs');
    expect(within(dialog).getByRole('button', { name: 'Move to Bench' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Drop Player' })).toBeEnabled();
  });
});

describe('My Team: the message banner', () => {
  it('hides a message after 3 s, fading for the last 0.5 s', async () => {
    api.set({ [MOVE]: ok(rosterAfter(withChanges({}))) });
    await renderPage();
    vi.useFakeTimers();
    fireEvent.click(card('Josh Jacobs'));
    await act(async () => {
      fireEvent.click(within(rowOf('RB2')).getByRole('button'));
    });
    const message = screen.getByText('Player moved successfully.');
    act(() => vi.advanceTimersByTime(2999));
    expect(message).not.toHaveAttribute('data-fading');
    act(() => vi.advanceTimersByTime(1));
    expect(message).toHaveAttribute('data-fading', 'true');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('Player moved successfully.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Player moved successfully.')).not.toBeInTheDocument();
  });

  it('gives a newer message its own full 3 s', async () => {
    await renderPage();
    vi.useFakeTimers();
    fireEvent.click(card('Bo Nix'));
    fireEvent.click(within(rowOf('TE1')).getByRole('button'));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(card('Bo Nix'));
    fireEvent.click(within(rowOf('IR1')).getByRole('button'));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).not.toHaveAttribute('data-fading');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveAttribute('data-fading', 'true');
  });
});

describe('My Team: lineup help', () => {
  it('lists the lineup alerts above the lineup: a starter on bye, an injured starter, an empty slot', async () => {
    api.set({
      [MY_TEAM]: ok(
        myTeam({
          players: withChanges({
            [PLAYERS.bijan.id]: { game: null },
            [PLAYERS.puka.id]: { is_injured: 1, injury_status: 'Questionable' },
          }),
        }),
      ),
    });
    await renderPage();
    const alerts = screen.getByRole('list', { name: 'Lineup alerts' });
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'RB1 Bijan Robinson has no game this week.',
      'RB2 is empty.',
      'WR1 Puka Nacua is Questionable.',
      'TE1 is empty.',
    ]);
  });

  it('shows no alerts and no vampire label to a regular member with a sound lineup', async () => {
    const full = withChanges({
      [PLAYERS.jacobs.id]: { roster_position: 'RB2' },
      [PLAYERS.laporta.id]: { roster_position: 'TE1', is_injured: 0, injury_status: null },
    });
    api.set({ [MY_TEAM]: ok(myTeam({ players: full })) });
    await renderPage();
    expect(screen.queryByRole('list', { name: 'Lineup alerts' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('vampire-rules')).not.toBeInTheDocument();
  });

  it("labels a vampire's own rules against the regular ones, for good", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.set({
      [MY_TEAM]: ok(vampireTeam({ beginning_faab: 150 })),
    });
    await renderPage();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    // The banner has gone; the label stays.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('vampire-rules')).toHaveTextContent(
      'Vampire rules: 1 RB · 3 WR · 1 WR/TE · no FLEX · $150 FAAB',
    );
  });

  it('sets the best lineup in one call and says how many players moved', async () => {
    const after = withChanges({
      [PLAYERS.jacobs.id]: { roster_position: 'RB2' },
      [PLAYERS.achane.id]: { roster_position: 'BENCH' },
      [PLAYERS.nix.id]: { roster_position: 'FLEX1' },
    });
    api.set({ [BEST]: ok(myTeam({ players: after })) });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Best lineup' }));
    expect(await screen.findByText('Moved 3 players.')).toBeInTheDocument();
    expect(api.callsTo(BEST)).toHaveLength(1);
    expect(rowOf('RB2')).toHaveTextContent('Josh Jacobs');
    expect(api.callsTo(MOVE)).toEqual([]);
  });

  it('says so when the lineup is already the best, and shows a refusal', async () => {
    api.set({ [BEST]: ok(myTeam()) });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Best lineup' }));
    expect(await screen.findByText('Your lineup is already the best.')).toBeInTheDocument();
    api.set({ [BEST]: fail(409, 'League is not active.') });
    fireEvent.click(screen.getByRole('button', { name: 'Best lineup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('League is not active.');
  });

  it('reads the roster again once when the best lineup is refused', async () => {
    api.set({
      [BEST]: fail(409, 'Player is locked: their game has started.'),
      [MY_TEAM]: inTurn(
        ok(myTeam()),
        ok(myTeam({ players: withChanges({ 6: { is_locked: true } }) })),
      ),
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Best lineup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Player is locked: their game has started.',
    );
    await waitFor(() => expect(card('Josh Jacobs')).toHaveAttribute('data-locked', 'true'));
    expect(api.callsTo(MY_TEAM)).toHaveLength(2);
  });
});

describe('My Team: the move sheet', () => {
  it('lists the slots a tapped player may take, with who is there, and moves him by a tap', async () => {
    api.set({ [MOVE]: ok(withChanges({ [PLAYERS.jacobs.id]: { roster_position: 'RB2' } })) });
    await renderPage();
    fireEvent.click(card('Josh Jacobs'));
    const sheet = screen.getByRole('region', { name: 'Move Josh Jacobs' });
    const choices = within(sheet)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(choices).toEqual([
      'RB1Bijan Robinson',
      'RB2Empty',
      "FLEX1De'Von Achane",
      'Player Information',
      'Cancel',
    ]);
    // No keyboard-only hint on a phone; Escape still lets go.
    expect(screen.queryByText(/Escape cancels/)).not.toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'RB2 Empty' }));
    await screen.findByText('Player moved successfully.');
    expect(api.bodiesSentTo(MOVE).at(-1)).toEqual({
      league_member_id: ALICE_MEMBER.id,
      rostered_player_id: PLAYERS.jacobs.id,
      target_slot: 'RB2',
    });
    expect(screen.queryByRole('region', { name: /^Move / })).not.toBeInTheDocument();
  });

  it('opens his information or lets go from the sheet', async () => {
    await renderPage();
    fireEvent.click(card('Puka Nacua'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Move Puka Nacua' })).not.toBeInTheDocument();
    expect(card('Puka Nacua')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(card('Puka Nacua'));
    fireEvent.click(screen.getByRole('button', { name: 'Player Information' }));
    expect(screen.getByRole('dialog', { name: 'Player Information' })).toHaveTextContent(
      'Puka Nacua',
    );
  });
});

describe('My Team: the vampire bite', () => {
  const bitten = biteRight({
    week: 9,
    vampire_member_id: 110,
    victim_member_id: ALICE_MEMBER.id,
    victim_team_name: 'Alice in Endzoneland',
    status: 'taken',
    exposed: true,
    exposure: ['TE1 was empty.'],
    taken_player: { player_id: 9, player_name: 'Bo Nix', position: 'QB', team: 'DEN' },
    decided_at: '2025-11-04T20:00:00.000Z',
  });

  it('tells the bitten team what was taken and why, above the lineup', async () => {
    api.set({ [BITES]: ok([bitten]) });
    renderWithSession(
      <MemoryRouter>
        <MyTeamPage />
      </MemoryRouter>,
    );
    const news = await screen.findByRole('region', { name: 'Vampire bite' });
    expect(news).toHaveTextContent('Whitby Night Owls took Bo Nix (QB, DEN) from you.');
    expect(news).toHaveTextContent(
      'Won week 9, 145.18 to 83.50. Your lineup was exposed: TE1 was empty.',
    );
    expect(within(news).getByRole('link', { name: 'See the bite' })).toHaveAttribute(
      'href',
      '/bite?right=5',
    );
    expect(api.callsTo(BITES)).toHaveLength(1);
  });

  it('leaves a bite older than a week out, and a failed read shows no news', async () => {
    api.set({ [BITES]: ok([{ ...bitten, decided_at: '2025-11-01T20:00:00.000Z' }]) });
    const view = renderWithSession(<MyTeamPage />);
    await table();
    expect(screen.queryByRole('region', { name: 'Vampire bite' })).toBeNull();
    view.unmount();
    api.set({ [BITES]: fail(500, 'Database unavailable') });
    renderWithSession(<MyTeamPage />);
    await table();
    expect(screen.queryByRole('region', { name: 'Vampire bite' })).toBeNull();
  });
});
