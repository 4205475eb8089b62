import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * The offline draft and the commissioner's autopick for a team (docs/decisions/066).
 *
 * - drafts.mode: 'live' (the room's clock and autopick, decision 058) or 'offline' (the league
 *   drafted elsewhere; the commissioner enters the picks, one by one or as a file). An offline
 *   draft under way has no clock: the running draft's deadline is required of a live one only
 *   (migration 019's first table check, `drafts_check`).
 * - draft_events: 'autopick_for', the commissioner switching a member's team to autopick or back,
 *   with the team and the switch it was given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE drafts ADD COLUMN mode text NOT NULL DEFAULT 'live'
      CHECK (mode IN ('live', 'offline'));
    ALTER TABLE drafts DROP CONSTRAINT drafts_check;
    ALTER TABLE drafts ADD CONSTRAINT drafts_running_on_a_pick CHECK (
      status <> 'running'
      OR (current_overall IS NOT NULL AND (deadline IS NOT NULL OR mode = 'offline'))
    );

    ALTER TABLE draft_events DROP CONSTRAINT draft_events_kind_check;
    ALTER TABLE draft_events ADD CONSTRAINT draft_events_kind_check CHECK (
      kind IN ('start', 'pause', 'resume', 'undo', 'pick_for', 'complete', 'autopick_for')
    );
    ALTER TABLE draft_events
      ADD COLUMN league_member_id int REFERENCES league_members (id) ON DELETE CASCADE;
    ALTER TABLE draft_events ADD COLUMN autopick boolean;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM draft_events WHERE kind = 'autopick_for';
    ALTER TABLE draft_events DROP COLUMN autopick;
    ALTER TABLE draft_events DROP COLUMN league_member_id;
    ALTER TABLE draft_events DROP CONSTRAINT draft_events_kind_check;
    ALTER TABLE draft_events ADD CONSTRAINT draft_events_kind_check CHECK (
      kind IN ('start', 'pause', 'resume', 'undo', 'pick_for', 'complete')
    );
    ALTER TABLE drafts DROP CONSTRAINT drafts_running_on_a_pick;
    ALTER TABLE drafts ADD CONSTRAINT drafts_check CHECK (
      status <> 'running' OR (current_overall IS NOT NULL AND deadline IS NOT NULL)
    );
    ALTER TABLE drafts DROP COLUMN mode;
  `,
  );
}
