import {
  getBiteRightById,
  getBiteRightsByLeagueId,
  getLeagueMemberByLeagueAndUserId,
  getMatchupsByLeagueAndWeek,
  type BiteRight,
  type BiteRightDetail,
  type LeagueMember,
  type MatchupPlayer,
} from '@fangtasy/shared';

/** The league's bite rights and the member reading them. */
export interface BiteRights {
  memberId: number;
  rights: BiteRight[];
}

/** The member's own membership: from the session when it is there, else asked. */
const ownMemberId = async (leagueId: number, userId: number, membership: LeagueMember | null) =>
  membership?.id ?? (await getLeagueMemberByLeagueAndUserId(leagueId, userId)).id;

/** Every bite right of the league (decision 019: bites are announced to the whole league). */
export async function loadBiteRights(
  leagueId: number,
  userId: number,
  membership: LeagueMember | null,
): Promise<BiteRights> {
  const [memberId, rights] = await Promise.all([
    ownMemberId(leagueId, userId, membership),
    getBiteRightsByLeagueId(leagueId),
  ]);
  return { memberId, rights };
}

/** What the loser's players did the week of the right: points and photos by player. */
export type WeekPlayers = ReadonlyMap<number, Pick<MatchupPlayer, 'score' | 'headshot_url'>>;

/** One right with what it may take now, and that week's points of both teams' players. */
export interface BiteRightView {
  memberId: number;
  right: BiteRightDetail;
  week: WeekPlayers;
}

/**
 * A right and its week: the targets with their locks and swaps (GET /bites/getBiteRightById),
 * and the week's matchup, final and frozen, for each player's points (one read for every player).
 * Points that fail to load leave '--' rather than the choice.
 */
export async function loadBiteRight(
  leagueId: number,
  userId: number,
  membership: LeagueMember | null,
  rightId: number,
): Promise<BiteRightView> {
  const [memberId, right] = await Promise.all([
    ownMemberId(leagueId, userId, membership),
    getBiteRightById(rightId),
  ]);
  const week = new Map<number, Pick<MatchupPlayer, 'score' | 'headshot_url'>>();
  const answer = await getMatchupsByLeagueAndWeek(leagueId, right.week).catch(() => null);
  const matchup = answer?.matchups.find((game) =>
    [game.home.league_member_id, game.away.league_member_id].includes(right.victim_member_id),
  );
  for (const side of matchup ? [matchup.home, matchup.away] : [])
    for (const slot of [...(side.starters ?? []), ...(side.bench ?? [])])
      if (slot.player) week.set(slot.player.player_id, slot.player);
  return { memberId, right, week };
}
