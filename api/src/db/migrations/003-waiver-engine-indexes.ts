import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Lookups the waiver engine makes for every award, which otherwise scan whole tables once a
 * database holds many leagues: a player's rows in a league whatever their state (his state, his
 * waiver period, the dropped row an add re-uses), and the pending claims naming a drop player.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX rostered_players_league_player_idx ON rostered_players (league_id, player_id);
    CREATE INDEX waiver_claims_drop_idx ON waiver_claims (rostered_player_to_drop) WHERE is_active = 1;
    CREATE INDEX waiver_runs_unfinished_idx ON waiver_runs (due_at) WHERE status <> 'done';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS waiver_runs_unfinished_idx;
    DROP INDEX IF EXISTS waiver_claims_drop_idx;
    DROP INDEX IF EXISTS rostered_players_league_player_idx;
  `,
  );
}
