import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/** Every table whose rows a league's pages read (all but `leagues` name it in league_id). */
export const LEAGUE_TABLES = [
  'leagues',
  'league_members',
  'roster_rules',
  'scoring_rules',
  'waiver_rules',
  'rostered_players',
  'schedules',
  'waiver_runs',
  'waiver_claims',
  'league_transactions',
  'matchup_lineups',
] as const;

/** The NFL data every league scores from: players, games, weeks and stat lines. */
export const NFL_TABLES = [
  'players',
  'nfl_games',
  'fantasy_weeks',
  'weekly_stats',
  'season_stats',
] as const;

/**
 * The trigger that raises a league's read version when a row of `table` (which names its league
 * in league_id) changes: later migrations add it to the tables they create.
 */
export const leagueReadVersionTrigger = (table: string): string => `
    CREATE CONSTRAINT TRIGGER ${table}_read_version
      AFTER INSERT OR UPDATE OR DELETE ON ${table}
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION league_rows_changed();`;

/**
 * Read versions: a counter per league ('league:<id>') and one for the NFL data ('nfl'), raised in
 * the same transaction as any change to what a league's pages show. The api caches its heavy read
 * answers under these versions and asks for them in the one query that checks the session, so a
 * change made by any api process is seen by every other on the next request. Triggers, not
 * application code, raise them, so no write path can forget to. League counters are raised at
 * commit (deferred), each once per transaction, so they lock a league's counter only for the
 * instant before commit and never while the transaction still waits on other rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE read_versions (
      scope text PRIMARY KEY,
      version bigint NOT NULL DEFAULT 0
    );

    CREATE FUNCTION raise_read_version(scope_name text) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      -- A transaction-local setting per scope marks it raised: a bulk change raises it once, and
      -- each further row costs one lookup.
      raised text := 'fangtasy.raised_' || replace(scope_name, ':', '_');
    BEGIN
      IF current_setting(raised, true) = '1' THEN
        RETURN;
      END IF;
      PERFORM set_config(raised, '1', true);
      INSERT INTO read_versions AS v (scope, version) VALUES (scope_name, 1)
        ON CONFLICT (scope) DO UPDATE SET version = v.version + 1;
    END $$;

    CREATE FUNCTION league_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed record;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        changed := OLD;
      ELSE
        changed := NEW;
      END IF;
      -- A league row is its own league; every other table names it in league_id.
      IF TG_TABLE_NAME = 'leagues' THEN
        PERFORM raise_read_version('league:' || changed.id);
      ELSE
        PERFORM raise_read_version('league:' || changed.league_id);
      END IF;
      RETURN NULL;
    END $$;

    CREATE FUNCTION nfl_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM raise_read_version('nfl');
      RETURN NULL;
    END $$;

    ${LEAGUE_TABLES.map(leagueReadVersionTrigger).join('')}
    ${NFL_TABLES.map(
      (table) => `
    CREATE TRIGGER ${table}_read_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION nfl_rows_changed();`,
    ).join('')}
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ${LEAGUE_TABLES.map((table) => `DROP TRIGGER IF EXISTS ${table}_read_version ON ${table};`).join('\n')}
    ${NFL_TABLES.map((table) => `DROP TRIGGER IF EXISTS ${table}_read_version ON ${table};`).join('\n')}
    DROP FUNCTION IF EXISTS nfl_rows_changed();
    DROP FUNCTION IF EXISTS league_rows_changed();
    DROP FUNCTION IF EXISTS raise_read_version(text);
    DROP TABLE IF EXISTS read_versions;
  `,
  );
}
