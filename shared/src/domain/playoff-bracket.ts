import type { PlayoffRules } from './entities';
import {
  bracketRoundCount,
  CONSOLATION_TEAMS,
  roundName,
  roundWeeks,
  type BracketName,
} from './playoff-rules';

/**
 * The bracket: which games each round holds, where each side comes from, and who wins a game
 * (docs/decisions/020-playoffs-and-seasons.md). A fixed bracket — never reseeded — so the picture
 * a member saw on the first day is the one that fills in.
 */

/** Where a side of a game comes from: a seed (known once seeded), or the winner of a game. */
export type SideSource =
  { kind: 'seed'; seed: number } | { kind: 'winner'; round: number; slot: number };

/** One game of a bracket as laid out before anyone plays: its round, place and weeks. */
export interface BracketGameLayout {
  bracket: BracketName;
  round: number;
  /** Its place in the round, top to bottom, from 0. */
  slot: number;
  /** The upper line of the picture: the side the better seed's path comes from. */
  top: SideSource;
  bottom: SideSource;
  weeks: number[];
  round_name: string;
}

const seed = (value: number): SideSource => ({ kind: 'seed', seed: value });
const winner = (round: number, slot: number): SideSource => ({ kind: 'winner', round, slot });

/** A four-team bracket of seeds offset+1..offset+4: 1 v 4 and 2 v 3, then their winners. */
function fourTeamGames(offset: number): [number, number, SideSource, SideSource][] {
  return [
    [1, 0, seed(offset + 1), seed(offset + 4)],
    [1, 1, seed(offset + 2), seed(offset + 3)],
    [2, 0, winner(1, 0), winner(1, 1)],
  ];
}

/** A six-team bracket: 4 v 5 and 3 v 6, their winners against seeds 1 and 2 (who had a bye). */
function sixTeamGames(): [number, number, SideSource, SideSource][] {
  return [
    [1, 0, seed(4), seed(5)],
    [1, 1, seed(3), seed(6)],
    [2, 0, seed(1), winner(1, 0)],
    [2, 1, seed(2), winner(1, 1)],
    [3, 0, winner(2, 0), winner(2, 1)],
  ];
}

/** Whether a league of `teams` teams plays a consolation bracket under its rules. */
export const hasConsolationBracket = (rules: PlayoffRules, teams: number): boolean =>
  rules.consolation_bracket === 1 && teams >= rules.playoff_teams + CONSOLATION_TEAMS;

/**
 * Every game of a league's brackets, in order: the playoffs (4 or 6 seeds), then the consolation
 * bracket of the next four seeds when the league plays one and has the teams for it.
 */
export function bracketLayout(rules: PlayoffRules, teams: number): BracketGameLayout[] {
  const lay = (bracket: BracketName, games: [number, number, SideSource, SideSource][]) =>
    games.map(([round, slot, top, bottom]) => ({
      bracket,
      round,
      slot,
      top,
      bottom,
      weeks: roundWeeks(rules, bracket, round),
      round_name: roundName(rules, bracket, round),
    }));
  const playoffs = lay('playoff', rules.playoff_teams > 4 ? sixTeamGames() : fourTeamGames(0));
  if (!hasConsolationBracket(rules, teams)) return playoffs;
  return [...playoffs, ...lay('consolation', fourTeamGames(rules.playoff_teams))];
}

/** The seeds of a bracket's first round that wait for the second (the byes), best first. */
export function byesOf(layout: readonly BracketGameLayout[], bracket: BracketName): number[] {
  return layout
    .filter((game) => game.bracket === bracket && game.round === 2)
    .flatMap((game) => [game.top, game.bottom])
    .flatMap((source) => (source.kind === 'seed' ? [source.seed] : []));
}

/** The game a game's winner goes on to, and on which side; null after a final. */
export function nextGameOf(
  layout: readonly BracketGameLayout[],
  game: Pick<BracketGameLayout, 'bracket' | 'round' | 'slot'>,
): { game: BracketGameLayout; side: 'top' | 'bottom' } | null {
  const feeds = (source: SideSource) =>
    source.kind === 'winner' && source.round === game.round && source.slot === game.slot;
  for (const next of layout) {
    if (next.bracket !== game.bracket) continue;
    if (feeds(next.top)) return { game: next, side: 'top' };
    if (feeds(next.bottom)) return { game: next, side: 'bottom' };
  }
  return null;
}

/** Whether a game is its bracket's last. */
export const isFinalGame = (
  rules: PlayoffRules,
  game: Pick<BracketGameLayout, 'bracket' | 'round'>,
) => game.round === bracketRoundCount(rules, game.bracket);

/** A side of a game once played: its team, its seed, and its points over the round's weeks. */
export interface PlayedSide {
  league_member_id: number;
  seed: number;
  points: number;
}

export interface PlayoffGameResult {
  winner: PlayedSide;
  loser: PlayedSide;
  /** 'points': more points over the round; 'higher_seed': level on points, the better seed goes on. */
  decided_by: 'points' | 'higher_seed';
}

/**
 * Who wins a playoff game: more points over all the round's weeks (a two-week round adds both,
 * compared in whole cents, as the pages show them); level on points, the higher seed advances.
 */
export function decidePlayoffGame(a: PlayedSide, b: PlayedSide): PlayoffGameResult {
  const cents = (side: PlayedSide) => Math.round(side.points * 100);
  if (cents(a) !== cents(b)) {
    const [winning, losing] = cents(a) > cents(b) ? [a, b] : [b, a];
    return { winner: winning, loser: losing, decided_by: 'points' };
  }
  const [winning, losing] = a.seed < b.seed ? [a, b] : [b, a];
  return { winner: winning, loser: losing, decided_by: 'higher_seed' };
}

/** A game that has been decided, as the places are counted from it. */
export interface DecidedGame {
  bracket: BracketName;
  round: number;
  winner: number;
  loser: number;
}

/**
 * The season's final places once every game is decided: the playoff teams first (the champion,
 * the runner-up, then by the round each went out in, later first), then the consolation bracket's
 * the same way, then everyone else; teams that went out in the same round are ordered by seed.
 */
export function finalPlaces(
  rules: PlayoffRules,
  seeds: readonly { league_member_id: number; seed: number; bracket: BracketName | null }[],
  games: readonly DecidedGame[],
): Map<number, number> {
  const reach = (memberId: number, bracket: BracketName) => {
    const lost = games.find((game) => game.bracket === bracket && game.loser === memberId);
    return lost ? lost.round : bracketRoundCount(rules, bracket) + 1;
  };
  const group = (bracket: BracketName | null) =>
    seeds
      .filter((entry) => entry.bracket === bracket)
      .map((entry) => ({ ...entry, reach: bracket ? reach(entry.league_member_id, bracket) : 0 }))
      .sort((a, b) => b.reach - a.reach || a.seed - b.seed);
  const order = [...group('playoff'), ...group('consolation'), ...group(null)];
  return new Map(order.map((entry, index) => [entry.league_member_id, index + 1]));
}
