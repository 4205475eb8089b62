// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeekMatchups } from '../contract/index';
import { TIMINGS } from '../domain/index';
import { fakeApiPerTest, ok } from '../testing/fake-api';
import { queryKeys } from './keys';
import { createQueryClient } from './query-client';
import { useLiveWeek, type LiveWeekOptions } from './use-live-week';
import { FakeEventSource } from '../testing/fake-event-source';

const WEEK: WeekMatchups = {
  league: { league_id: 7, name: 'L', season: 2025 },
  week: 9,
  phase: 'regular_season',
  round_name: null,
  weeks: [9],
  current_week: 9,
  own_league_member_id: 102,
  is_final: false,
  in_progress: true,
  next_kickoff: null,
  updated_at: '2025-11-02T20:00:00Z',
  roster_rules: [],
  matchups: [],
};
const READ_9 = 'GET /matchups/getMatchupsByLeagueAndWeek/7/9';
const READ_10 = 'GET /matchups/getMatchupsByLeagueAndWeek/7/10';
const READ_8 = 'GET /matchups/getMatchupsByLeagueAndWeek/7/8';
const EVERY_BEAT: LiveWeekOptions = {
  pollDelay: (shown) => (shown?.is_final ? null : TIMINGS.liveRefreshMs),
};

const api = fakeApiPerTest({
  [READ_9]: ok(WEEK),
  [READ_10]: ok({ ...WEEK, week: 10 }),
  [READ_8]: ok({ ...WEEK, week: 8, is_final: true, in_progress: false }),
});

function renderLiveWeek(week: number) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useLiveWeek(7, week, EVERY_BEAT), { wrapper }) };
}

describe('useLiveWeek', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads the week, then writes each pushed state into the cache with the own team, and does not poll while the stream is held', async () => {
    const { client, result } = renderLiveWeek(9);
    await waitFor(() => expect(result.current.data).toEqual(WEEK));
    const stream = FakeEventSource.made[0]!;
    expect(stream.url).toMatch(/\/live\/matchups\/7\/9\?changes=1$/);
    act(() => stream.emit('open'));
    const { own_league_member_id: _own, ...live } = { ...WEEK, updated_at: '2025-11-02T20:05:00Z' };
    act(() => stream.emit('matchups', { data: JSON.stringify(live), lastEventId: '1' }));
    const pushed = { ...live, own_league_member_id: 102 };
    await waitFor(() => expect(result.current.data).toEqual(pushed));
    // In the cache: every reader of the week (the dashboard, Matchups) has the new state.
    expect(client.getQueryData(queryKeys.weekMatchups(7, 9))).toEqual(pushed);
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.liveRefreshMs * 3));
    expect(api.callsTo(READ_9)).toHaveLength(1);
  });

  it('polls at the delay when the stream is lost for good, tries the stream again, and never watches a final week', async () => {
    // Week 10: the page's streams outlive a test for a while (LIVE_WEEK_LINGER_MS).
    const { result } = renderLiveWeek(10);
    await waitFor(() => expect(result.current.data?.week).toBe(10));
    const stream = FakeEventSource.made[0]!;
    act(() => stream.emit('open'));
    stream.readyState = FakeEventSource.CLOSED;
    act(() => stream.emit('error'));
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.liveRefreshMs + 100));
    await waitFor(() => expect(api.callsTo(READ_10)).toHaveLength(2));
    // The answer the polling brought tries the stream again.
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(2));

    const final = renderLiveWeek(8);
    await waitFor(() => expect(final.result.current.data?.week).toBe(8));
    expect(FakeEventSource.made.filter((made) => made.url.includes('/7/8'))).toEqual([]);
  });
});
