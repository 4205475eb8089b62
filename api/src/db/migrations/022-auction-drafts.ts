import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';
import { leagueVersionTriggers } from './014-league-versions-queued-once';

// The numbers are written out, not imported from shared: a migration is history and must not
// change when a limit does.

/**
 * The auction draft (docs/decisions/065), in the same rows as every draft (migration 019) so one
 * lock decides it (decision 058):
 *
 * - drafts: the kind 'auction'; the budget and the bid clock; while it runs, the team to nominate
 *   and the player on the block with the high bid and its bidder. `current_overall` numbers the
 *   lots and `deadline` is the nomination's clock while nobody is on the block, the bid clock
 *   while someone is.
 * - draft_teams.budget_left: a team's purse, never below 0.
 * - draft_picks.price: what a player was won for (null in a pick-order draft); the primary key
 *   and the player's unique key keep a lot sold once and a player won once.
 * - draft_bids: every bid, one per amount on a lot, so two bids of one amount cannot both stand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE drafts DROP CONSTRAINT drafts_type_check;
    ALTER TABLE drafts ADD CONSTRAINT drafts_type_check
      CHECK (type IN ('snake', 'linear', 'third_round_reversal', 'auction'));
    ALTER TABLE drafts
      ADD COLUMN budget int NOT NULL DEFAULT 200 CHECK (budget BETWEEN 1 AND 1000),
      ADD COLUMN bid_seconds int NOT NULL DEFAULT 20 CHECK (bid_seconds BETWEEN 10 AND 60),
      ADD COLUMN nominator_id int REFERENCES league_members (id) ON DELETE SET NULL,
      ADD COLUMN lot_player_id int REFERENCES players (id),
      ADD COLUMN lot_nominated_by int REFERENCES league_members (id) ON DELETE SET NULL,
      ADD COLUMN high_bid int CHECK (high_bid BETWEEN 1 AND 1000),
      ADD COLUMN high_bidder_id int REFERENCES league_members (id) ON DELETE SET NULL,
      ADD CONSTRAINT drafts_lot_whole CHECK (
        (lot_player_id IS NULL) = (high_bid IS NULL)
        AND (lot_player_id IS NULL) = (high_bidder_id IS NULL)
      ),
      ADD CONSTRAINT drafts_lot_only_in_auction CHECK (type = 'auction' OR lot_player_id IS NULL);

    ALTER TABLE draft_teams
      ADD COLUMN budget_left int CHECK (budget_left BETWEEN 0 AND 1000);

    ALTER TABLE draft_picks
      ADD COLUMN price int CHECK (price BETWEEN 1 AND 1000);

    CREATE TABLE draft_bids (
      league_id int NOT NULL REFERENCES drafts (league_id) ON DELETE CASCADE,
      lot smallint NOT NULL CHECK (lot BETWEEN 1 AND 500),
      amount int NOT NULL CHECK (amount BETWEEN 1 AND 1000),
      league_member_id int NOT NULL REFERENCES league_members (id) ON DELETE CASCADE,
      player_id int NOT NULL REFERENCES players (id),
      at timestamptz NOT NULL,
      PRIMARY KEY (league_id, lot, amount)
    );
    CREATE TRIGGER draft_bids_notify AFTER INSERT OR UPDATE OR DELETE ON draft_bids
      FOR EACH ROW EXECUTE FUNCTION notify_draft_change();
    ${leagueVersionTriggers('draft_bids')}
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS draft_bids;
    ALTER TABLE draft_picks DROP COLUMN IF EXISTS price;
    ALTER TABLE draft_teams DROP COLUMN IF EXISTS budget_left;
    ALTER TABLE drafts
      DROP CONSTRAINT IF EXISTS drafts_lot_only_in_auction,
      DROP CONSTRAINT IF EXISTS drafts_lot_whole,
      DROP COLUMN IF EXISTS high_bidder_id,
      DROP COLUMN IF EXISTS high_bid,
      DROP COLUMN IF EXISTS lot_nominated_by,
      DROP COLUMN IF EXISTS lot_player_id,
      DROP COLUMN IF EXISTS nominator_id,
      DROP COLUMN IF EXISTS bid_seconds,
      DROP COLUMN IF EXISTS budget;
    DELETE FROM drafts WHERE type = 'auction';
    ALTER TABLE drafts DROP CONSTRAINT drafts_type_check;
    ALTER TABLE drafts ADD CONSTRAINT drafts_type_check
      CHECK (type IN ('snake', 'linear', 'third_round_reversal'));
  `,
  );
}
