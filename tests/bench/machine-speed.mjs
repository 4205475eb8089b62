// How fast this machine is right now: the same fixed work — JSON written and read, SHA-256 and
// plain arithmetic, the kinds of work the api and the load generators do — timed at the start
// and at the end of a bench run. Figures of two runs (or two sections of one) compare only as
// far as these agree: the reference machine's speed drifts by ±20 % from minute to minute and
// by more between days.
import { createHash } from 'node:crypto';

/** A state of the size a league's week is sent as, built the same way every time. */
const sample = () =>
  Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `Player ${i}`,
    team: ['KC', 'BUF', 'PHI', 'DAL'][i % 4],
    score: (i * 7.31) % 40,
    slots: Array.from({ length: 8 }, (__, j) => ({ slot: `WR${j}`, points: (i + j) / 3 })),
  }));

/** Milliseconds for the fixed work, the best of `rounds` (the least disturbed). */
export function fixedWorkMs(rounds = 5) {
  const state = sample();
  const block = Buffer.alloc(1 << 20, 7);
  let best = Infinity;
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < 40; i++) sink += JSON.parse(JSON.stringify(state)).length;
    const hash = createHash('sha256');
    for (let i = 0; i < 32; i++) hash.update(block);
    sink += hash.digest()[0];
    let x = 0;
    for (let i = 0; i < 2e7; i++) x = (x * 31 + i) % 1_000_003;
    sink += x;
    best = Math.min(best, performance.now() - start);
  }
  // The results are used, so the engine cannot drop the work that made them.
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return Math.round(best);
}

/** The table's row, from the timings taken at the run's start and end. */
export function machineSpeedRow(startMs, endMs) {
  return {
    group: 'Machine',
    name: 'fixed CPU work (JSON, SHA-256, arithmetic), best of 5',
    value: startMs,
    unit: 'ms',
    better: 'lower',
    note: `at the run's start; ${endMs} ms at its end. Compare figures only between runs whose times here agree`,
  };
}
