import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';
import { MATCHUP_TABLES } from './012-matchup-read-versions';
import {
  ALL_LEAGUE_TABLES,
  leagueVersionTriggers,
  matchupsVersionTriggers,
  type LeagueIdForm,
} from './014-league-versions-queued-once';

/**
 * Migration 014's triggers queue a league's read versions once per transaction with a WHEN
 * condition, and PostgreSQL prepares a trigger's condition again for every statement that fires
 * it. Its scope was `'league:' || NEW.league_id`: text || integer is textanycat, a function
 * written in SQL, which preparing inlines by parsing its body (twice a trigger, for the mark
 * looked up and the mark set). In a waiver run that parsing and planning was about a tenth of
 * the server's time (perf: raw_parser under eval_const_expressions, from ExecPrepareQual). With
 * the id cast to text the scope is text || text, built in, and nothing is parsed; the scopes
 * and when they are queued are the same.
 */
const triggersIn = (form: LeagueIdForm) => `
    ${ALL_LEAGUE_TABLES.map(
      (table) => `
    DROP TRIGGER ${table}_read_version ON ${table};
    DROP TRIGGER ${table}_read_version_delete ON ${table};
    ${leagueVersionTriggers(table, form)}`,
    ).join('')}
    ${MATCHUP_TABLES.map(
      ([table, events]) => `
    DROP TRIGGER ${table}_matchups_version ON ${table};
    DROP TRIGGER ${table}_matchups_version_delete ON ${table};
    ${matchupsVersionTriggers(table, events, form)}`,
    ).join('')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, triggersIn('text'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, triggersIn('integer'));
}
