import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * The lineup each team played a fantasy week with, frozen when the week ends. Rosters keep
 * changing afterwards (waivers, drops, next week's moves), so a final week's matchup page and a
 * stat correction re-score this lineup, never the roster of today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE matchup_lineups (
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      week int NOT NULL CHECK (week BETWEEN 1 AND 14),
      league_member_id int NOT NULL,
      player_id int NOT NULL REFERENCES players (id),
      roster_position text NOT NULL,
      PRIMARY KEY (league_id, week, league_member_id, player_id),
      FOREIGN KEY (league_id, league_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE
    );
    -- The week-ending job looks only for matchups not yet final.
    CREATE INDEX schedules_not_final_idx ON schedules (week, league_id) WHERE is_final = 0;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS schedules_not_final_idx;
    DROP TABLE IF EXISTS matchup_lineups;
  `,
  );
}
