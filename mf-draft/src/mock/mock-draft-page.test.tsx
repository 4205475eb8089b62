import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApiPerTest, ok, renderWithSession } from '@fangtasy/shared/testing';
import MockDraft from '../exposed/mock-draft';
import { aliceOnClock, openRoomReplies, room, ROUTES } from '../draft/draft-fixtures';

// The mock draft page (decision 067): the settings, then the room of a draft against bots where
// the member's own team is found by his name (no league of his is selected), then his team.
const api = fakeApiPerTest();
const MOCK = { get: 'GET /drafts/getMock', start: 'POST /drafts/startMock' } as const;

beforeEach(() => {
  localStorage.removeItem('league_member');
  api.set(openRoomReplies());
});

describe('Mock Draft', () => {
  it('starts a mock draft with the settings chosen, and puts the member on his own clock', async () => {
    api.set({
      [MOCK.get]: ok({ league_id: null }),
      [MOCK.start]: ok(aliceOnClock()),
      [ROUTES.room]: ok(aliceOnClock()),
    });
    renderWithSession(<MockDraft />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mock Draft' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Start a mock draft' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Draft type'), { target: { value: 'linear' } });
    fireEvent.change(screen.getByLabelText('Pick clock'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Your draft position'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start mock draft' }));

    await waitFor(() =>
      expect(api.bodiesSentTo(MOCK.start)).toEqual([
        { type: 'linear', pick_seconds: 60, draft_position: 4 },
      ]),
    );
    expect(await screen.findByText('You are on the clock: draft a player.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Draft Jared Goff' })).toBeEnabled();
    // He is no commissioner of his practice.
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  it('shows his mock team when the draft is complete, and the way to another', async () => {
    const done = room({ status: 'complete', on_clock: null, next_league_member_id: null });
    api.set({ [MOCK.get]: ok({ league_id: done.league_id }), [ROUTES.room]: ok(done) });
    renderWithSession(<MockDraft />);
    expect(await screen.findByText('Your mock draft is complete.')).toBeInTheDocument();
    const team = screen.getByRole('list', { name: 'Your mock team' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(1);
    expect(team).toHaveTextContent('Bijan Robinson');
    expect(screen.getByRole('heading', { name: 'Start another mock draft' })).toBeInTheDocument();
  });
});
