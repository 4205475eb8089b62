import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * What a team name may not carry, as shared TEAM_NAME_FORBIDDEN_PATTERN says it: C0 and C1
 * controls and the bidirectional embedding, override and isolate characters.
 */
const FORBIDDEN = `'[\\x01-\\x1f\\x7f-\\x9f\\u202a-\\u202e\\u2066-\\u2069]'`;

/**
 * Team names are unique in their league, whatever the letter case, and carry no control or
 * text-direction characters (a name could otherwise copy another team's, or read as something
 * else beside it). Names stored before are made to fit first: the characters are taken out (an
 * empty result becomes 'Team <id>'), and of two names alike in a league the later membership's
 * gets its id after it. Then the index (compared with lower(), as the api's own check) and the
 * check hold it for every writer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    UPDATE league_members
      SET team_name = COALESCE(
        NULLIF(btrim(regexp_replace(team_name, ${FORBIDDEN}, '', 'g')), ''),
        'Team ' || id::text)
      WHERE team_name ~ ${FORBIDDEN};

    UPDATE league_members AS m
      SET team_name = left(m.team_name, 50 - length(' (' || m.id::text || ')'))
        || ' (' || m.id::text || ')'
      WHERE EXISTS (
        SELECT 1 FROM league_members AS earlier
        WHERE earlier.league_id = m.league_id
          AND lower(earlier.team_name) = lower(m.team_name)
          AND earlier.id < m.id);

    CREATE UNIQUE INDEX league_members_team_name_unique
      ON league_members (league_id, lower(team_name));

    ALTER TABLE league_members
      ADD CONSTRAINT league_members_team_name_characters
      CHECK (team_name !~ ${FORBIDDEN});
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE league_members DROP CONSTRAINT IF EXISTS league_members_team_name_characters;
    DROP INDEX IF EXISTS league_members_team_name_unique;
  `,
  );
}
