import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';
import { leagueReadVersionTrigger } from './004-read-versions';

// The numbers are written out, not imported from shared: a migration is history and must not
// change when a limit does. A test holds them equal to shared's playoff rules and limits.

/** The tables this migration adds whose rows a league's pages show (read versions, migration 004). */
export const PLAYOFF_TABLES = [
  'playoff_rules',
  'playoff_brackets',
  'playoff_seeds',
  'playoff_games',
];

/**
 * The playoffs and the season's end (docs/decisions/020-playoffs-and-seasons.md).
 *
 * - playoff_rules: a league's playoff settings, one row per league (a league without one plays
 *   the defaults: 4 teams, one-week rounds from week 10, points for before head-to-head, no
 *   consolation bracket). The rounds must end by week 14.
 * - playoff_brackets: one row per league season, written by the seeding's transaction — its
 *   primary key is the "seeded once" invariant, however many processes try — and completed
 *   with the champion when the last game is decided.
 * - playoff_seeds: every team's seed from its regular season, the step that placed it among the
 *   teams level with it, and its place in the draw by lot.
 * - playoff_games: every game of the brackets, laid out at seeding; its sides are filled as the
 *   games before it are decided. Its weeks are ordinary `schedules` rows (playoff_game_id), so
 *   Matchups, the League Schedule, live scores, finalization and stat corrections treat them as
 *   any other matchup.
 * - leagues.previous_league_id: a renewed league is a new league row for the next season, linked
 *   to the season it was renewed from (once: unique), which stays as it was — its history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE playoff_rules (
      league_id int PRIMARY KEY REFERENCES leagues (id) ON DELETE CASCADE,
      playoff_teams smallint NOT NULL CHECK (playoff_teams IN (4, 6)),
      weeks_per_round smallint NOT NULL CHECK (weeks_per_round IN (1, 2)),
      first_playoff_week smallint NOT NULL CHECK (first_playoff_week BETWEEN 10 AND 14),
      seeding_tiebreaker text NOT NULL CHECK (seeding_tiebreaker IN ('points_for', 'head_to_head')),
      consolation_bracket smallint NOT NULL CHECK (consolation_bracket IN (0, 1)),
      -- Two rounds with 4 teams, three with 6: the last one ends by week 14.
      CONSTRAINT playoff_rules_end_by_week_14 CHECK (
        first_playoff_week + (CASE WHEN playoff_teams = 6 THEN 3 ELSE 2 END) * weeks_per_round - 1 <= 14
      )
    );

    CREATE TABLE playoff_brackets (
      league_id int PRIMARY KEY REFERENCES leagues (id) ON DELETE CASCADE,
      seeded_at timestamptz NOT NULL,
      champion_member_id int,
      completed_at timestamptz,
      FOREIGN KEY (league_id, champion_member_id) REFERENCES league_members (league_id, id),
      CHECK ((champion_member_id IS NULL) = (completed_at IS NULL))
    );

    CREATE TABLE playoff_seeds (
      league_id int NOT NULL REFERENCES playoff_brackets (league_id) ON DELETE CASCADE,
      league_member_id int NOT NULL,
      seed smallint NOT NULL CHECK (seed BETWEEN 1 AND 10),
      bracket text CHECK (bracket IN ('playoff', 'consolation')),
      wins smallint NOT NULL CHECK (wins BETWEEN 0 AND 14),
      losses smallint NOT NULL CHECK (losses BETWEEN 0 AND 14),
      ties smallint NOT NULL CHECK (ties BETWEEN 0 AND 14),
      points_for numeric(10, 2) NOT NULL CHECK (points_for >= -100000 AND points_for <= 100000),
      tiebreak text CHECK (tiebreak IN ('points_for', 'head_to_head', 'lot')),
      lot smallint NOT NULL CHECK (lot BETWEEN 1 AND 10),
      PRIMARY KEY (league_id, league_member_id),
      UNIQUE (league_id, seed),
      UNIQUE (league_id, lot),
      FOREIGN KEY (league_id, league_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE
    );

    CREATE TABLE playoff_games (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES playoff_brackets (league_id) ON DELETE CASCADE,
      bracket text NOT NULL CHECK (bracket IN ('playoff', 'consolation')),
      round smallint NOT NULL CHECK (round BETWEEN 1 AND 3),
      slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 1),
      top_member_id int,
      bottom_member_id int,
      winner_member_id int,
      decided_by text CHECK (decided_by IN ('points', 'higher_seed')),
      decided_at timestamptz,
      -- Until this instant (the next week's first kickoff) a stat correction may change the result.
      corrections_until timestamptz,
      UNIQUE (league_id, bracket, round, slot),
      UNIQUE (league_id, id),
      FOREIGN KEY (league_id, top_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      FOREIGN KEY (league_id, bottom_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      CHECK (top_member_id <> bottom_member_id),
      CHECK ((winner_member_id IS NULL) = (decided_by IS NULL)),
      CHECK ((winner_member_id IS NULL) = (decided_at IS NULL)),
      CHECK ((winner_member_id IS NULL) = (corrections_until IS NULL)),
      CHECK (winner_member_id IS NULL OR winner_member_id IN (top_member_id, bottom_member_id))
    );

    ALTER TABLE schedules ADD COLUMN playoff_game_id int;
    ALTER TABLE schedules ADD CONSTRAINT schedules_playoff_game_fkey
      FOREIGN KEY (league_id, playoff_game_id) REFERENCES playoff_games (league_id, id) ON DELETE CASCADE;
    CREATE INDEX schedules_playoff_game_idx ON schedules (playoff_game_id)
      WHERE playoff_game_id IS NOT NULL;

    ALTER TABLE leagues ADD COLUMN previous_league_id int
      REFERENCES leagues (id) ON DELETE SET NULL;
    -- A season is renewed once: one next season per league.
    ALTER TABLE leagues ADD CONSTRAINT leagues_renewed_once UNIQUE (previous_league_id);
    ALTER TABLE leagues ADD CONSTRAINT leagues_not_renewed_from_itself
      CHECK (previous_league_id <> id);

    ${PLAYOFF_TABLES.map(leagueReadVersionTrigger).join('')}
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE leagues DROP CONSTRAINT IF EXISTS leagues_not_renewed_from_itself;
    ALTER TABLE leagues DROP CONSTRAINT IF EXISTS leagues_renewed_once;
    ALTER TABLE leagues DROP COLUMN IF EXISTS previous_league_id;
    DROP INDEX IF EXISTS schedules_playoff_game_idx;
    ALTER TABLE schedules DROP CONSTRAINT IF EXISTS schedules_playoff_game_fkey;
    ALTER TABLE schedules DROP COLUMN IF EXISTS playoff_game_id;
    DROP TABLE IF EXISTS playoff_games, playoff_seeds, playoff_brackets, playoff_rules;
  `,
  );
}

/** What this migration writes out of shared's playoff rules, for the test that holds them equal. */
export const MIGRATION_011_PLAYOFF_RULES = {
  playoffTeams: [4, 6],
  weeksPerRound: [1, 2],
  firstPlayoffWeek: { min: 10, max: 14 },
  seedingTiebreakers: ['points_for', 'head_to_head'],
  PLAYOFF_TABLES,
} as const;
