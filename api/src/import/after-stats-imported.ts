import type { Db } from '../db/connect';
import { recomputeFinalWeeks } from '../services/finalize-weeks';
import type { SeasonWeek } from './import-progress';

/**
 * The extension point after an import changed weekly stats (rules §4.19: re-imported, corrected
 * stats recompute the affected scores). The importer calls it once, after its stats transaction
 * committed, with every (season, week) whose rows were inserted, corrected or removed; matchup and
 * standings code recomputes those weeks here. Returns the affected weeks, each once, in order.
 */
export async function afterStatsImported(
  db: Db,
  seasonWeeks: readonly SeasonWeek[],
): Promise<SeasonWeek[]> {
  const unique = new Map(seasonWeeks.map((entry) => [`${entry.season}-${entry.week}`, entry]));
  const weeks = [...unique.values()].sort((a, b) => a.season - b.season || a.week - b.week);
  // Final matchups of those weeks are re-scored from their frozen lineups; records and
  // standings are read from the stored scores, so they follow.
  await recomputeFinalWeeks(db, weeks);
  return weeks;
}
