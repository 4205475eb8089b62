import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Past NFL seasons, kept apart from the season being played (docs/decisions/060): the draft ranks
 * players by the season before (the real 2024 season the api ships, api/data/nfl-2024/). Not in
 * weekly_stats with season 2024: weekly_stats is the live season — its rows belong to players
 * of the pool (a past season's retired players must not become addable), and every change of
 * them moves the NFL read versions, re-scores final weeks and reaches the live streams.
 *
 * past_season_players: who each past season's player id was (name, fantasy position and team
 * that season), the only record of a player not in the pool any more. past_weekly_stats: his
 * weekly stat lines, with the stat columns of weekly_stats so the one SQL scorer
 * (services/scoring-sql.ts) scores them as it scores this season's. A change of either raises
 * the read version 'nfl:past' (the rankings' memo is kept under it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE past_season_players (
      season int NOT NULL CHECK (season BETWEEN 2000 AND 2100),
      external_id text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 40),
      player_name text NOT NULL CHECK (length(player_name) BETWEEN 1 AND 100),
      position text NOT NULL CHECK (position IN ('QB', 'RB', 'WR', 'TE', 'K', 'DEF')),
      team text NOT NULL CHECK (length(team) BETWEEN 1 AND 10),
      PRIMARY KEY (season, external_id)
    );

    CREATE TABLE past_weekly_stats (
      season int NOT NULL,
      week int NOT NULL CHECK (week BETWEEN 1 AND 30),
      external_id text NOT NULL,
      passing_yards int NOT NULL DEFAULT 0,
      passing_tds int NOT NULL DEFAULT 0,
      interceptions int NOT NULL DEFAULT 0,
      two_point_passes int NOT NULL DEFAULT 0,
      rushing_yards int NOT NULL DEFAULT 0,
      rushing_tds int NOT NULL DEFAULT 0,
      two_point_rushes int NOT NULL DEFAULT 0,
      receptions int NOT NULL DEFAULT 0,
      receiving_yards int NOT NULL DEFAULT 0,
      receiving_tds int NOT NULL DEFAULT 0,
      two_point_receptions int NOT NULL DEFAULT 0,
      special_teams_tds int NOT NULL DEFAULT 0,
      kickoff_return_tds int,
      punt_return_tds int,
      fumble_recovery_tds int,
      interception_return_tds int,
      fumble_return_tds int,
      blocked_return_tds int,
      two_point_returns int,
      fumbles_lost int,
      safeties int,
      PRIMARY KEY (season, external_id, week),
      FOREIGN KEY (season, external_id) REFERENCES past_season_players (season, external_id)
        ON DELETE CASCADE
    );

    CREATE TRIGGER past_season_players_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON past_season_players
      FOR EACH STATEMENT EXECUTE FUNCTION raise_nfl_scope('nfl:past');
    CREATE TRIGGER past_weekly_stats_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON past_weekly_stats
      FOR EACH STATEMENT EXECUTE FUNCTION raise_nfl_scope('nfl:past');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS past_weekly_stats;
    DROP TABLE IF EXISTS past_season_players;
  `,
  );
}
