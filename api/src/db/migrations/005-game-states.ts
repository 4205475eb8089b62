import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Game states from the NFL data (shared gameStateAt): a game is scheduled, in progress (with the
 * quarter and game clock when a live source reports them) or final, as its source says — an
 * import that carries the final score, or a live feed. Games already imported with their final
 * scores are final.
 *
 * replay_games holds the final scores of a recorded season that a replay reveals as the league
 * clock passes each game (the demo season): kept apart from nfl_games so that no page can read a
 * result before the clock reaches it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE nfl_games
      ADD COLUMN status text NOT NULL DEFAULT 'scheduled'
        CHECK (status IN ('scheduled', 'in_progress', 'final')),
      ADD COLUMN period smallint CHECK (period BETWEEN 1 AND 9),
      ADD COLUMN game_clock text CHECK (game_clock ~ '^[0-9]{1,2}:[0-5][0-9]$');
    UPDATE nfl_games SET status = 'final'
      WHERE home_score IS NOT NULL AND away_score IS NOT NULL;

    CREATE TABLE replay_games (
      game_id text PRIMARY KEY REFERENCES nfl_games (game_id) ON DELETE CASCADE,
      home_score int NOT NULL CHECK (home_score BETWEEN 0 AND 200),
      away_score int NOT NULL CHECK (away_score BETWEEN 0 AND 200)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS replay_games;
    ALTER TABLE nfl_games DROP COLUMN IF EXISTS game_clock, DROP COLUMN IF EXISTS period,
      DROP COLUMN IF EXISTS status;
  `,
  );
}
