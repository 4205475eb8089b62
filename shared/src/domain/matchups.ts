/** Answers of the matchups and standings calls, declared in the contract (`shared/src/contract`). */
export type {
  GameStatus,
  LeagueStandings,
  Matchup,
  MatchupPlayer,
  MatchupSide,
  MatchupSlot,
  NextMatch,
  Streak,
  WeekMatchups,
} from '../contract';
