import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiPerTest, FakeEventSource, ok, renderWithSession } from '@fangtasy/shared/testing';
import { DRAFT_REFRESH_MS } from '@fangtasy/shared/queries';
import { MemoryRouter } from '@fangtasy/shared/router';
import Draft from '../exposed/draft';
import { aliceOnClock, openRoomReplies, ROUTES, storeMembership } from './draft-fixtures';

const api = fakeApiPerTest();

/** The browser gives the stream up for good (a refusal, the api's stream limits). */
function lose(stream: FakeEventSource) {
  stream.readyState = FakeEventSource.CLOSED;
  act(() => stream.emit('error'));
}

const lastPicks = () => screen.getByRole('list', { name: 'Last picks' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  api.set(openRoomReplies());
});

afterEach(() => {
  cleanup();
  // The page's streams outlive it for a while (shared by the whole page): each test ends its
  // own, so the next one opens another.
  for (const stream of [...FakeEventSource.made]) if (!stream.closed) lose(stream);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openRoom() {
  storeMembership();
  renderWithSession(
    <MemoryRouter>
      <Draft />
    </MemoryRouter>,
  );
  await screen.findByRole('table', { name: 'Available players' });
}

describe('Draft Room: the live stream', () => {
  it('a room pushed over the stream shows at once, and the room is not read again while the stream is held', async () => {
    await openRoom();
    const stream = FakeEventSource.made[0]!;
    expect(stream.url).toMatch(/\/live\/draft\/7$/);
    act(() => stream.emit('open'));
    expect(screen.queryByText('You are on the clock: draft a player.')).toBeNull();

    // Two picks made elsewhere: alice's team is on the clock.
    act(() => stream.emit('draft', { data: JSON.stringify(aliceOnClock()), lastEventId: '' }));
    expect(await screen.findByText('You are on the clock: draft a player.')).toBeInTheDocument();
    expect(lastPicks()).toHaveTextContent('Lamar Jackson');
    expect(screen.getByRole('button', { name: 'Draft Jared Goff' })).toBeEnabled();

    await act(() => vi.advanceTimersByTimeAsync(DRAFT_REFRESH_MS * 3));
    expect(api.callsTo(ROUTES.room)).toHaveLength(1);
  });

  it('a lost stream: the room is read every 2 s instead, and each answer tries the stream again', async () => {
    await openRoom();
    const stream = FakeEventSource.made[0]!;
    act(() => stream.emit('open'));
    lose(stream);
    // The next read brings the picks made meanwhile.
    api.set({ [ROUTES.room]: ok(aliceOnClock()) });
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_REFRESH_MS + 100));
    expect(await screen.findByText('You are on the clock: draft a player.')).toBeInTheDocument();
    expect(api.callsTo(ROUTES.room).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(FakeEventSource.made.length).toBeGreaterThanOrEqual(2));
  });
});
