import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';
import { leagueVersionTriggers } from './014-league-versions-queued-once';

/**
 * The draft's tables (migration 019) name a league, so a change to them raises the league's read
 * version at commit like every other league table (decision 005): a cached read of the league
 * can then never outlive a pick, an undo or a setting. Their own 'draft:' notices, which wake the
 * draft room's streams at once, stay as they are.
 */
const DRAFT_TABLES = ['drafts', 'draft_teams', 'draft_picks', 'draft_queue', 'draft_events'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, DRAFT_TABLES.map((table) => leagueVersionTriggers(table)).join('\n'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    DRAFT_TABLES.map(
      (table) => `
    DROP TRIGGER IF EXISTS ${table}_read_version ON ${table};
    DROP TRIGGER IF EXISTS ${table}_read_version_delete ON ${table};`,
    ).join('\n'),
  );
}
