import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';
import { raiseReadVersion } from './009-change-notifications';

/**
 * raise_read_version raises a scope once per transaction, and marked each scope raised in a
 * transaction-local setting of its own ('fangtasy.raised_league_<id>'). A setting's value goes
 * with its transaction, but its name stays defined in the session, and PostgreSQL 15 re-sorts
 * every name it knows on each new one: a pooled connection that had written to 3,000 leagues
 * held 3,000 names, and creating them cost it about 2 s (0.67 ms a name, measured). The scopes
 * raised are now marked in one setting, as migration 014 marks the scopes changed: ' league:1
 * nfl '. The raise, its announcement and its once per transaction are as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE OR REPLACE FUNCTION raise_read_version(scope_name text) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      raised text := coalesce(current_setting('fangtasy.raised_scopes', true), '');
    BEGIN
      IF strpos(raised, ' ' || scope_name || ' ') > 0 THEN
        RETURN;
      END IF;
      PERFORM set_config('fangtasy.raised_scopes',
        coalesce(nullif(raised, ''), ' ') || scope_name || ' ', true);
      INSERT INTO read_versions AS v (scope, version) VALUES (scope_name, 1)
        ON CONFLICT (scope) DO UPDATE SET version = v.version + 1;
      PERFORM pg_notify('read_versions', scope_name);
    END $$;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, raiseReadVersion(true));
}
