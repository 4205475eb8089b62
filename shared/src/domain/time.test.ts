import { describe, expect, it } from 'vitest';
import { EASTERN_MEMO_SIZE, inEastern, inEasternUncached } from './time';

const FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS Z dddd';

/** Instants across 2025: every 97 minutes, and both DST changes to the millisecond. */
function instants(): (Date | string | number)[] {
  const out: (Date | string | number)[] = [];
  for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 97 * 60_000) out.push(t);
  for (const edge of [
    '2025-03-09T06:59:59.999Z',
    '2025-03-09T07:00:00Z',
    '2025-11-02T05:59:59.999Z',
    '2025-11-02T06:00:00Z',
  ]) {
    out.push(edge, new Date(edge), Date.parse(edge));
  }
  out.push('2025-11-02', '2025-11-02T13:00', '2025-09-07 13:00');
  return out;
}

describe('inEastern (memoized)', () => {
  it('gives what the plain conversion gives, fresh or memoized, past its size', () => {
    const all = instants();
    expect(all.length).toBeGreaterThan(EASTERN_MEMO_SIZE * 2);
    for (let round = 0; round < 2; round += 1) {
      for (const instant of all) {
        expect(inEastern(instant).format(FORMAT)).toBe(inEasternUncached(instant).format(FORMAT));
      }
    }
  });

  it('hands out values that a caller cannot change for the next one', () => {
    const kickoff = '2025-11-02T18:00:00Z';
    const first = inEastern(kickoff);
    first.add(1, 'day').startOf('week');
    expect(inEastern(kickoff).format(FORMAT)).toBe('2025-11-02 13:00:00.000 -05:00 Sunday');
  });

  it('turns a wall-clock hour on either side of the fall DST change to its own offset', () => {
    expect(inEastern('2025-11-02T05:30:00Z').format('HH:mm Z')).toBe('01:30 -04:00');
    expect(inEastern('2025-11-02T06:30:00Z').format('HH:mm Z')).toBe('01:30 -05:00');
  });
});
