/** The files of an NFL data folder, in the order they load (stats need the players first). */
export type ImportStep = 'players' | 'nfl_schedule' | 'weekly_stats' | 'season_stats';

export interface ImportProgress {
  step: ImportStep;
  done: number;
  total: number;
}

export type OnImportProgress = (progress: ImportProgress) => void;

/** One (season, week) whose stats were inserted, corrected or removed by an import. */
export interface SeasonWeek {
  season: number;
  week: number;
}
