import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as shared from '@fangtasy/shared';
import type { LiveWeekHandlers, WeekMatchups } from '@fangtasy/shared';
import { useWeekMatchups } from './use-week-matchups';

vi.mock('@fangtasy/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof shared>()),
  getMatchupsByLeagueAndWeek: vi.fn(),
  watchLiveWeek: vi.fn(),
}));
const fetchWeek = vi.mocked(shared.getMatchupsByLeagueAndWeek);
const watch = vi.mocked(shared.watchLiveWeek);

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

describe('useWeekMatchups', () => {
  let handlers: LiveWeekHandlers | null;
  const unwatch = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    handlers = null;
    fetchWeek.mockResolvedValue(WEEK);
    watch.mockImplementation((_league, _week, given) => {
      handlers = given;
      return unwatch;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('watches a live week, swaps in pushed states with its own member id, and stops polling', async () => {
    const { result, unmount } = renderHook(() => useWeekMatchups(7, 9));
    await waitFor(() => expect(result.current.data).toEqual(WEEK));
    expect(watch).toHaveBeenCalledWith(7, 9, expect.anything());
    act(() => handlers!.onOpen!());
    const { own_league_member_id: _own, ...live } = { ...WEEK, updated_at: '2025-11-02T20:05:00Z' };
    act(() => handlers!.onState(live));
    expect(result.current.data).toEqual({ ...live, own_league_member_id: 102 });
    // Held stream: no poll at the live beat.
    await act(() => vi.advanceTimersByTimeAsync(shared.TIMINGS.liveRefreshMs * 3));
    expect(fetchWeek).toHaveBeenCalledTimes(1);
    unmount();
    expect(unwatch).toHaveBeenCalled();
  });

  it('polls again when the stream is lost for good, and a final week is never watched', async () => {
    const { result } = renderHook(() => useWeekMatchups(7, 9));
    await waitFor(() => expect(result.current.data).toEqual(WEEK));
    act(() => handlers!.onOpen!());
    act(() => handlers!.onClosed!());
    await act(() => vi.advanceTimersByTimeAsync(shared.TIMINGS.liveRefreshMs + 100));
    expect(fetchWeek).toHaveBeenCalledTimes(2);

    watch.mockClear();
    fetchWeek.mockResolvedValue({ ...WEEK, week: 8, is_final: true, in_progress: false });
    const final = renderHook(() => useWeekMatchups(7, 8));
    await waitFor(() => expect(final.result.current.data?.week).toBe(8));
    expect(watch).not.toHaveBeenCalled();
  });
});
