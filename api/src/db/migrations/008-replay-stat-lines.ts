import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * The stat lines of a recorded season (the demo's real 2025 season), kept apart from
 * weekly_stats as replay_games keeps the final scores apart from nfl_games: the replay
 * (stats-sources/recorded-season-replay.ts) writes each game's lines into weekly_stats as the
 * league clock passes it — a share of each line while the game is played, the whole line once it
 * is final — so no page can read a stat before the clock reaches it. Same columns and bounds as
 * weekly_stats.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE replay_weekly_stats (LIKE weekly_stats INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
    ALTER TABLE replay_weekly_stats
      ADD PRIMARY KEY (player_id, season, week),
      ADD FOREIGN KEY (player_id) REFERENCES players (id) ON DELETE CASCADE,
      ADD FOREIGN KEY (game_id) REFERENCES replay_games (game_id) ON DELETE CASCADE;
    CREATE INDEX replay_weekly_stats_game_id ON replay_weekly_stats (game_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS replay_weekly_stats;`);
}
