import { describe, expect, it } from 'vitest';
import { seedTeams, type SeasonGame } from './playoff-seeding';

/** A game: home, away and both scores. */
const g = (home: number, away: number, homeScore: number, awayScore: number): SeasonGame => ({
  home,
  away,
  home_score: homeScore,
  away_score: awayScore,
});

/** The seeds as [member id, tiebreak] in seed order. */
const order = (
  memberIds: number[],
  games: SeasonGame[],
  tiebreaker: 'points_for' | 'head_to_head' = 'points_for',
  lot: number[] = [...memberIds],
) =>
  seedTeams({ memberIds, games, tiebreaker, lot }).map((team) => [
    team.league_member_id,
    team.tiebreak,
  ]);

describe('seedTeams', () => {
  it('seeds by record alone when no two teams share one, and counts records and points', () => {
    const plain = seedTeams({
      memberIds: [1, 2, 3],
      games: [g(1, 2, 100, 90), g(1, 3, 80, 70), g(2, 3, 60, 50)],
      tiebreaker: 'points_for',
      lot: [3, 2, 1],
    });
    expect(plain).toEqual([
      {
        league_member_id: 1,
        seed: 1,
        wins: 2,
        losses: 0,
        ties: 0,
        points_for: 180,
        tiebreak: null,
      },
      {
        league_member_id: 2,
        seed: 2,
        wins: 1,
        losses: 1,
        ties: 0,
        points_for: 150,
        tiebreak: null,
      },
      {
        league_member_id: 3,
        seed: 3,
        wins: 0,
        losses: 2,
        ties: 0,
        points_for: 120,
        tiebreak: null,
      },
    ]);
  });

  it('counts a tie as half a win: 2-1-1 is ahead of 2-2-0, and 1-1-2 is level with 2-2-0', () => {
    // Team 1: W W L T (2-1-1); team 2: W W L L (2-2-0); team 3: W L T T (1-1-2).
    const games = [
      g(1, 10, 50, 40),
      g(1, 11, 50, 40),
      g(1, 12, 40, 50),
      g(1, 13, 45, 45),
      g(2, 10, 30, 20),
      g(2, 11, 30, 20),
      g(2, 12, 20, 30),
      g(2, 13, 20, 30),
      g(3, 10, 10, 0),
      g(3, 11, 0, 10),
      g(3, 12, 25, 25),
      g(3, 13, 25, 25),
    ];
    const seeded = seedTeams({ memberIds: [1, 2, 3], games, tiebreaker: 'points_for', lot: [] });
    // Team 1 has 5 halves of 8; teams 2 and 3 4 of 8 each, so points for (100 v 60) splits them.
    expect(seeded.map((team) => [team.league_member_id, team.tiebreak])).toEqual([
      [1, null],
      [2, 'points_for'],
      [3, 'points_for'],
    ]);
  });

  it('breaks a two-team tie on record by points for, to the cent', () => {
    // 1 and 2 both 1-1; 2 scores 0.01 more over the season (sums of 2-decimal scores).
    const games = [g(1, 3, 100.1, 90), g(1, 4, 80.2, 90), g(2, 3, 100.3, 90), g(2, 4, 80.01, 90)];
    expect(order([1, 2, 3, 4], games)).toEqual([
      [4, null],
      [2, 'points_for'],
      [1, 'points_for'],
      [3, null],
    ]);
  });

  it('goes to head-to-head when record and points for are level', () => {
    // All three are 1-1; 1 and 2 have 150 points each and 2 beat 1; 3 has 100.
    const games = [g(1, 2, 70, 80), g(1, 3, 80, 10), g(2, 3, 70, 90)];
    expect(order([1, 2, 3], games)).toEqual([
      [2, 'head_to_head'],
      [1, 'head_to_head'],
      [3, 'points_for'],
    ]);
  });

  it('draws by lot when record, points for and head-to-head are all level', () => {
    // 1 and 2 tied their game and are level on everything.
    const games = [g(1, 2, 50, 50)];
    expect(order([1, 2], games, 'points_for', [2, 1])).toEqual([
      [2, 'lot'],
      [1, 'lot'],
    ]);
    expect(order([1, 2], games, 'points_for', [1, 2])).toEqual([
      [1, 'lot'],
      [2, 'lot'],
    ]);
  });

  it('draws by lot among teams that never played each other and are level otherwise', () => {
    expect(order([5, 6, 7], [], 'head_to_head', [7, 5, 6])).toEqual([
      [7, 'lot'],
      [5, 'lot'],
      [6, 'lot'],
    ]);
  });

  it('splits a three-way tie step by step, head-to-head counting only the teams still level', () => {
    // 1, 2 and 3 are 2-1: a circle among them (2 beat 1, 3 beat 2, 1 beat 3) and a win over 4.
    // Points for takes 1 out (one point ahead); between 2 and 3 only their own game counts: 3
    // won it. Over all three the circle would leave them level, and the lot favours 2.
    const games = [
      g(2, 1, 60, 50),
      g(3, 2, 60, 50),
      g(1, 3, 60, 50),
      g(1, 4, 41, 0),
      g(2, 4, 40, 0),
      g(3, 4, 40, 0),
    ];
    expect(order([1, 2, 3, 4], games, 'points_for', [2, 3, 1, 4])).toEqual([
      [1, 'points_for'],
      [3, 'head_to_head'],
      [2, 'head_to_head'],
      [4, null],
    ]);
  });

  it('leaves a circle of head-to-head wins level, then goes on to the next step', () => {
    // 1 beat 2, 2 beat 3, 3 beat 1; each also beat 4 and 5; all level on points.
    const circle = [g(1, 2, 60, 50), g(2, 3, 60, 50), g(3, 1, 60, 50)];
    const others = [1, 2, 3].flatMap((team) => [g(team, 4, 40, 0), g(team, 5, 40, 0)]);
    expect(order([1, 2, 3, 4, 5], [...circle, ...others], 'head_to_head', [3, 1, 2])).toEqual([
      [3, 'lot'],
      [1, 'lot'],
      [2, 'lot'],
      // 4 and 5 never met and scored nothing: only the lot (not drawn: by member id) parts them.
      [4, 'lot'],
      [5, 'lot'],
    ]);
  });

  it('with head-to-head first, a head-to-head win outranks more points for', () => {
    // 1 and 2 both 1-1; 1 has more points but lost to 2. 4 is 1-0, 3 is 0-1.
    const games = [g(1, 2, 90, 95), g(1, 3, 200, 0), g(2, 4, 10, 20)];
    expect(order([1, 2, 3, 4], games, 'head_to_head')).toEqual([
      [4, null],
      [2, 'head_to_head'],
      [1, 'head_to_head'],
      [3, null],
    ]);
    expect(order([1, 2, 3, 4], games, 'points_for')).toEqual([
      [4, null],
      [1, 'points_for'],
      [2, 'points_for'],
      [3, null],
    ]);
  });

  it('with head-to-head first and head-to-head level, points for decides, then the lot', () => {
    const games = [g(1, 2, 50, 50), g(1, 3, 70, 60), g(2, 3, 71, 60), g(4, 3, 10, 0)];
    // 1, 2 and 4 are 1-0-1, 1-0-1 and 1-0-0 — 4 is ahead (100 %); 1 and 2 tied their game.
    expect(order([1, 2, 3, 4], games, 'head_to_head')).toEqual([
      [4, null],
      [2, 'points_for'],
      [1, 'points_for'],
      [3, null],
    ]);
  });

  it('seeds ten teams 1 to 10 exactly once whatever the scores', () => {
    const ids = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
    const games: SeasonGame[] = [];
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) games.push(g(ids[i]!, ids[j]!, 50, 50));
    const seeded = seedTeams({ memberIds: ids, games, tiebreaker: 'points_for', lot: ids });
    expect(seeded.map((team) => team.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seeded.map((team) => team.league_member_id)).toEqual(ids);
    expect(new Set(seeded.map((team) => team.tiebreak))).toEqual(new Set(['lot']));
  });
});
