import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './first-issue';
import { weeklyScoresBodySchema } from './weekly-scores';

const body = { player_ids: [1, 2, 3], week: 10, season: 2025, league_id: 4 };
const message = (overrides: Record<string, unknown>) =>
  firstIssueMessage(weeklyScoresBodySchema.safeParse({ ...body, ...overrides }));

describe('weekly scores body', () => {
  it('accepts player ids, week, season and league', () => {
    expect(message({})).toBeNull();
    expect(message({ season: 2000, week: 1 })).toBeNull();
  });

  it('reads ids sent as numeric strings as the numbers they spell', () => {
    expect(message({ player_ids: ['7', 8] })).toBeNull();
  });

  it.each([
    [[]],
    [undefined],
    [[0]],
    [[1, -2]],
    [[1.5]],
    [['7x']],
    [['']],
    [Array.from({ length: 501 }, (_, i) => i + 1)],
  ])('needs a non-empty list of player ids, not %j', (player_ids) => {
    expect(message({ player_ids })).toBe('Player ids must be a non-empty list of player ids.');
  });

  it.each([0, -1, 1.5, '10', undefined])('needs a positive integer week, not %j', (week) => {
    expect(message({ week })).toBe('Week must be a positive integer.');
  });

  it.each([1999, 2025.5, '2025', undefined])(
    'needs a season of at least 2000, not %j',
    (season) => {
      expect(message({ season })).toBe('Season must be an integer of at least 2000.');
    },
  );

  it.each([0, -4, 2.5, undefined])('needs a positive integer league id, not %j', (league_id) => {
    expect(message({ league_id })).toBe('League id must be a positive integer.');
  });
});
