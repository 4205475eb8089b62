import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';
import { LEAGUE_TABLES } from './004-read-versions';
import { NEW_LEAGUE_TABLES } from './010-trades-and-bites';
import { PLAYOFF_TABLES } from './011-playoffs';
import { MATCHUP_TABLES } from './012-matchup-read-versions';

/** Every table whose rows raise 'league:<id>' at commit (migrations 004, 010 and 011). */
export const ALL_LEAGUE_TABLES = [...LEAGUE_TABLES, ...NEW_LEAGUE_TABLES, ...PLAYOFF_TABLES];

/**
 * How a trigger's scope names its row's league: 'text', cast (migration 017), or 'integer', as
 * this migration first wrote it (text || integer, which PostgreSQL inlines from an SQL function).
 */
export type LeagueIdForm = 'text' | 'integer';

/** The league a row belongs to: a league row is its own league; every other names it. */
const leagueOf = (table: string, row: 'NEW' | 'OLD', form: LeagueIdForm) => {
  const id = table === 'leagues' ? `${row}.id` : `${row}.league_id`;
  return form === 'text' ? `${id}::text` : id;
};

/** Marks kept for the transaction: ' league:1 matchups:1 league:7 ' (scopes have no spaces). */
const MARKS = `current_setting('fangtasy.changed_scopes', true)`;

/**
 * True for the transaction's first change of `scope` (an SQL expression), which it marks. Built-in
 * functions only: a trigger's WHEN condition is prepared for each statement that fires it, and an
 * SQL function there would have its body parsed again each time (to be inlined).
 */
const firstChangeOf = (scope: string) => `
        CASE WHEN strpos(${MARKS}, ' ' || ${scope} || ' ') > 0 THEN false
        ELSE set_config('fangtasy.changed_scopes',
          coalesce(nullif(${MARKS}, ''), ' ') || ${scope} || ' ', true) IS NOT NULL
        END`;

/** A deferred trigger of `fn` on `events`, queued only for the transaction's first row of `scope`. */
const queuedOnce = (name: string, table: string, events: string, fn: string, scope: string) => `
    CREATE CONSTRAINT TRIGGER ${name}
      AFTER ${events} ON ${table}
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (${firstChangeOf(scope)})
      EXECUTE FUNCTION ${fn}();`;

/** Migration 004's and 012's triggers: each row queues its own event. */
const everyRow = (name: string, table: string, events: string, fn: string) => `
    CREATE CONSTRAINT TRIGGER ${name}
      AFTER ${events} ON ${table}
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION ${fn}();`;

/** A league table's triggers raising 'league:<id>' at commit: a table added later needs them. */
export const leagueVersionTriggers = (table: string, form: LeagueIdForm = 'text') => `
    ${queuedOnce(`${table}_read_version`, table, 'INSERT OR UPDATE', 'league_rows_changed', `'league:' || ${leagueOf(table, 'NEW', form)}`)}
    ${queuedOnce(`${table}_read_version_delete`, table, 'DELETE', 'league_rows_changed', `'league:' || ${leagueOf(table, 'OLD', form)}`)}`;

/**
 * A table's triggers raising 'matchups:<id>' at commit, on `events` (migration 012's, of which a
 * DELETE has a trigger of its own): a table a week's matchups read, added later, needs them.
 */
export const matchupsVersionTriggers = (
  table: string,
  events: string,
  form: LeagueIdForm = 'text',
) => {
  const writes = events
    .split(' OR ')
    .filter((event) => event !== 'DELETE')
    .join(' OR ');
  return `
    ${queuedOnce(`${table}_matchups_version`, table, writes, 'league_matchups_changed', `'matchups:' || ${leagueOf(table, 'NEW', form)}`)}
    ${queuedOnce(`${table}_matchups_version_delete`, table, 'DELETE', 'league_matchups_changed', `'matchups:' || ${leagueOf(table, 'OLD', form)}`)}`;
};

/**
 * A league's read versions are raised at commit by deferred row triggers (migrations 004 and
 * 012), and each changed row queued its own event: one waiver award changes about fifteen rows
 * of its league (claims closed and renumbered, log rows, the roster, budgets and the waiver
 * order), so fifteen PL/pgSQL calls at its commit found the version raised already and returned.
 * Now a trigger's WHEN condition, evaluated as each row changes, queues the event only for the
 * first row of each scope in the transaction, marking the scope in a transaction-local setting;
 * the commit raises each scope once, as before.
 *
 * The marks live in one setting (a space-separated list), not one per scope: a bulk change of a
 * thousand leagues would otherwise add a thousand settings, which PostgreSQL 15 re-sorts on each
 * new one. A savepoint rolled back takes back its marks with its queued events, so a later change
 * in the same transaction queues again. A WHEN condition may not name NEW in a DELETE trigger
 * nor OLD in an INSERT one, so deletes have triggers of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ${ALL_LEAGUE_TABLES.map(
      (table) => `
    DROP TRIGGER ${table}_read_version ON ${table};
    ${leagueVersionTriggers(table, 'integer')}`,
    ).join('')}
    ${MATCHUP_TABLES.map(
      ([table, events]) => `
    DROP TRIGGER ${table}_matchups_version ON ${table};
    ${matchupsVersionTriggers(table, events, 'integer')}`,
    ).join('')}
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ${ALL_LEAGUE_TABLES.map(
      (table) => `
    DROP TRIGGER ${table}_read_version ON ${table};
    DROP TRIGGER ${table}_read_version_delete ON ${table};
    ${everyRow(`${table}_read_version`, table, 'INSERT OR UPDATE OR DELETE', 'league_rows_changed')}`,
    ).join('')}
    ${MATCHUP_TABLES.map(
      ([table, events]) => `
    DROP TRIGGER ${table}_matchups_version ON ${table};
    DROP TRIGGER ${table}_matchups_version_delete ON ${table};
    ${everyRow(`${table}_matchups_version`, table, events, 'league_matchups_changed')}`,
    ).join('')}
  `,
  );
}
