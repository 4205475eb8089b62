import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * The tables a league's matchups read besides the current lineups: the league, its members' team
 * names, rule sets and roles, its rules, its schedule, its frozen lineups and its playoffs. A
 * change to a member's budget or waiver order (every waiver award) is no part of them.
 */
export const MATCHUP_TABLES: [table: string, events: string][] = [
  ['leagues', 'INSERT OR UPDATE OR DELETE'],
  ['league_members', 'INSERT OR DELETE OR UPDATE OF league_id, user_id, role, is_vamp, team_name'],
  ['roster_rules', 'INSERT OR UPDATE OR DELETE'],
  ['scoring_rules', 'INSERT OR UPDATE OR DELETE'],
  ['schedules', 'INSERT OR UPDATE OR DELETE'],
  ['matchup_lineups', 'INSERT OR UPDATE OR DELETE'],
  // The week's playoff rounds and seeds (migration 011).
  ['playoff_rules', 'INSERT OR UPDATE OR DELETE'],
  ['playoff_brackets', 'INSERT OR UPDATE OR DELETE'],
  ['playoff_seeds', 'INSERT OR UPDATE OR DELETE'],
  ['playoff_games', 'INSERT OR UPDATE OR DELETE'],
];

/**
 * Finer read versions for the matchups (docs/decisions/033): 'matchups:<league id>' for
 * what a league's matchups show besides the lineups, and 'lineup:<member id>' for each member's
 * current lineup. A roster move raises only the mover's lineup, so a matchup read after it reads
 * that one lineup again and keeps the rest; a claim raises neither. Both are announced like the
 * others (migration 009): a process pushing live scores follows them rather than 'league:<id>',
 * and reads again just what they name.
 *
 * Lineup versions are raised once per statement from its transition tables, not per row in a
 * deferred trigger: a bulk roster load raises each member once, and no per-member transaction
 * setting piles up in the session (PostgreSQL 15 re-sorts its settings on each new one). Every
 * writer of a member's roster holds the member's lock first, so the version row's lock, taken
 * in the statement, adds no new order to wait in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE FUNCTION league_matchups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed record;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        changed := OLD;
      ELSE
        changed := NEW;
      END IF;
      IF TG_TABLE_NAME = 'leagues' THEN
        PERFORM raise_read_version('matchups:' || changed.id);
      ELSE
        PERFORM raise_read_version('matchups:' || changed.league_id);
      END IF;
      RETURN NULL;
    END $$;

    ${MATCHUP_TABLES.map(
      ([table, events]) => `
    CREATE CONSTRAINT TRIGGER ${table}_matchups_version
      AFTER ${events} ON ${table}
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION league_matchups_changed();`,
    ).join('')}

    CREATE FUNCTION raise_lineups(members int[]) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      announced int;
    BEGIN
      -- One statement raises and announces every member's lineup, in member order.
      WITH raised AS (
        INSERT INTO read_versions AS v (scope, version)
        SELECT 'lineup:' || member_id, 1 FROM unnest(members) AS member_id ORDER BY member_id
        ON CONFLICT (scope) DO UPDATE SET version = v.version + 1
        RETURNING scope
      )
      SELECT count(pg_notify('read_versions', scope)) INTO announced FROM raised;
    END $$;

    CREATE FUNCTION lineups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Each event's trigger names only its own transition tables.
      IF TG_OP = 'INSERT' THEN
        PERFORM raise_lineups(ARRAY(SELECT DISTINCT league_member_id FROM changed_after));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM raise_lineups(ARRAY(SELECT DISTINCT league_member_id FROM changed_before));
      ELSE
        PERFORM raise_lineups(ARRAY(
          SELECT league_member_id FROM changed_after
          UNION
          SELECT league_member_id FROM changed_before
        ));
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER rostered_players_lineup_version_update
      AFTER UPDATE ON rostered_players
      REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
      FOR EACH STATEMENT EXECUTE FUNCTION lineups_changed();
    CREATE TRIGGER rostered_players_lineup_version_insert
      AFTER INSERT ON rostered_players
      REFERENCING NEW TABLE AS changed_after
      FOR EACH STATEMENT EXECUTE FUNCTION lineups_changed();
    CREATE TRIGGER rostered_players_lineup_version_delete
      AFTER DELETE ON rostered_players
      REFERENCING OLD TABLE AS changed_before
      FOR EACH STATEMENT EXECUTE FUNCTION lineups_changed();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TRIGGER IF EXISTS rostered_players_lineup_version_update ON rostered_players;
    DROP TRIGGER IF EXISTS rostered_players_lineup_version_insert ON rostered_players;
    DROP TRIGGER IF EXISTS rostered_players_lineup_version_delete ON rostered_players;
    DROP FUNCTION IF EXISTS lineups_changed();
    DROP FUNCTION IF EXISTS raise_lineups(int[]);
    ${MATCHUP_TABLES.map(([table]) => `DROP TRIGGER IF EXISTS ${table}_matchups_version ON ${table};`).join('\n')}
    DROP FUNCTION IF EXISTS league_matchups_changed();
  `,
  );
}
