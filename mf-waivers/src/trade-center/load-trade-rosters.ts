import {
  getGameSchedules,
  getMyTeam,
  getRosteredPlayersByLeagueMemberId,
  slotKindOf,
  type LeagueMember,
  type RosterRules,
} from '@fangtasy/shared';
import type { TradeRosterPlayer } from './trade-plan';

/** The member's own side of a trade: his membership, his rule set and his roster with its locks. */
export interface OwnTradeSide {
  member: LeagueMember;
  rules: RosterRules | null;
  players: TradeRosterPlayer[];
  /** The fantasy week now (its games lock players), or null off-season. */
  week: { year: number; week: number } | null;
}

/** Starters first, then the bench, then injured reserve; the best first within each. */
const slotRank = (slot: string) => {
  const kind = slotKindOf(slot);
  return kind === 'IR' ? 2 : kind === 'BENCH' ? 1 : 0;
};
const byRosterOrder = (a: TradeRosterPlayer, b: TradeRosterPlayer) =>
  slotRank(a.roster_position) - slotRank(b.roster_position) ||
  (b.season_points ?? 0) - (a.season_points ?? 0);

/** The caller's side from the My Team answer, which carries the lineup lock of each player. */
export async function loadOwnSide(leagueId: number): Promise<OwnTradeSide> {
  const team = await getMyTeam(leagueId);
  return {
    member: team.member,
    rules: team.roster_rules,
    week: team.current_week ? { year: team.current_week.year, week: team.current_week.week } : null,
    players: team.players.filter((player) => player.is_rostered === 1).sort(byRosterOrder),
  };
}

/**
 * Another team's roster with each player's lock: a player whose NFL team's game this week has
 * kicked off (its state by the server clock is no longer 'scheduled') can't move until the week
 * ends, as the server holds it. A schedule that fails to load leaves the server to say so.
 */
export async function loadTeamSide(
  memberId: number,
  week: OwnTradeSide['week'],
): Promise<TradeRosterPlayer[]> {
  const [roster, games] = await Promise.all([
    getRosteredPlayersByLeagueMemberId(memberId),
    week ? getGameSchedules(week.year, week.week).catch(() => []) : Promise.resolve([]),
  ]);
  const started = new Set(
    games.filter((game) => game.state !== 'scheduled').map((game) => game.team.toUpperCase()),
  );
  return roster
    .filter((player) => player.is_rostered === 1)
    .map((player) => ({ ...player, is_locked: started.has(player.team.toUpperCase()) }))
    .sort(byRosterOrder);
}
