import type { StandingRow } from '../domain/entities';
import { getData, segment } from './client';

/** The caller's next matchup: the earliest whose fantasy week has not ended. */
export interface NextMatch {
  week: number;
  is_home: boolean;
  opponent_league_member_id: number;
  opponent_team_name: string | null;
  opponent_username: string;
}

/** A league's standings (best first) and the caller's next match. */
export interface LeagueStandings {
  standings: (StandingRow & { username: string })[];
  own_league_member_id: number;
  next_match: NextMatch | null;
  /** How many weeks have final results. */
  final_weeks: number;
}

/** GET /standings/getStandingsByLeagueId/{league_id} — W-L-T records, standings and the next match. */
export const getStandingsByLeagueId = (leagueId: number): Promise<LeagueStandings> =>
  getData<LeagueStandings>(`/standings/getStandingsByLeagueId/${segment(leagueId)}`);
