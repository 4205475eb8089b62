import type { SeedingTiebreaker } from './playoff-rules';

/**
 * Seeding (docs/decisions/020-playoffs-and-seasons.md): every team of the league gets a seed from
 * its regular season — record first (win percentage, a tie half a win), then the league's
 * tie-breakers in its chosen order (points for, head-to-head), then the draw by lot. A step
 * splits a group of level teams into smaller groups; each group still level goes on to the next
 * step on its own (head-to-head counts only the games among the teams still level).
 */

/** A final regular-season game: both teams and their scores. */
export interface SeasonGame {
  home: number;
  away: number;
  home_score: number;
  away_score: number;
}

/** What placed a team among the teams level with it on record; null when none was. */
export type SeedTiebreak = 'points_for' | 'head_to_head' | 'lot' | null;

export interface SeededTeam {
  league_member_id: number;
  seed: number;
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
  tiebreak: SeedTiebreak;
}

type Step = Exclude<SeedTiebreak, null>;

interface Tally {
  league_member_id: number;
  wins: number;
  losses: number;
  ties: number;
  /** Whole cents, so sums of 2-decimal scores compare exactly. */
  cents: number;
}

/** A share as an exact fraction: (2 wins + ties) over (2 games); 0 over 1 without a game. */
interface Share {
  halves: number;
  of: number;
}

const shareOf = (wins: number, ties: number, games: number): Share => ({
  halves: 2 * wins + ties,
  of: games === 0 ? 1 : 2 * games,
});
/** > 0 when `b` is ahead (cross-multiplied: equal shares compare equal). */
const compareShares = (a: Share, b: Share) => b.halves * a.of - a.halves * b.of;

const cents = (points: number) => Math.round(points * 100);

/** Each team's record and points for from the final games. */
function tallies(memberIds: readonly number[], games: readonly SeasonGame[]): Map<number, Tally> {
  const byId = new Map(
    memberIds.map((id) => [id, { league_member_id: id, wins: 0, losses: 0, ties: 0, cents: 0 }]),
  );
  for (const game of games) {
    const sides: [number, number, number][] = [
      [game.home, cents(game.home_score), cents(game.away_score)],
      [game.away, cents(game.away_score), cents(game.home_score)],
    ];
    for (const [id, own, other] of sides) {
      const tally = byId.get(id);
      if (!tally) continue;
      tally.cents += own;
      if (own > other) tally.wins += 1;
      else if (own < other) tally.losses += 1;
      else tally.ties += 1;
    }
  }
  return byId;
}

/** The head-to-head share of each team of `group` over the games among them only. */
function headToHead(group: readonly Tally[], games: readonly SeasonGame[]): Map<number, Share> {
  const ids = new Set(group.map((team) => team.league_member_id));
  const among = games.filter((game) => ids.has(game.home) && ids.has(game.away));
  const mini = tallies([...ids], among);
  return new Map(
    [...mini.values()].map((team) => [
      team.league_member_id,
      shareOf(team.wins, team.ties, team.wins + team.losses + team.ties),
    ]),
  );
}

/** Splits `group` into runs of teams level under `compare` (< 0: first ahead), best run first. */
function splitBy<T>(group: readonly T[], compare: (a: T, b: T) => number): T[][] {
  const sorted = [...group].sort(compare);
  const runs: T[][] = [];
  for (const team of sorted) {
    const run = runs.at(-1);
    if (run && compare(run[0]!, team) === 0) run.push(team);
    else runs.push([team]);
  }
  return runs;
}

/**
 * Orders teams level on record by the steps left; answers each with the step that placed it
 * (the last one its group needed). The lot always separates.
 */
function orderLevel(
  group: readonly Tally[],
  steps: readonly Step[],
  games: readonly SeasonGame[],
  lotIndex: ReadonlyMap<number, number>,
  placedBy: Step | null,
): { team: Tally; tiebreak: SeedTiebreak }[] {
  if (group.length === 1) return [{ team: group[0]!, tiebreak: placedBy }];
  const [step, ...rest] = steps;
  if (!step) throw new Error('the draw by lot separates every team');
  let compare: (a: Tally, b: Tally) => number;
  if (step === 'points_for') compare = (a, b) => b.cents - a.cents;
  else if (step === 'head_to_head') {
    const shares = headToHead(group, games);
    compare = (a, b) =>
      compareShares(shares.get(a.league_member_id)!, shares.get(b.league_member_id)!);
  } else {
    const at = (team: Tally) => lotIndex.get(team.league_member_id) ?? Number.MAX_SAFE_INTEGER;
    compare = (a, b) => at(a) - at(b) || a.league_member_id - b.league_member_id;
  }
  return splitBy(group, compare).flatMap((run) => orderLevel(run, rest, games, lotIndex, step));
}

/**
 * Seeds every team of a league from its final regular-season games. `tiebreaker` is the league's
 * first tie-breaker after record; `lot` lists the teams in the order they were drawn (the first
 * drawn is seeded ahead when everything else is level). Seeds run 1..n.
 */
export function seedTeams(input: {
  memberIds: readonly number[];
  games: readonly SeasonGame[];
  tiebreaker: SeedingTiebreaker;
  lot: readonly number[];
}): SeededTeam[] {
  const byId = tallies(input.memberIds, input.games);
  const lotIndex = new Map(input.lot.map((id, index) => [id, index]));
  const steps: Step[] =
    input.tiebreaker === 'points_for'
      ? ['points_for', 'head_to_head', 'lot']
      : ['head_to_head', 'points_for', 'lot'];
  const share = (team: Tally) => shareOf(team.wins, team.ties, team.wins + team.losses + team.ties);
  const byRecord = splitBy([...byId.values()], (a, b) => compareShares(share(a), share(b)));
  const ordered = byRecord.flatMap((group) =>
    orderLevel(group, steps, input.games, lotIndex, null),
  );
  return ordered.map(({ team, tiebreak }, index) => ({
    league_member_id: team.league_member_id,
    seed: index + 1,
    wins: team.wins,
    losses: team.losses,
    ties: team.ties,
    points_for: team.cents / 100,
    tiebreak,
  }));
}
