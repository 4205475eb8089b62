/**
 * Every time rule reads this clock (decisions.md: "every time rule uses the server's clock").
 * FANTASY_NOW fixes it; tests move it with `set`.
 */
export interface Clock {
  now(): Date;
  /** Fixes the clock at an instant (tests, demos); null returns to real time. */
  set(instant: Date | null): void;
  isFixed(): boolean;
}

export function createClock(fixedAt?: string): Clock {
  let fixed: Date | null = fixedAt ? new Date(fixedAt) : null;
  if (fixed && Number.isNaN(fixed.getTime())) {
    throw new Error(`FANTASY_NOW is not an ISO instant: ${fixedAt}`);
  }
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (instant) => {
      fixed = instant ? new Date(instant) : null;
    },
    isFixed: () => fixed !== null,
  };
}
