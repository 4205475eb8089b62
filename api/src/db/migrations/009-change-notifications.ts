import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/** Migration 004's raise_read_version, with or without the notification. */
export const raiseReadVersion = (notify: boolean) => `
    CREATE OR REPLACE FUNCTION raise_read_version(scope_name text) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      raised text := 'fangtasy.raised_' || replace(scope_name, ':', '_');
    BEGIN
      IF current_setting(raised, true) = '1' THEN
        RETURN;
      END IF;
      PERFORM set_config(raised, '1', true);
      INSERT INTO read_versions AS v (scope, version) VALUES (scope_name, 1)
        ON CONFLICT (scope) DO UPDATE SET version = v.version + 1;
      ${notify ? "PERFORM pg_notify('read_versions', scope_name);" : ''}
    END $$;
  `;

/**
 * Read versions announce themselves: raising a counter also sends `pg_notify('read_versions',
 * '<scope>')`, which PostgreSQL delivers to every listening session when the transaction commits
 * (never when it rolls back), once per scope and transaction. Each api process listens
 * (`changeListenerOf` in db/connect.ts) and pushes what changed to the members watching (live/),
 * so a change made through any process reaches watchers on every other
 * (docs/decisions/015-live-scores-pushed.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, raiseReadVersion(true));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, raiseReadVersion(false));
}
