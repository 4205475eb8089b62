import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

// Defaults and bounds are written out, not imported from shared: a migration is history. A test
// holds them equal to shared's DEFAULT_TRADE_RULES, DEFAULT_BITE_RULES and limits.

/** The new league-owned tables: each raises its league's read version (migration 004). */
export const NEW_LEAGUE_TABLES = [
  'trade_rules',
  'bite_rules',
  'trade_offers',
  'trade_offer_players',
  'trade_votes',
  'bite_rights',
  'bite_declarations',
  'garlic_choices',
];

/** A week's choice of one player by a member, made before kickoff: a declared target, a garlic starter. */
const weekChoiceTable = (table: string) => `
    CREATE TABLE ${table} (
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      week int NOT NULL CHECK (week BETWEEN 1 AND 30),
      league_member_id int NOT NULL,
      player_id int NOT NULL REFERENCES players (id),
      chosen_at timestamptz NOT NULL,
      PRIMARY KEY (league_id, week, league_member_id),
      FOREIGN KEY (league_id, league_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE
    );`;

const OLD_TRANSACTION_KINDS = "'add', 'drop', 'waiver_won', 'waiver_failed', 'commish_add'";

/**
 * Trades between members and the vampire's bite (docs/decisions/018-trades.md and
 * 019-the-vampire-bite.md).
 *
 * - trade_rules and bite_rules: one row of settings per league, beside waiver_rules and the
 *   vampire roster rules; every league made before them plays by the defaults.
 * - trade_offers and their players (sent, or dropped to make room), and the veto votes of a
 *   league-vote review. An offer is executed once: its row is locked and its status moves once,
 *   and the log rows of an executed trade are unique per offer and player.
 * - bite_rights: one per vampire and week at most, granted when the week is finalized, with the
 *   facts frozen with the lineups (scores, exposure, garlic, declared target); each is taken,
 *   waived or lapses once, and its log rows are unique per right.
 * - bite_declarations and garlic_choices: the choices the variants ask for before kickoff.
 * - league_transactions: trades and bites in the log, naming the other team.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE trade_rules (
      id serial PRIMARY KEY,
      league_id int NOT NULL UNIQUE REFERENCES leagues (id) ON DELETE CASCADE,
      review_mode text NOT NULL DEFAULT 'league_vote'
        CHECK (review_mode IN ('none', 'commissioner', 'league_vote')),
      review_hours int NOT NULL DEFAULT 48 CHECK (review_hours BETWEEN 1 AND 168),
      veto_votes int NOT NULL DEFAULT 4 CHECK (veto_votes BETWEEN 1 AND 8),
      offer_expiry_hours int NOT NULL DEFAULT 48 CHECK (offer_expiry_hours BETWEEN 1 AND 168),
      trade_deadline_week int NOT NULL DEFAULT 9 CHECK (trade_deadline_week BETWEEN 1 AND 30)
    );
    INSERT INTO trade_rules (league_id) SELECT id FROM leagues;

    CREATE TABLE bite_rules (
      id serial PRIMARY KEY,
      league_id int NOT NULL UNIQUE REFERENCES leagues (id) ON DELETE CASCADE,
      bites_enabled smallint NOT NULL DEFAULT 1 CHECK (bites_enabled IN (0, 1)),
      swap_rule text NOT NULL DEFAULT 'same_position' CHECK (swap_rule IN ('same_position', 'none')),
      deadline_kind text NOT NULL DEFAULT 'day_and_hour'
        CHECK (deadline_kind IN ('day_and_hour', 'waiver_run')),
      deadline_day text NOT NULL DEFAULT 'Tuesday' CHECK (deadline_day IN
        ('Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday')),
      deadline_hour int NOT NULL DEFAULT 18 CHECK (deadline_hour BETWEEN 0 AND 23),
      full_lineup_required smallint NOT NULL DEFAULT 1 CHECK (full_lineup_required IN (0, 1)),
      bites_in_playoffs smallint NOT NULL DEFAULT 0 CHECK (bites_in_playoffs IN (0, 1)),
      declare_before_kickoff smallint NOT NULL DEFAULT 0 CHECK (declare_before_kickoff IN (0, 1)),
      garlic smallint NOT NULL DEFAULT 0 CHECK (garlic IN (0, 1))
    );
    INSERT INTO bite_rules (league_id) SELECT id FROM leagues;

    CREATE TABLE trade_offers (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      proposer_member_id int NOT NULL,
      recipient_member_id int NOT NULL CHECK (recipient_member_id <> proposer_member_id),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_review', 'executed',
        'declined', 'withdrawn', 'countered', 'expired', 'vetoed', 'failed')),
      counter_of int REFERENCES trade_offers (id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
      accepted_at timestamptz,
      review_mode text CHECK (review_mode IN ('none', 'commissioner', 'league_vote')),
      review_ends_at timestamptz,
      decided_at timestamptz,
      reason text CHECK (char_length(reason) <= 500),
      UNIQUE (league_id, id),
      FOREIGN KEY (league_id, proposer_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      FOREIGN KEY (league_id, recipient_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      -- An open offer is undecided; a decided one is closed for good.
      CHECK ((status IN ('pending', 'in_review')) = (decided_at IS NULL)),
      -- Accepted means reviewed (or executed at once): the review mode is set with the acceptance.
      CHECK ((accepted_at IS NULL) = (review_mode IS NULL)),
      CHECK (status <> 'in_review' OR (accepted_at IS NOT NULL AND review_ends_at IS NOT NULL)),
      CHECK (status <> 'pending' OR accepted_at IS NULL)
    );
    -- An offer is answered by one counter-offer at most.
    CREATE UNIQUE INDEX trade_offers_one_counter ON trade_offers (counter_of) WHERE counter_of IS NOT NULL;
    CREATE INDEX trade_offers_league_idx ON trade_offers (league_id, created_at DESC);
    CREATE INDEX trade_offers_open_idx ON trade_offers (league_id, status)
      WHERE status IN ('pending', 'in_review');
    CREATE INDEX trade_offers_expiring_idx ON trade_offers (expires_at) WHERE status = 'pending';
    CREATE INDEX trade_offers_review_due_idx ON trade_offers (review_ends_at) WHERE status = 'in_review';

    CREATE TABLE trade_offer_players (
      trade_offer_id int NOT NULL,
      league_id int NOT NULL,
      player_id int NOT NULL REFERENCES players (id),
      league_member_id int NOT NULL,
      action text NOT NULL CHECK (action IN ('send', 'drop')),
      PRIMARY KEY (trade_offer_id, player_id),
      FOREIGN KEY (league_id, trade_offer_id) REFERENCES trade_offers (league_id, id) ON DELETE CASCADE,
      FOREIGN KEY (league_id, league_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE
    );

    CREATE TABLE trade_votes (
      trade_offer_id int NOT NULL,
      league_id int NOT NULL,
      league_member_id int NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (trade_offer_id, league_member_id),
      FOREIGN KEY (league_id, trade_offer_id) REFERENCES trade_offers (league_id, id) ON DELETE CASCADE,
      FOREIGN KEY (league_id, league_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE
    );

    CREATE TABLE bite_rights (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      week int NOT NULL CHECK (week BETWEEN 1 AND 30),
      vampire_member_id int NOT NULL,
      victim_member_id int NOT NULL CHECK (victim_member_id <> vampire_member_id),
      vampire_score numeric(10, 2) NOT NULL,
      victim_score numeric(10, 2) NOT NULL CHECK (vampire_score > victim_score),
      swap_rule text NOT NULL CHECK (swap_rule IN ('same_position', 'none')),
      exposed smallint NOT NULL CHECK (exposed IN (0, 1)),
      exposure jsonb NOT NULL DEFAULT '[]',
      garlic_player_id int REFERENCES players (id),
      declared_player_id int REFERENCES players (id),
      granted_at timestamptz NOT NULL,
      deadline_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'taken', 'waived', 'lapsed')),
      taken_player_id int REFERENCES players (id),
      swap_player_id int REFERENCES players (id),
      decided_at timestamptz,
      reason text CHECK (char_length(reason) <= 500),
      UNIQUE (league_id, id),
      FOREIGN KEY (league_id, vampire_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      FOREIGN KEY (league_id, victim_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      CHECK ((status = 'open') = (decided_at IS NULL)),
      CHECK ((status = 'taken') = (taken_player_id IS NOT NULL)),
      CHECK (swap_player_id IS NULL OR status = 'taken')
    );
    -- A vampire earns one bite per week, however many processes finalize the week.
    CREATE UNIQUE INDEX bite_rights_once ON bite_rights (league_id, week, vampire_member_id);
    CREATE INDEX bite_rights_open_idx ON bite_rights (deadline_at) WHERE status = 'open';

    ${weekChoiceTable('bite_declarations')}
    ${weekChoiceTable('garlic_choices')}

    ALTER TABLE league_transactions DROP CONSTRAINT league_transactions_kind_check;
    ALTER TABLE league_transactions ADD CONSTRAINT league_transactions_kind_check
      CHECK (kind IN (${OLD_TRANSACTION_KINDS}, 'trade', 'bite', 'bite_swap'));
    ALTER TABLE league_transactions
      ADD COLUMN other_member_id int,
      ADD COLUMN trade_offer_id int REFERENCES trade_offers (id),
      ADD COLUMN bite_right_id int REFERENCES bite_rights (id),
      ADD FOREIGN KEY (league_id, other_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      ADD CONSTRAINT league_transactions_trade_has_offer CHECK (kind <> 'trade' OR trade_offer_id IS NOT NULL),
      ADD CONSTRAINT league_transactions_bite_has_right
        CHECK (kind NOT IN ('bite', 'bite_swap') OR bite_right_id IS NOT NULL);
    -- A trade executes once: each of its players is logged as received once.
    CREATE UNIQUE INDEX league_transactions_trade_once
      ON league_transactions (trade_offer_id, player_id) WHERE kind = 'trade';
    -- A bite is taken once: one taken player, one sent back.
    CREATE UNIQUE INDEX league_transactions_bite_once
      ON league_transactions (bite_right_id, kind) WHERE kind IN ('bite', 'bite_swap');

    ${NEW_LEAGUE_TABLES.map(
      (table) => `
    CREATE CONSTRAINT TRIGGER ${table}_read_version
      AFTER INSERT OR UPDATE OR DELETE ON ${table}
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION league_rows_changed();`,
    ).join('')}
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM league_transactions WHERE kind IN ('trade', 'bite', 'bite_swap');
    DROP INDEX IF EXISTS league_transactions_bite_once;
    DROP INDEX IF EXISTS league_transactions_trade_once;
    ALTER TABLE league_transactions
      DROP COLUMN bite_right_id, DROP COLUMN trade_offer_id, DROP COLUMN other_member_id;
    ALTER TABLE league_transactions DROP CONSTRAINT league_transactions_kind_check;
    ALTER TABLE league_transactions ADD CONSTRAINT league_transactions_kind_check
      CHECK (kind IN (${OLD_TRANSACTION_KINDS}));
    DROP TABLE garlic_choices, bite_declarations, bite_rights, trade_votes, trade_offer_players,
      trade_offers, bite_rules, trade_rules;
  `,
  );
}

/** The defaults and bounds this migration writes, for the test that holds them equal to shared's. */
export const MIGRATION_010_SETTINGS = {
  tradeDefaults: {
    review_mode: 'league_vote',
    review_hours: 48,
    veto_votes: 4,
    offer_expiry_hours: 48,
    trade_deadline_week: 9,
  },
  tradeBounds: {
    review_hours: [1, 168],
    veto_votes: [1, 8],
    offer_expiry_hours: [1, 168],
    trade_deadline_week: [1, 30],
  },
  biteDefaults: {
    bites_enabled: 1,
    swap_rule: 'same_position',
    deadline_kind: 'day_and_hour',
    deadline_day: 'Tuesday',
    deadline_hour: 18,
    full_lineup_required: 1,
    bites_in_playoffs: 0,
    declare_before_kickoff: 0,
    garlic: 0,
  },
  biteBounds: { deadline_hour: [0, 23] },
} as const;
