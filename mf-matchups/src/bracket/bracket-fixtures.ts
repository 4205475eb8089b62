import {
  DEFAULT_PLAYOFF_RULES,
  playoffWeekPlan,
  seedingOrderSteps,
  MESSAGES,
  type BracketGame,
  type BracketSide,
  type BracketTeam,
  type PlayoffBracket,
  type SeedRow,
} from '@fangtasy/shared';

/** Ten teams; seed n is member 100 + n, alice (the reader) is seed 3, member 103. */
export const teamOf = (seed: number): BracketTeam => ({
  league_member_id: 100 + seed,
  team_name: seed === 3 ? 'Alice Anchors' : `Team ${seed}`,
  username: seed === 3 ? 'alice' : `user${seed}`,
  seed,
});

const seedSide = (seed: number, known: boolean, points: number | null = null): BracketSide => ({
  source: { kind: 'seed', seed },
  team: known ? teamOf(seed) : null,
  points,
});

const winnerSide = (
  round: number,
  slot: number,
  team: number | null,
  points: number | null = null,
): BracketSide => ({
  source: { kind: 'winner', round, slot },
  team: team === null ? null : teamOf(team),
  points,
});

const game = (
  round: number,
  slot: number,
  roundName: string,
  week: number,
  top: BracketSide,
  bottom: BracketSide,
  state: BracketGame['state'],
  winner: number | null = null,
  bracket: BracketGame['bracket'] = 'playoff',
): BracketGame => ({
  bracket,
  round,
  slot,
  round_name: roundName,
  weeks: [week],
  top,
  bottom,
  state,
  winner_league_member_id: winner === null ? null : 100 + winner,
  decided_by: state === 'decided' ? 'points' : null,
  matchup_ids: [],
});

const seedRow = (seed: number, finalPlace: number | null): SeedRow => ({
  ...teamOf(seed),
  wins: 9 - seed,
  losses: seed - 1,
  ties: 0,
  points_for: 1000 - seed * 10.5,
  tiebreak: seed === 4 ? 'points_for' : null,
  bracket: seed <= 6 ? 'playoff' : 'consolation',
  final_place: finalPlace,
});

const RULES = { ...DEFAULT_PLAYOFF_RULES, playoff_teams: 6, consolation_bracket: 1 } as const;

/**
 * The demo's playoffs in week 11: the quarterfinals decided (3 beat 6, 5 beat 4), the
 * semifinals and consolation semifinals being played.
 */
export function bracketUnderWay(): PlayoffBracket {
  return {
    league_id: 7,
    season: 2025,
    status: 'under_way',
    rules: RULES,
    weeks: playoffWeekPlan(RULES),
    seeding_order: seedingOrderSteps('points_for'),
    tie_rule: MESSAGES.playoffTieRule,
    seeded_at: '2025-11-11T11:00:00.000Z',
    seeds: Array.from({ length: 10 }, (_, index) => seedRow(index + 1, null)),
    brackets: [
      {
        bracket: 'playoff',
        name: 'Playoffs',
        rounds: [
          {
            round: 1,
            name: 'Quarterfinals',
            weeks: [10],
            byes: [teamOf(1), teamOf(2)],
            games: [
              game(
                1,
                0,
                'Quarterfinals',
                10,
                seedSide(4, true, 98.5),
                seedSide(5, true, 101.25),
                'decided',
                5,
              ),
              game(
                1,
                1,
                'Quarterfinals',
                10,
                seedSide(3, true, 120),
                seedSide(6, true, 87.1),
                'decided',
                3,
              ),
            ],
          },
          {
            round: 2,
            name: 'Semifinals',
            weeks: [11],
            byes: [],
            games: [
              game(
                2,
                0,
                'Semifinals',
                11,
                seedSide(1, true, 45.5),
                winnerSide(1, 0, 5, 60.25),
                'in_progress',
              ),
              game(
                2,
                1,
                'Semifinals',
                11,
                seedSide(2, true, 30),
                winnerSide(1, 1, 3, 52.75),
                'in_progress',
              ),
            ],
          },
          {
            round: 3,
            name: 'Championship',
            weeks: [12],
            byes: [],
            games: [
              game(
                3,
                0,
                'Championship',
                12,
                winnerSide(2, 0, null),
                winnerSide(2, 1, null),
                'waiting_for_teams',
              ),
            ],
          },
        ],
      },
      {
        bracket: 'consolation',
        name: 'Consolation bracket',
        rounds: [
          {
            round: 1,
            name: 'Consolation semifinals',
            weeks: [11],
            byes: [],
            games: [
              game(
                1,
                0,
                'Consolation semifinals',
                11,
                seedSide(7, true, 40),
                seedSide(10, true, 20),
                'in_progress',
                null,
                'consolation',
              ),
              game(
                1,
                1,
                'Consolation semifinals',
                11,
                seedSide(8, true, 33),
                seedSide(9, true, 41),
                'in_progress',
                null,
                'consolation',
              ),
            ],
          },
          {
            round: 2,
            name: 'Consolation final',
            weeks: [12],
            byes: [],
            games: [
              game(
                2,
                0,
                'Consolation final',
                12,
                winnerSide(1, 0, null),
                winnerSide(1, 1, null),
                'waiting_for_teams',
                null,
                'consolation',
              ),
            ],
          },
        ],
      },
    ],
    champion: null,
    own_league_member_id: 103,
  };
}

/** The same league after week 12: seed 1 and alice (seed 3) level in the final; the higher seed wins. */
export function bracketComplete(): PlayoffBracket {
  const bracket = bracketUnderWay();
  const [playoffs] = bracket.brackets;
  const [, semis, final] = playoffs!.rounds;
  semis!.games = semis!.games.map((semi, slot) => ({
    ...semi,
    state: 'decided',
    decided_by: 'points',
    winner_league_member_id: slot === 0 ? 101 : 103,
  }));
  final!.games = [
    {
      ...final!.games[0]!,
      top: winnerSide(2, 0, 1, 110),
      bottom: winnerSide(2, 1, 3, 110),
      state: 'decided',
      decided_by: 'higher_seed',
      winner_league_member_id: 101,
    },
  ];
  const places = [1, 3, 2, 5, 4, 6, 7, 8, 9, 10];
  return {
    ...bracket,
    status: 'complete',
    champion: { league_member_id: 101, team_name: 'Team 1', username: 'user1' },
    seeds: bracket.seeds.map((row, index) => ({ ...row, final_place: places[index]! })),
  };
}

/** Before week 9 is final: no team known anywhere. */
export function bracketNotSeeded(): PlayoffBracket {
  const bracket = bracketUnderWay();
  const unknown = (side: BracketSide): BracketSide => ({ ...side, team: null, points: null });
  return {
    ...bracket,
    status: 'not_seeded',
    seeded_at: null,
    seeds: [],
    brackets: bracket.brackets.map((drawn) => ({
      ...drawn,
      rounds: drawn.rounds.map((round) => ({
        ...round,
        byes: [],
        games: round.games.map((each) => ({
          ...each,
          state: 'waiting_for_teams',
          winner_league_member_id: null,
          decided_by: null,
          top: unknown(each.top),
          bottom: unknown(each.bottom),
        })),
      })),
    })),
  };
}
