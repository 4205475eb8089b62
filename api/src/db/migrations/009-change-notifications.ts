import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Read versions announce themselves: raising a counter also sends `pg_notify('read_versions',
 * '<scope>')`, which PostgreSQL delivers to every listening session when the transaction commits
 * (never when it rolls back), once per scope and transaction. Each api process listens
 * (live/change-feed.ts) and pushes what changed to the members watching (live/), so a change made
 * through any process reaches watchers on every other (docs/decisions/015-live-scores-pushed.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
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
      PERFORM pg_notify('read_versions', scope_name);
    END $$;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
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
    END $$;
  `,
  );
}
