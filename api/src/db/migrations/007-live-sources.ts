import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Live and nightly stats sources (docs/decisions/014-live-stats-sources.md).
 *
 * The id crosswalk that nflverse's roster file carries: a player's GSIS id is external_id, and
 * espn_id / sleeper_id name him in those providers' feeds; espn_game_id names a game in ESPN's
 * scoreboard (the schedule's `espn` column).
 *
 * stats_sources holds one row per source: when it may poll next and how its last polls went
 * (GET /health shows them). A scheduler in any api process claims a poll by moving
 * next_attempt_at forward in one conditional UPDATE, so two processes never poll at once; a
 * process that dies mid-poll leaves a claim that expires at next_attempt_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE players
      ADD COLUMN espn_id text CHECK (espn_id ~ '^[0-9]{1,12}$'),
      ADD COLUMN sleeper_id text CHECK (length(sleeper_id) BETWEEN 1 AND 40);
    CREATE INDEX players_espn_id ON players (espn_id) WHERE espn_id IS NOT NULL;
    CREATE INDEX players_sleeper_id ON players (sleeper_id) WHERE sleeper_id IS NOT NULL;

    ALTER TABLE nfl_games ADD COLUMN espn_game_id text CHECK (espn_game_id ~ '^[0-9]{1,12}$');
    CREATE INDEX nfl_games_espn_game_id ON nfl_games (espn_game_id) WHERE espn_game_id IS NOT NULL;

    CREATE TABLE stats_sources (
      name text PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 40),
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_attempt_at timestamptz,
      last_success_at timestamptz,
      last_change_at timestamptz,
      last_error_at timestamptz,
      last_error text CHECK (length(last_error) <= 500),
      failures int NOT NULL DEFAULT 0 CHECK (failures BETWEEN 0 AND 10000)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS stats_sources;
    ALTER TABLE nfl_games DROP COLUMN IF EXISTS espn_game_id;
    ALTER TABLE players DROP COLUMN IF EXISTS sleeper_id, DROP COLUMN IF EXISTS espn_id;
  `,
  );
}
