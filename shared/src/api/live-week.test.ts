import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_WEEK_LINGER_MS, watchLiveWeek } from './live-week';
import { FakeEventSource } from '../testing/fake-event-source';

describe('watchLiveWeek', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shares one connection per league week, hands late watchers the latest state, closes after the last', () => {
    vi.useFakeTimers();
    const first = { onState: vi.fn(), onOpen: vi.fn() };
    const second = { onState: vi.fn(), onOpen: vi.fn() };
    const stopFirst = watchLiveWeek(7, 9, first);
    const source = FakeEventSource.made[0]!;
    expect(source.url).toMatch(/\/live\/matchups\/7\/9\?changes=1$/);
    expect(source.init.withCredentials).toBe(true);
    source.emit('open');
    source.emit('matchups', { data: JSON.stringify({ week: 9 }) });
    const stopSecond = watchLiveWeek(7, 9, second);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(second.onOpen).toHaveBeenCalled();
    expect(second.onState).toHaveBeenCalledWith({ week: 9 });
    watchLiveWeek(7, 10, { onState: vi.fn() })();
    expect(FakeEventSource.made).toHaveLength(2);
    stopFirst();
    expect(source.closed).toBe(false);
    stopSecond();
    // Kept a while for the next page's watcher: one who comes back takes the same connection.
    vi.advanceTimersByTime(LIVE_WEEK_LINGER_MS - 1);
    expect(source.closed).toBe(false);
    const third = { onState: vi.fn() };
    const stopThird = watchLiveWeek(7, 9, third);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(third.onState).toHaveBeenCalledWith({ week: 9 });
    stopThird();
    vi.advanceTimersByTime(LIVE_WEEK_LINGER_MS);
    expect(source.closed).toBe(true);
    vi.useRealTimers();
  });

  it('tells its watchers when the browser gives the stream up, not while it retries', () => {
    const watcher = { onState: vi.fn(), onClosed: vi.fn() };
    watchLiveWeek(7, 9, watcher);
    const source = FakeEventSource.made[0]!;
    source.emit('error');
    expect(watcher.onClosed).not.toHaveBeenCalled();
    source.readyState = FakeEventSource.CLOSED;
    source.emit('error');
    expect(watcher.onClosed).toHaveBeenCalledTimes(1);
    // A new watcher opens a new connection.
    watchLiveWeek(7, 9, { onState: vi.fn() });
    expect(FakeEventSource.made).toHaveLength(2);
  });

  it('applies changes to the state it holds, and starts again whole when they do not fit it', () => {
    const watcher = { onState: vi.fn() };
    const stop = watchLiveWeek(8, 9, watcher);
    const source = FakeEventSource.made[0]!;
    const side = (score: number) => ({
      league_member_id: 3,
      team_name: 'Bats',
      roster_type_id: 1,
      score,
      starters: [],
      bench: [],
      player_count: 0,
    });
    const state = {
      league: { league_id: 8, name: 'League', season: 2025 },
      week: 9,
      phase: 'regular_season',
      round_name: null,
      weeks: [9],
      current_week: 9,
      is_final: false,
      in_progress: true,
      next_kickoff: null,
      updated_at: '2025-11-02T20:00:00.000Z',
      roster_rules: [],
      matchups: [
        {
          id: 1,
          week: 9,
          is_final: false,
          home: side(10),
          away: { ...side(4), league_member_id: 4 },
        },
      ],
    };
    source.emit('matchups', { data: JSON.stringify(state), lastEventId: 'first' });
    source.emit('matchups-changes', {
      data: JSON.stringify({
        base: 'first',
        scores: { 3: 12.5 },
        week: { updated_at: '2025-11-02T20:01:00.000Z' },
      }),
      lastEventId: 'second',
    });
    const applied = watcher.onState.mock.calls.at(-1)![0];
    expect(applied.matchups[0].home.score).toBe(12.5);
    expect(applied.updated_at).toBe('2025-11-02T20:01:00.000Z');
    expect(applied.matchups[0].away).toEqual(state.matchups[0]!.away);
    // Changes from a state it does not hold: it connects again and waits for a whole state.
    source.emit('matchups-changes', {
      data: JSON.stringify({ base: 'unknown', scores: { 3: 99 } }),
      lastEventId: 'third',
    });
    expect(watcher.onState).toHaveBeenCalledTimes(2);
    expect(source.closed).toBe(true);
    expect(FakeEventSource.made).toHaveLength(2);
    stop();
  });

  it('falls back at once where the browser has no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const watcher = { onState: vi.fn(), onClosed: vi.fn() };
    watchLiveWeek(7, 9, watcher)();
    expect(watcher.onClosed).toHaveBeenCalledTimes(1);
  });
});
