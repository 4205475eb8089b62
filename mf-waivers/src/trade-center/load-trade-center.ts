import {
  getLeagueMemberByLeagueAndUserId,
  getLeagueMembersByLeagueId,
  getTradeRulesByLeagueId,
  getTradesByLeagueId,
  teamsOf,
  type LeagueMember,
  type TradeOffer,
  type TradePendingCount,
  type TradeRules,
} from '@fangtasy/shared';

/** Everything the trade centre lists, read at once. */
export interface TradeCenterData {
  memberId: number;
  open: TradeOffer[];
  closed: TradeOffer[];
  /** The league's other teams: whom the member may offer a trade. */
  teams: LeagueMember[];
  rules: TradeRules | null;
  /** The member's open bite rights (the Trades badge counts them): the way to the bite screen. */
  biteRights: number;
}

/**
 * The open and the closed offers the member may see, the league's teams, its trade settings and
 * what waits for the member (the badge's count, for his bite rights), in one round of requests;
 * the member's own membership from the session when it is there.
 */
export async function loadTradeCenter(
  leagueId: number,
  userId: number,
  membership: LeagueMember | null,
  /** What waits for the member, as the navigation's badge reads it (one read for both). */
  pendingCount: () => Promise<TradePendingCount>,
): Promise<TradeCenterData> {
  const [memberId, open, closed, members, rules, pending] = await Promise.all([
    membership?.id ?? getLeagueMemberByLeagueAndUserId(leagueId, userId).then((own) => own.id),
    getTradesByLeagueId(leagueId, 'open'),
    getTradesByLeagueId(leagueId, 'closed'),
    getLeagueMembersByLeagueId(leagueId),
    // The settings explain the page; without them it still works.
    getTradeRulesByLeagueId(leagueId).catch(() => null),
    pendingCount().catch(() => null),
  ]);
  return {
    memberId,
    open,
    closed,
    teams: teamsOf(members).filter((member) => member.id !== memberId),
    rules,
    biteRights: pending?.bite_rights ?? 0,
  };
}
