import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * 'nfl:players' in read_versions: raised by any change to the players table, once per
 * statement, beside 'nfl' (which every NFL table raises). What the matchups show of a player
 * (name, position, team, injury, headshot) is read from his row alone, so a week's NFL part read
 * again after a stats update keeps the facts the one before it read while this version stands
 * (services/matchup-reads/nfl-week.ts): every watched league was reading its players' facts
 * again after each update of a live Sunday.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TRIGGER players_facts_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON players
      FOR EACH STATEMENT EXECUTE FUNCTION raise_nfl_scope('nfl:players');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TRIGGER IF EXISTS players_facts_version ON players;`);
}
