import {
  byesOf,
  MESSAGES,
  playoffWeekPlan,
  seedingOrderSteps,
  type BracketGame,
  type BracketGameLayout,
  type BracketName,
  type BracketSide,
  type BracketTeam,
  type PlayoffBracket,
  type SideSource,
} from '@fangtasy/shared/domain';
import { requireLeagueMember } from '../../auth/access';
import type { Db } from '../../db/connect';
import { scheduleWithScores, type ScoredScheduleRow } from '../league-schedule';
import { loadLeague } from '../roster-context';
import { finalPlacesOf, gameAt, loadBracketState, type BracketState } from './bracket-state';
import { leagueSeasonFactsOf } from './league-season';

/** A side's points over its game's weeks so far, or null before any of them is under way. */
function sidePoints(rows: readonly ScoredScheduleRow[], memberId: number | null): number | null {
  if (memberId === null) return null;
  const scores = rows.flatMap((row) => {
    const score = row.home_league_member === memberId ? row.home_score : row.away_score;
    return score === null ? [] : [score];
  });
  if (scores.length === 0) return null;
  return scores.reduce((cents, score) => cents + Math.round(score * 100), 0) / 100;
}

function gameOf(
  state: BracketState,
  place: BracketGameLayout,
  rows: readonly ScoredScheduleRow[],
  teamOf: (memberId: number | null) => BracketTeam | null,
  seeded: (source: SideSource) => number | null,
): BracketGame {
  const stored = gameAt(state, place);
  const weeks = stored ? rows.filter((row) => row.playoff_game_id === stored.id) : [];
  const side = (source: SideSource, memberId: number | null | undefined): BracketSide => {
    const known = memberId ?? seeded(source);
    return { source, team: teamOf(known), points: sidePoints(weeks, known) };
  };
  const top = side(place.top, stored?.top_member_id);
  const bottom = side(place.bottom, stored?.bottom_member_id);
  const underway = weeks.some((row) => row.home_score !== null || row.away_score !== null);
  return {
    bracket: place.bracket,
    round: place.round,
    slot: place.slot,
    round_name: place.round_name,
    weeks: place.weeks,
    top,
    bottom,
    state: stored?.winner_member_id
      ? 'decided'
      : !top.team || !bottom.team
        ? 'waiting_for_teams'
        : underway
          ? 'in_progress'
          : 'to_play',
    winner_league_member_id: stored?.winner_member_id ?? null,
    decided_by: stored?.decided_by ?? null,
    matchup_ids: weeks.map((row) => row.id),
  };
}

/**
 * The bracket page's one read: the league's playoff rules and weeks, every team's seed (with its
 * final place at the end), each bracket round by round with both sides of every game — 'TBD'
 * (null) until known — their points over the round so far (live while played), the winners, and
 * the champion. Before seeding it draws the empty bracket of the league's rules.
 */
export async function playoffBracket(
  db: Db,
  input: { leagueId: number; userId: number; now: Date },
): Promise<PlayoffBracket> {
  const membership = await requireLeagueMember(db, input.leagueId, input.userId);
  const league = await loadLeague(db, input.leagueId);
  const [state, facts, members] = await Promise.all([
    loadBracketState(db, league.id),
    leagueSeasonFactsOf(db, league.id),
    db
      .selectFrom('league_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.team_name', 'u.username'])
      .where('m.league_id', '=', league.id)
      .execute(),
  ]);
  const rows = state.seededAt ? await scheduleWithScores(db, league, input.now) : [];
  const seedOf = new Map(state.seeds.map((entry) => [entry.league_member_id, entry.seed]));
  const teamOf = (memberId: number | null): BracketTeam | null => {
    const member = members.find((entry) => entry.id === memberId);
    const seed = memberId === null ? undefined : seedOf.get(memberId);
    return member && seed !== undefined
      ? {
          league_member_id: member.id,
          team_name: member.team_name,
          username: member.username,
          seed,
        }
      : null;
  };
  const seeded = (source: SideSource) =>
    source.kind === 'seed'
      ? (state.seeds.find((entry) => entry.seed === source.seed)?.league_member_id ?? null)
      : null;
  const places = finalPlacesOf(state);
  const brackets = (['playoff', 'consolation'] as BracketName[]).flatMap((bracket) => {
    const games = state.layout.filter((place) => place.bracket === bracket);
    if (games.length === 0) return [];
    const rounds = [...new Set(games.map((place) => place.round))].sort((a, b) => a - b);
    return [
      {
        bracket,
        name: bracket === 'playoff' ? MESSAGES.playoffBracketName : MESSAGES.consolationBracketName,
        rounds: rounds.map((round) => {
          const ofRound = games.filter((place) => place.round === round);
          return {
            round,
            name: ofRound[0]!.round_name,
            weeks: ofRound[0]!.weeks,
            games: ofRound.map((place) => gameOf(state, place, rows, teamOf, seeded)),
            // Seeds waiting for round 2 skip round 1 (the top two of a six-team playoff).
            byes:
              round === 1
                ? byesOf(state.layout, bracket).flatMap((seed) => {
                    const team = teamOf(seeded({ kind: 'seed', seed }));
                    return team ? [team] : [];
                  })
                : [],
          };
        }),
      },
    ];
  });
  return {
    league_id: league.id,
    season: league.season,
    status: !state.seededAt ? 'not_seeded' : state.completedAt ? 'complete' : 'under_way',
    rules: state.rules,
    weeks: playoffWeekPlan(state.rules),
    seeding_order: seedingOrderSteps(state.rules.seeding_tiebreaker),
    tie_rule: MESSAGES.playoffTieRule,
    seeded_at: state.seededAt ? state.seededAt.toISOString() : null,
    seeds: state.seeds.map((entry) => ({
      ...entry,
      ...teamOf(entry.league_member_id)!,
      final_place: places.get(entry.league_member_id) ?? null,
    })),
    brackets,
    champion: facts.champion,
    own_league_member_id: membership.id,
  };
}
