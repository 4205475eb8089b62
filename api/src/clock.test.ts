import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from './clock';
import { readConfig } from './config';

describe('the league clock', () => {
  afterEach(() => vi.useRealTimers());

  it('stands at FANTASY_NOW, or runs from it at FANTASY_CLOCK_RATE times real time', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const fixed = createClock('2025-11-02T18:00:00Z');
    const running = createClock('2025-11-02T18:00:00Z', 60);
    vi.advanceTimersByTime(30_000);
    expect(fixed.now().toISOString()).toBe('2025-11-02T18:00:00.000Z');
    expect(fixed.isFixed()).toBe(true);
    // 30 s of real time at 60× is half an hour of league time.
    expect(running.now().toISOString()).toBe('2025-11-02T18:30:00.000Z');
    expect(running.isFixed()).toBe(false);
    running.set(new Date('2025-11-03T01:00:00Z'));
    vi.advanceTimersByTime(30_000);
    expect(running.now().toISOString()).toBe('2025-11-03T01:00:00.000Z');
    expect(running.isFixed()).toBe(true);
    expect(createClock().now().toISOString()).toBe('2026-11-25T12:01:00.000Z');
  });

  it('refuses a rate outside 0 to 3600 or not a whole number', () => {
    expect(readConfig({ FANTASY_CLOCK_RATE: '30' }).fantasyClockRate).toBe(30);
    expect(readConfig({}).fantasyClockRate).toBe(0);
    for (const bad of ['-1', '3601', '1.5', 'fast'])
      expect(() => readConfig({ FANTASY_CLOCK_RATE: bad }), bad).toThrow(/FANTASY_CLOCK_RATE/);
  });
});
