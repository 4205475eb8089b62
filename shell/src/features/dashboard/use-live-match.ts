import { TIMINGS, type Matchup, type WeekMatchups } from '@fangtasy/shared';
import { useLiveWeek } from '@fangtasy/shared/queries';

export interface LiveMatch {
  /** The member's own match of the week, as last read or pushed; null when he has none. */
  match: Matchup | null;
  ownMemberId: number | null;
  loading: boolean;
  failed: boolean;
}

/** Until the week is final, the dashboard reads it again at the live beat while no stream is held. */
const everyBeatUntilFinal = (shown: WeekMatchups | undefined) =>
  shown?.is_final ? null : TIMINGS.liveRefreshMs;

/**
 * The member's match of a week, kept live by the week's one live query (shared `useLiveWeek`,
 * decision 053): the same cache entry and stream as Matchups, so opening both costs one read and
 * one stream. Without a stream the week is read again every TIMINGS.liveRefreshMs until final.
 */
export function useLiveMatch(leagueId: number | null, week: number | null): LiveMatch {
  const { data, error, loading } = useLiveWeek(leagueId, week, { pollDelay: everyBeatUntilFinal });
  const ownMemberId = data?.own_league_member_id ?? null;
  const match =
    data?.matchups.find(
      (candidate) =>
        candidate.home.league_member_id === ownMemberId ||
        candidate.away.league_member_id === ownMemberId,
    ) ?? null;
  return { match, ownMemberId, loading, failed: error !== null };
}

/** The match has begun and is not over: a starter's game has kicked off on either side. */
export function isUnderWay(match: Matchup): boolean {
  if (match.is_final) return false;
  return [match.home, match.away].some((side) =>
    (side.starters ?? []).some(
      (slot) =>
        slot.player !== null &&
        slot.player.game_status !== 'scheduled' &&
        slot.player.game_status !== 'none',
    ),
  );
}
