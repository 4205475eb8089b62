import type { SlotKind } from './constants';
import type { Flag, StandingRow } from './entities';
import type { GameState } from './game-state';

/** Answers of the matchups and standings calls, shared by the api and its client. */

/** Where a player's NFL game stands when the scores were taken (gameStateAt); 'none' is a bye. */
export type GameStatus = GameState | 'none';

/** A player in a matchup lineup with his points for the week. */
export interface MatchupPlayer {
  player_id: number;
  player_name: string;
  position: string;
  team: string;
  is_injured: Flag;
  /** Points, 2 decimals; null ('--') before his game kicks off, or on a bye. */
  score: number | null;
  game_status: GameStatus;
  kickoff: string | null;
}

/** One slot of a lineup: null player is an 'Empty' slot. */
export interface MatchupSlot {
  slot: string;
  kind: SlotKind;
  player: MatchupPlayer | null;
}

/** One team of a matchup. */
export interface MatchupSide {
  league_member_id: number;
  team_name: string | null;
  /** The starters' points, 2 decimals. */
  score: number;
  /** Starting slots in layout order; null when the team's roster rules are missing. */
  starters: MatchupSlot[] | null;
  /** Bench slots (filled, then empty), then IR; null when the roster rules are missing. */
  bench: MatchupSlot[] | null;
  player_count: number;
}

export interface Matchup {
  id: number;
  week: number;
  is_final: boolean;
  home: MatchupSide;
  away: MatchupSide;
}

/** Everything the Matchups page shows for one week. */
export interface WeekMatchups {
  league: { league_id: number; name: string; season: number };
  week: number;
  /** The season's fantasy weeks. */
  weeks: number[];
  current_week: number | null;
  own_league_member_id: number;
  is_final: boolean;
  /** Some NFL game of the week is being played: the page refreshes itself. */
  in_progress: boolean;
  next_kickoff: string | null;
  /** The server-clock instant the scores are as of. */
  updated_at: string;
  matchups: Matchup[];
}

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
