import { sql, type RawBuilder } from 'kysely';
import { PREPARED, type Db } from '../db/connect';
import { runPipeline, runsPipelines } from '../db/pipelines';

/** The read versions a run's state stands at (run-state.ts). */
export interface Versions {
  leagueVersion: number;
  nflVersion: number;
}

/** True while the league's and the NFL data's read versions are still `versions`. */
export const versionsHold = (leagueId: number, versions: Versions) => sql<boolean>`
  coalesce((select version from read_versions where scope = ${`league:${leagueId}`}), 0)
    = ${versions.leagueVersion}
  and coalesce((select version from read_versions where scope = 'nfl'), 0)
    = ${versions.nflVersion}`;

/**
 * Takes every member row's lock, in id order. An award moves budgets and the waiver order, and
 * every roster change or claim edit takes its member's lock first, so once a step holds them
 * nothing it decides on can change until it commits. A statement of its own, before the step's
 * writes: those check the read versions with a snapshot taken after the locks were granted,
 * so what committed while the locks were awaited shows there.
 */
export const lockMembersStatement = (leagueId: number) => sql`${PREPARED}
  select id from league_members where league_id = ${leagueId} order by id for no key update`;

/**
 * Runs one step of a run in a transaction of its own: every member's lock, then `statements`;
 * answers each statement's rows. On PostgreSQL it all travels in one round trip
 * (db/pipelines.ts); PGlite takes the statements one by one, and afterwards hands the event loop
 * back (it answers without waiting on I/O, so a run of many steps would otherwise hold timers
 * and the api's requests).
 */
export async function runStepTransaction(
  db: Db,
  leagueId: number,
  statements: readonly RawBuilder<unknown>[],
): Promise<unknown[][]> {
  if (runsPipelines(db)) {
    const [, ...rows] = await runPipeline(db, [
      'BEGIN',
      lockMembersStatement(leagueId).compile(db),
      ...statements.map((statement) => statement.compile(db)),
      'COMMIT',
    ]);
    return rows;
  }
  const rows = await db.transaction().execute(async (trx) => {
    await lockMembersStatement(leagueId).execute(trx);
    const results: unknown[][] = [];
    for (const statement of statements) results.push((await statement.execute(trx)).rows);
    return results;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return rows;
}
