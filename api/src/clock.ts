/**
 * Every time rule reads this clock (rules §4.21: "every time rule uses the server's clock").
 * FANTASY_NOW fixes it; with FANTASY_CLOCK_RATE it runs from that instant instead, that many
 * times faster than real time (a replayed game day watched in minutes); tests move it with `set`.
 */
export interface Clock {
  now(): Date;
  /** Fixes the clock at an instant (tests, demos); null returns to real time. */
  set(instant: Date | null): void;
  /** The clock stands still (FANTASY_NOW without a rate, or `set`). */
  isFixed(): boolean;
}

/**
 * A clock fixed at `fixedAt`, or, with a `rate` above 0, running from it at `rate` × real time;
 * the real clock without `fixedAt`.
 */
export function createClock(fixedAt?: string, rate = 0): Clock {
  let fixed: Date | null = fixedAt ? new Date(fixedAt) : null;
  if (fixed && Number.isNaN(fixed.getTime())) {
    throw new Error(`FANTASY_NOW is not an ISO instant: ${fixedAt}`);
  }
  let running: { from: number; realStart: number } | null =
    fixed && rate > 0 ? { from: fixed.getTime(), realStart: Date.now() } : null;
  return {
    now: () => {
      if (running) return new Date(running.from + (Date.now() - running.realStart) * rate);
      return fixed ? new Date(fixed) : new Date();
    },
    set: (instant) => {
      running = null;
      fixed = instant ? new Date(instant) : null;
    },
    isFixed: () => fixed !== null && running === null,
  };
}
