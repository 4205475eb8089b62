import { describe, expect, it } from 'vitest';
import type { PlayoffRules } from './entities';
import {
  bracketLayout,
  byesOf,
  decidePlayoffGame,
  finalPlaces,
  hasConsolationBracket,
  isFinalGame,
  nextGameOf,
} from './playoff-bracket';
import {
  DEFAULT_PLAYOFF_RULES,
  isRegularSeasonWeek,
  lastPlayoffWeek,
  playoffsFit,
  playoffWeekPlan,
  seasonWeek,
} from './playoff-rules';

const rules = (over: Partial<PlayoffRules> = {}): PlayoffRules => ({
  ...DEFAULT_PLAYOFF_RULES,
  ...over,
});

/** A game's sides as 'seed 1' or 'W1.0' (the winner of round 1, slot 0). */
const sides = (layout: ReturnType<typeof bracketLayout>) =>
  layout.map((game) => {
    const name = (source: (typeof game)['top']) =>
      source.kind === 'seed' ? `seed ${source.seed}` : `W${source.round}.${source.slot}`;
    return `${game.bracket} ${game.round_name} ${game.weeks.join('+')}: ${name(game.top)} v ${name(game.bottom)}`;
  });

describe('the playoff weeks', () => {
  it('keeps weeks 1-9 for the regular season', () => {
    expect([0, 1, 9, 10, 14, 1.5].map(isRegularSeasonWeek)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('plays the default playoffs in weeks 10-11 and has no games in weeks 12-14', () => {
    expect(
      playoffWeekPlan(DEFAULT_PLAYOFF_RULES).map((week) => [week.week, week.round_name]),
    ).toEqual([
      [10, 'Semifinals'],
      [11, 'Championship'],
      [12, null],
      [13, null],
      [14, null],
    ]);
    expect(seasonWeek(DEFAULT_PLAYOFF_RULES, 13).phase).toBe('no_games');
    expect(seasonWeek(DEFAULT_PLAYOFF_RULES, 9).phase).toBe('regular_season');
  });

  it('lays two-week rounds week after week from the chosen first week', () => {
    const plan = playoffWeekPlan(rules({ weeks_per_round: 2, first_playoff_week: 11 }));
    expect(plan.map((week) => [week.week, week.phase, week.round, week.round_week])).toEqual([
      [10, 'no_games', null, null],
      [11, 'playoffs', 1, 1],
      [12, 'playoffs', 1, 2],
      [13, 'playoffs', 2, 1],
      [14, 'playoffs', 2, 2],
    ]);
  });

  it('refuses rounds that would run past week 14', () => {
    expect(playoffsFit(rules({ playoff_teams: 6, weeks_per_round: 2 }))).toBe(false);
    expect(lastPlayoffWeek(rules({ playoff_teams: 6, weeks_per_round: 2 }))).toBe(15);
    expect(playoffsFit(rules({ playoff_teams: 6, first_playoff_week: 12 }))).toBe(true);
    expect(playoffsFit(rules({ playoff_teams: 6, first_playoff_week: 13 }))).toBe(false);
    expect(playoffsFit(rules({ weeks_per_round: 2, first_playoff_week: 11 }))).toBe(true);
    expect(playoffsFit(rules({ weeks_per_round: 2, first_playoff_week: 12 }))).toBe(false);
  });
});

describe('bracketLayout', () => {
  it('pairs four teams 1 v 4 and 2 v 3, then their winners', () => {
    expect(sides(bracketLayout(DEFAULT_PLAYOFF_RULES, 10))).toEqual([
      'playoff Semifinals 10: seed 1 v seed 4',
      'playoff Semifinals 10: seed 2 v seed 3',
      'playoff Championship 11: W1.0 v W1.1',
    ]);
  });

  it('gives seeds 1 and 2 of six a bye: they meet the winners of 4 v 5 and 3 v 6', () => {
    const layout = bracketLayout(rules({ playoff_teams: 6 }), 10);
    expect(sides(layout)).toEqual([
      'playoff Quarterfinals 10: seed 4 v seed 5',
      'playoff Quarterfinals 10: seed 3 v seed 6',
      'playoff Semifinals 11: seed 1 v W1.0',
      'playoff Semifinals 11: seed 2 v W1.1',
      'playoff Championship 12: W2.0 v W2.1',
    ]);
    expect(byesOf(layout, 'playoff')).toEqual([1, 2]);
    expect(byesOf(bracketLayout(DEFAULT_PLAYOFF_RULES, 10), 'playoff')).toEqual([]);
  });

  it('plays the consolation bracket of the next four seeds in the last two rounds’ weeks', () => {
    expect(
      sides(bracketLayout(rules({ playoff_teams: 6, consolation_bracket: 1 }), 10)).slice(5),
    ).toEqual([
      'consolation Consolation semifinals 11: seed 7 v seed 10',
      'consolation Consolation semifinals 11: seed 8 v seed 9',
      'consolation Consolation final 12: W1.0 v W1.1',
    ]);
    expect(
      sides(
        bracketLayout(
          rules({ consolation_bracket: 1, weeks_per_round: 2, first_playoff_week: 11 }),
          10,
        ),
      ).slice(3),
    ).toEqual([
      'consolation Consolation semifinals 11+12: seed 5 v seed 8',
      'consolation Consolation semifinals 11+12: seed 6 v seed 7',
      'consolation Consolation final 13+14: W1.0 v W1.1',
    ]);
  });

  it('plays no consolation bracket without the teams for it', () => {
    expect(hasConsolationBracket(rules({ consolation_bracket: 1 }), 8)).toBe(true);
    expect(hasConsolationBracket(rules({ consolation_bracket: 1 }), 7)).toBe(false);
    expect(hasConsolationBracket(rules({ consolation_bracket: 0 }), 10)).toBe(false);
    expect(bracketLayout(rules({ playoff_teams: 6, consolation_bracket: 1 }), 9)).toHaveLength(5);
  });

  it('sends each winner on to the next game, and none after a final', () => {
    const layout = bracketLayout(rules({ playoff_teams: 6, consolation_bracket: 1 }), 10);
    const quarter = { bracket: 'playoff' as const, round: 1, slot: 1 };
    expect(nextGameOf(layout, quarter)).toMatchObject({
      game: { bracket: 'playoff', round: 2, slot: 1 },
      side: 'bottom',
    });
    expect(nextGameOf(layout, { bracket: 'playoff', round: 2, slot: 0 })).toMatchObject({
      game: { round: 3, slot: 0 },
      side: 'top',
    });
    expect(nextGameOf(layout, { bracket: 'consolation', round: 1, slot: 1 })).toMatchObject({
      game: { bracket: 'consolation', round: 2, slot: 0 },
      side: 'bottom',
    });
    expect(nextGameOf(layout, { bracket: 'playoff', round: 3, slot: 0 })).toBeNull();
    expect(isFinalGame(rules({ playoff_teams: 6 }), { bracket: 'playoff', round: 3 })).toBe(true);
    expect(isFinalGame(rules({ playoff_teams: 6 }), { bracket: 'consolation', round: 2 })).toBe(
      true,
    );
  });
});

describe('decidePlayoffGame', () => {
  const side = (id: number, seed: number, points: number) => ({
    league_member_id: id,
    seed,
    points,
  });

  it('gives the game to more points over the round', () => {
    expect(decidePlayoffGame(side(1, 1, 100.5), side(4, 4, 100.51))).toMatchObject({
      winner: { league_member_id: 4 },
      loser: { league_member_id: 1 },
      decided_by: 'points',
    });
  });

  it('sends the higher seed on when the points are level to the cent', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: cents compare it equal to 0.3.
    expect(decidePlayoffGame(side(9, 6, 0.1 + 0.2), side(3, 3, 0.3))).toMatchObject({
      winner: { league_member_id: 3 },
      decided_by: 'higher_seed',
    });
    expect(decidePlayoffGame(side(3, 3, 80), side(9, 6, 80))).toMatchObject({
      winner: { league_member_id: 3 },
      decided_by: 'higher_seed',
    });
  });
});

describe('finalPlaces', () => {
  it('places the champion, the runner-up, then by the round each team went out in, then by seed', () => {
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => ({
      league_member_id: 100 + seed,
      seed,
      bracket: seed <= 6 ? ('playoff' as const) : seed <= 10 ? ('consolation' as const) : null,
    }));
    const games = [
      { bracket: 'playoff' as const, round: 1, winner: 105, loser: 104 },
      { bracket: 'playoff' as const, round: 1, winner: 103, loser: 106 },
      { bracket: 'playoff' as const, round: 2, winner: 105, loser: 101 },
      { bracket: 'playoff' as const, round: 2, winner: 102, loser: 103 },
      { bracket: 'playoff' as const, round: 3, winner: 105, loser: 102 },
      { bracket: 'consolation' as const, round: 1, winner: 110, loser: 107 },
      { bracket: 'consolation' as const, round: 1, winner: 108, loser: 109 },
      { bracket: 'consolation' as const, round: 2, winner: 108, loser: 110 },
    ];
    const places = finalPlaces(rules({ playoff_teams: 6, consolation_bracket: 1 }), seeds, games);
    const byPlace = [...places.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id - 100);
    expect(byPlace).toEqual([5, 2, 1, 3, 4, 6, 8, 10, 7, 9]);
  });
});
