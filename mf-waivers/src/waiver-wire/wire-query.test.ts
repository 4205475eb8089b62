import { describe, expect, it } from 'vitest';
import { NO_FILTERS, pageCount, wireQuery } from './wire-query';
import { statColumnsFor } from './stat-columns';

describe('the wire query', () => {
  it('asks for one page of the league free agents addable now by season points, 20 per page', () => {
    expect(wireQuery(NO_FILTERS, 3, 7)).toEqual({
      league_id: 7,
      exclude_rostered: true,
      available_now: true,
      sort: 'season_points',
      page: 3,
      page_size: 20,
    });
  });

  it('sends the chosen order, and every free agent once available now is off', () => {
    const query = wireQuery({ ...NO_FILTERS, sort: 'last_week_points', availableNow: false }, 1, 7);
    expect(query.sort).toBe('last_week_points');
    expect(query).not.toHaveProperty('available_now');
    expect(wireQuery({ ...NO_FILTERS, sort: 'points_per_game' }, 1, 7).sort).toBe(
      'points_per_game',
    );
  });

  it('sends only the filters that narrow anything', () => {
    expect(
      wireQuery({ ...NO_FILTERS, name: '  kel ', team: 'KC', position: 'TE' }, 1, 7),
    ).toMatchObject({
      name: 'kel',
      team: 'KC',
      position: 'TE',
    });
    const blank = wireQuery({ ...NO_FILTERS, name: '   ' }, 1, 7);
    expect(blank).not.toHaveProperty('name');
    expect(blank).not.toHaveProperty('team');
    expect(blank).not.toHaveProperty('position');
  });

  it('counts pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(237)).toBe(12);
  });
});

describe('position-specific stat columns', () => {
  it('gives quarterbacks passing first, backs rushing first, receivers and tight ends receiving first', () => {
    expect(statColumnsFor('QB').map((c) => c.label)).toEqual([
      'Pass Yds',
      'Pass TD',
      'INT',
      'Rush Yds',
      'Rush TD',
    ]);
    expect(statColumnsFor('RB').map((c) => c.label)).toEqual([
      'Rush Yds',
      'Rush TD',
      'Rec',
      'Rec Yds',
      'Rec TD',
    ]);
    expect(statColumnsFor('WR')).toEqual(statColumnsFor('TE'));
    expect(statColumnsFor('WR')[0]?.label).toBe('Rec');
  });

  it('has none for kickers, defenses or the All view', () => {
    expect(statColumnsFor('K')).toEqual([]);
    expect(statColumnsFor('DEF')).toEqual([]);
    expect(statColumnsFor('All')).toEqual([]);
  });
});
