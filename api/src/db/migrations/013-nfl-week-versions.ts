import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/** The tables whose rows say what a week's stat lines score, each naming its season and week. */
const WEEK_TABLES = ['weekly_stats', 'nfl_games'] as const;

/**
 * Read versions of each NFL week's stat lines (nfl_week_versions), for season points kept week by
 * week (services/season-points.ts): a stats update or a game's new clock raises its own week, so
 * a process reads that week's lines again and keeps the others, instead of scoring the whole
 * season again after every update of a live Sunday. Besides the weeks, 'nfl:teams' (a
 * line without a game or a team counts by its player's team) and 'nfl:totals' (players
 * scored from season totals) in read_versions.
 *
 * Raised once per statement from its transition tables, in week order, like the lineups'
 * versions (migration 012): a bulk import raises each of its weeks once. A week's row is never
 * deleted, so the rows of a season list every week that has had a line or a game; the rows
 * present when this migration runs are counted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE nfl_week_versions (
      season int NOT NULL,
      week int NOT NULL,
      version bigint NOT NULL DEFAULT 1,
      PRIMARY KEY (season, week)
    );
    INSERT INTO nfl_week_versions (season, week)
      SELECT season, week FROM weekly_stats UNION SELECT season, week FROM nfl_games;

    CREATE FUNCTION raise_nfl_weeks() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Each event's trigger names only its own transition tables.
      IF TG_OP = 'INSERT' THEN
        INSERT INTO nfl_week_versions AS v (season, week)
          SELECT DISTINCT season, week FROM changed_after ORDER BY 1, 2
          ON CONFLICT (season, week) DO UPDATE SET version = v.version + 1;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO nfl_week_versions AS v (season, week)
          SELECT DISTINCT season, week FROM changed_before ORDER BY 1, 2
          ON CONFLICT (season, week) DO UPDATE SET version = v.version + 1;
      ELSE
        INSERT INTO nfl_week_versions AS v (season, week)
          SELECT season, week FROM changed_after
          UNION
          SELECT season, week FROM changed_before
          ORDER BY 1, 2
          ON CONFLICT (season, week) DO UPDATE SET version = v.version + 1;
      END IF;
      RETURN NULL;
    END $$;

    CREATE FUNCTION raise_every_nfl_week() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE nfl_week_versions SET version = version + 1;
      RETURN NULL;
    END $$;

    CREATE FUNCTION raise_nfl_scope() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM raise_read_version(TG_ARGV[0]);
      RETURN NULL;
    END $$;

    ${WEEK_TABLES.map(
      (table) => `
    CREATE TRIGGER ${table}_week_version_update
      AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
      FOR EACH STATEMENT EXECUTE FUNCTION raise_nfl_weeks();
    CREATE TRIGGER ${table}_week_version_insert
      AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS changed_after
      FOR EACH STATEMENT EXECUTE FUNCTION raise_nfl_weeks();
    CREATE TRIGGER ${table}_week_version_delete
      AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS changed_before
      FOR EACH STATEMENT EXECUTE FUNCTION raise_nfl_weeks();
    CREATE TRIGGER ${table}_week_version_truncate
      AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION raise_every_nfl_week();`,
    ).join('')}

    CREATE TRIGGER players_team_version
      AFTER INSERT OR DELETE OR UPDATE OF team OR TRUNCATE ON players
      FOR EACH STATEMENT EXECUTE FUNCTION raise_nfl_scope('nfl:teams');
    CREATE TRIGGER season_stats_totals_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON season_stats
      FOR EACH STATEMENT EXECUTE FUNCTION raise_nfl_scope('nfl:totals');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ${WEEK_TABLES.map(
      (table) => `
    DROP TRIGGER IF EXISTS ${table}_week_version_update ON ${table};
    DROP TRIGGER IF EXISTS ${table}_week_version_insert ON ${table};
    DROP TRIGGER IF EXISTS ${table}_week_version_delete ON ${table};
    DROP TRIGGER IF EXISTS ${table}_week_version_truncate ON ${table};`,
    ).join('')}
    DROP TRIGGER IF EXISTS players_team_version ON players;
    DROP TRIGGER IF EXISTS season_stats_totals_version ON season_stats;
    DROP FUNCTION IF EXISTS raise_nfl_scope();
    DROP FUNCTION IF EXISTS raise_every_nfl_week();
    DROP FUNCTION IF EXISTS raise_nfl_weeks();
    DROP TABLE IF EXISTS nfl_week_versions;
  `,
  );
}
