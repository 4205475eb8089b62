import { describe, expect, it } from 'vitest';
import { draftClockMs, draftDeadline, isDraftNight, teamOnClock, type DraftType } from './draft';

/** The order index of every pick of `rounds` rounds, round by round. */
const board = (type: DraftType, teams: number, rounds: number): number[][] =>
  Array.from({ length: rounds }, (_, round) =>
    Array.from(
      { length: teams },
      (_, pick) => teamOnClock(type, teams, round * teams + pick + 1).orderIndex,
    ),
  );

describe('teamOnClock', () => {
  it('goes round the same way every round in a linear draft', () => {
    expect(board('linear', 3, 3)).toEqual([
      [0, 1, 2],
      [0, 1, 2],
      [0, 1, 2],
    ]);
  });

  it('turns back every round in a snake draft', () => {
    expect(board('snake', 3, 4)).toEqual([
      [0, 1, 2],
      [2, 1, 0],
      [0, 1, 2],
      [2, 1, 0],
    ]);
  });

  it('runs the third round backwards again in a third-round reversal, then alternates', () => {
    expect(board('third_round_reversal', 3, 5)).toEqual([
      [0, 1, 2],
      [2, 1, 0],
      [2, 1, 0],
      [0, 1, 2],
      [2, 1, 0],
    ]);
  });

  it('names the round and the pick in the round', () => {
    expect(teamOnClock('snake', 10, 1)).toEqual({ round: 1, pickInRound: 1, orderIndex: 0 });
    expect(teamOnClock('snake', 10, 10)).toEqual({ round: 1, pickInRound: 10, orderIndex: 9 });
    expect(teamOnClock('snake', 10, 11)).toEqual({ round: 2, pickInRound: 1, orderIndex: 9 });
    expect(teamOnClock('third_round_reversal', 10, 21)).toEqual({
      round: 3,
      pickInRound: 1,
      orderIndex: 9,
    });
  });

  it('refuses a pick or a team count below one', () => {
    expect(() => teamOnClock('snake', 0, 1)).toThrow(RangeError);
    expect(() => teamOnClock('snake', 10, 0)).toThrow(RangeError);
  });
});

describe('the pick clock', () => {
  // 2026-11-28 is in US Eastern standard time (UTC-5): 23:00 Eastern is 04:00 UTC the next day.
  const afternoon = new Date('2026-11-28T20:00:00Z'); // 15:00 Eastern
  const lateEvening = new Date('2026-11-29T03:59:00Z'); // 22:59 Eastern

  it('runs straight through without the overnight pause', () => {
    expect(draftDeadline(lateEvening, 120_000, false).toISOString()).toBe(
      '2026-11-29T04:01:00.000Z',
    );
  });

  it('stops for the night with it: a minute before 23:00 and two to go ends at 08:01', () => {
    expect(isDraftNight(new Date('2026-11-29T04:00:00Z'))).toBe(true);
    expect(isDraftNight(afternoon)).toBe(false);
    expect(draftDeadline(lateEvening, 120_000, true).toISOString()).toBe(
      '2026-11-29T13:01:00.000Z',
    );
  });

  it('starts at 08:00 when the clock starts in the night', () => {
    const night = new Date('2026-11-29T07:00:00Z'); // 02:00 Eastern
    expect(draftDeadline(night, 90_000, true).toISOString()).toBe('2026-11-29T13:01:30.000Z');
  });

  it('counts only the day between two instants with the pause, all of it without', () => {
    const deadline = draftDeadline(lateEvening, 120_000, true);
    expect(draftClockMs(lateEvening, deadline, true)).toBe(120_000);
    expect(draftClockMs(afternoon, new Date(afternoon.getTime() + 5000), false)).toBe(5000);
    expect(draftClockMs(deadline, lateEvening, true)).toBe(0);
  });
});
