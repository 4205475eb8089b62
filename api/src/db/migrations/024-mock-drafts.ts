import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

// The numbers are written out, not imported from shared: a migration is history and must not
// change when a limit does.

/**
 * Mock drafts (docs/decisions/067): a member drafts alone against bots in a throw-away league.
 *
 * - leagues.mock_owner_id: the member a mock draft's league belongs to (null for every real
 *   league). One per member — the unique index — so starting another replaces the previous one,
 *   and the league goes with its owner's account.
 * - users.is_bot: the nine accounts the bots' teams belong to, shared by every mock draft (a
 *   membership needs a user, and a league holds a user once). Their password hash is no argon2
 *   hash, so no password opens them; the lookups by name and id leave them out.
 * - A bot is a member of a mock draft's league only, whatever writes the membership (the
 *   trigger): it can never be invited to, or play in, a real league.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bots = Array.from(
    { length: 9 },
    (_, index) =>
      `('mock_draft_bot_${index + 1}', 'mock-draft-bot-${index + 1}@bots.invalid', 'Bot', '${index + 1}', '!', true)`,
  ).join(',\n      ');
  await runStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN is_bot boolean NOT NULL DEFAULT false;
    ALTER TABLE users ADD CONSTRAINT users_bots_never_sign_in CHECK (NOT is_bot OR password_hash = '!');
    INSERT INTO users (username, email_address, first_name, last_name, password_hash, is_bot) VALUES
      ${bots};

    ALTER TABLE leagues ADD COLUMN mock_owner_id int REFERENCES users (id) ON DELETE CASCADE;
    CREATE UNIQUE INDEX leagues_one_mock_per_owner ON leagues (mock_owner_id)
      WHERE mock_owner_id IS NOT NULL;
    CREATE INDEX leagues_mock_created ON leagues (created_at) WHERE mock_owner_id IS NOT NULL;

    CREATE FUNCTION refuse_bot_outside_mock() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT is_bot FROM users WHERE id = NEW.user_id)
        AND NOT EXISTS (SELECT 1 FROM leagues WHERE id = NEW.league_id AND mock_owner_id IS NOT NULL)
      THEN
        RAISE EXCEPTION 'a bot plays in mock drafts only' USING ERRCODE = 'check_violation';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER league_members_bots_in_mocks_only BEFORE INSERT OR UPDATE ON league_members
      FOR EACH ROW EXECUTE FUNCTION refuse_bot_outside_mock();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP FUNCTION IF EXISTS refuse_bot_outside_mock() CASCADE;
    DELETE FROM leagues WHERE mock_owner_id IS NOT NULL;
    ALTER TABLE leagues DROP COLUMN IF EXISTS mock_owner_id;
    DELETE FROM users WHERE is_bot;
    ALTER TABLE users DROP CONSTRAINT IF EXISTS users_bots_never_sign_in;
    ALTER TABLE users DROP COLUMN IF EXISTS is_bot;
  `,
  );
}
