import type { WaiverRun } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A league's recorded waiver runs, the most recently due first. */
export async function leagueWaiverRuns(db: Db, leagueId: number, limit = 50): Promise<WaiverRun[]> {
  const rows = await db
    .selectFrom('waiver_runs as r')
    .leftJoin('players as p', 'p.id', 'r.player_id')
    .select([
      'r.id',
      'r.kind',
      'r.player_id',
      'p.player_name',
      'r.due_at',
      'r.status',
      'r.started_at',
      'r.finished_at',
      'r.awarded',
      'r.failed',
    ])
    .where('r.league_id', '=', leagueId)
    .orderBy('r.due_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    due_at: row.due_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  }));
}
