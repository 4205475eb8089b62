import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

// The numbers are written out, not imported from shared: a migration is history and must not
// change when a limit does.

/**
 * The live draft (docs/decisions/058). Everything a draft is stands in these rows — a restarted
 * or killed api resumes from them, with the clock's stored deadline — and the invariants are the
 * database's, whatever number of requests or processes race:
 *
 * - drafts: one per league (its primary key), with its settings, where it stands and the pick on
 *   the clock (`current_overall`, its `deadline`; `remaining_ms` while paused).
 * - draft_teams: each team's place in the drafting order (once per draft; null for a vampire
 *   who skips the draft) and its autopick switch.
 * - draft_picks: a pick is made once per overall number and a player is drafted once per draft
 *   (the two primary and unique keys decide a race: the second writer is refused).
 * - draft_queue: a member's queue, each player once, in order.
 * - draft_events: the commissioner's pauses, resumptions, undone picks and picks for a team.
 *
 * A change of a draft, its picks or its teams announces 'draft:<league>' on the read versions'
 * channel (migration 009) once its transaction commits (PostgreSQL sends a payload once per
 * transaction), so every api process pushes the room to its watchers (GET /live/draft).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE drafts (
      league_id int PRIMARY KEY REFERENCES leagues (id) ON DELETE CASCADE,
      type text NOT NULL DEFAULT 'snake'
        CHECK (type IN ('snake', 'linear', 'third_round_reversal')),
      order_mode text NOT NULL DEFAULT 'random' CHECK (order_mode IN ('random', 'commissioner')),
      pick_seconds int NOT NULL DEFAULT 90 CHECK (pick_seconds BETWEEN 30 AND 28800),
      overnight_pause boolean NOT NULL DEFAULT false,
      starts_at timestamptz,
      vampires_draft boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'not_started'
        CHECK (status IN ('not_started', 'running', 'paused', 'complete')),
      team_count smallint CHECK (team_count BETWEEN 1 AND 10),
      rounds smallint CHECK (rounds BETWEEN 1 AND 50),
      current_overall smallint CHECK (current_overall BETWEEN 1 AND 500),
      deadline timestamptz,
      remaining_ms int CHECK (remaining_ms BETWEEN 0 AND 28800000),
      started_at timestamptz,
      completed_at timestamptz,
      vampire_window_ends_at timestamptz,
      CHECK (status <> 'running' OR (current_overall IS NOT NULL AND deadline IS NOT NULL)),
      CHECK (status <> 'paused' OR (current_overall IS NOT NULL AND remaining_ms IS NOT NULL)),
      CHECK (status = 'not_started' OR (team_count IS NOT NULL AND rounds IS NOT NULL))
    );
    CREATE INDEX drafts_running_deadline ON drafts (deadline) WHERE status = 'running';

    CREATE TABLE draft_teams (
      league_id int NOT NULL REFERENCES drafts (league_id) ON DELETE CASCADE,
      league_member_id int NOT NULL REFERENCES league_members (id) ON DELETE CASCADE,
      draft_position smallint CHECK (draft_position BETWEEN 1 AND 10),
      set_position smallint CHECK (set_position BETWEEN 1 AND 10),
      autopick boolean NOT NULL DEFAULT false,
      PRIMARY KEY (league_id, league_member_id),
      UNIQUE (league_id, draft_position),
      UNIQUE (league_id, set_position)
    );

    CREATE TABLE draft_picks (
      league_id int NOT NULL REFERENCES drafts (league_id) ON DELETE CASCADE,
      overall smallint NOT NULL CHECK (overall BETWEEN 1 AND 500),
      round smallint NOT NULL CHECK (round BETWEEN 1 AND 50),
      pick_in_round smallint NOT NULL CHECK (pick_in_round BETWEEN 1 AND 10),
      league_member_id int NOT NULL REFERENCES league_members (id) ON DELETE CASCADE,
      player_id int NOT NULL REFERENCES players (id),
      made_by text NOT NULL CHECK (made_by IN ('member', 'autopick', 'commissioner')),
      made_at timestamptz NOT NULL,
      PRIMARY KEY (league_id, overall),
      UNIQUE (league_id, player_id)
    );

    CREATE TABLE draft_queue (
      league_id int NOT NULL REFERENCES drafts (league_id) ON DELETE CASCADE,
      league_member_id int NOT NULL REFERENCES league_members (id) ON DELETE CASCADE,
      place smallint NOT NULL CHECK (place BETWEEN 1 AND 300),
      player_id int NOT NULL REFERENCES players (id),
      PRIMARY KEY (league_id, league_member_id, place),
      UNIQUE (league_id, league_member_id, player_id)
    );

    CREATE TABLE draft_events (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES drafts (league_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('start', 'pause', 'resume', 'undo', 'pick_for', 'complete')),
      by_member_id int REFERENCES league_members (id) ON DELETE SET NULL,
      overall smallint,
      player_id int REFERENCES players (id),
      at timestamptz NOT NULL
    );
    CREATE INDEX draft_events_league ON draft_events (league_id, id);

    CREATE FUNCTION notify_draft_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('read_versions', 'draft:' || COALESCE(NEW.league_id, OLD.league_id)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER drafts_notify AFTER INSERT OR UPDATE OR DELETE ON drafts
      FOR EACH ROW EXECUTE FUNCTION notify_draft_change();
    CREATE TRIGGER draft_picks_notify AFTER INSERT OR UPDATE OR DELETE ON draft_picks
      FOR EACH ROW EXECUTE FUNCTION notify_draft_change();
    CREATE TRIGGER draft_teams_notify AFTER INSERT OR UPDATE OR DELETE ON draft_teams
      FOR EACH ROW EXECUTE FUNCTION notify_draft_change();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP FUNCTION IF EXISTS notify_draft_change() CASCADE;
    DROP TABLE IF EXISTS draft_events;
    DROP TABLE IF EXISTS draft_queue;
    DROP TABLE IF EXISTS draft_picks;
    DROP TABLE IF EXISTS draft_teams;
    DROP TABLE IF EXISTS drafts;
  `,
  );
}
