import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements';

// The numbers are written out, not imported from shared/src/validation/limits.ts: a migration is
// history and must not change when a limit does. A test holds them equal to today's limits.

const STARTER_COUNTS = [
  'quarterback_count',
  'running_back_count',
  'wide_receiver_count',
  'tight_end_count',
  'wide_receiver_tight_end_count',
  'flex_count',
];
const POSITION_MAXIMUMS = ['max_qb_count', 'max_rb_count', 'max_wr_count', 'max_te_count'];
const SCORING_FIELDS = [
  'passing_yards',
  'passing_touchdowns',
  'interceptions_thrown',
  'two_point_pass',
  'passing_300_399',
  'passing_400_plus',
  'rushing_yards',
  'rushing_touchdowns',
  'two_point_rush',
  'rushing_100_199',
  'rushing_200_plus',
  'receiving_yards',
  'receptions',
  'receiving_touchdowns',
  'two_point_reception',
  'receiving_100_199',
  'receiving_200_plus',
  'kickoff_return_touchdown',
  'punt_return_touchdown',
  'fumble_recovered_touchdown',
  'fumbles_lost',
  'interception_return_touchdown',
  'fumble_return_touchdown',
  'blocked_return_touchdown',
  'two_point_return',
  'one_point_safety',
];

/** [table, column, max] of every bounded count and amount. */
const UPPER_BOUNDS: [string, string, number][] = [
  ...STARTER_COUNTS.map((column): [string, string, number] => ['roster_rules', column, 10]),
  ['roster_rules', 'bench_count', 30],
  ['roster_rules', 'ir_count', 10],
  ['roster_rules', 'max_roster_size', 50],
  ...POSITION_MAXIMUMS.map((column): [string, string, number] => ['roster_rules', column, 50]),
  ['roster_rules', 'beginning_faab', 100000],
  ['league_members', 'remaining_faab_budget', 100000],
  ['waiver_claims', 'faab_claim_amount', 100000],
  ['waiver_rules', 'waivers_length', 14],
];
const SCORING_POINTS_MAX = 500;

/**
 * Upper bounds on every count and amount a league sets (docs/decisions/013): a roster rule or a
 * budget no league plays with is refused by the database too, and rows saved before the bounds
 * existed are brought within them first, so a league broken by one (a huge IR count that made
 * every roster read allocate millions of slots) reads again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const clamp = UPPER_BOUNDS.map(
    ([table, column, max]) => `UPDATE ${table} SET ${column} = ${max} WHERE ${column} > ${max};`,
  );
  const scoringClamp = SCORING_FIELDS.map(
    (column) =>
      `UPDATE scoring_rules SET ${column} = greatest(least(${column}, ${SCORING_POINTS_MAX}), ${-SCORING_POINTS_MAX}) WHERE abs(${column}) > ${SCORING_POINTS_MAX};`,
  );
  const checks = UPPER_BOUNDS.map(
    ([table, column, max]) =>
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_at_most CHECK (${column} <= ${max});`,
  );
  const scoringChecks = SCORING_FIELDS.map(
    (column) =>
      `ALTER TABLE scoring_rules ADD CONSTRAINT scoring_rules_${column}_in_range CHECK (${column} BETWEEN ${-SCORING_POINTS_MAX} AND ${SCORING_POINTS_MAX});`,
  );
  await runStatements(db, [...clamp, ...scoringClamp, ...checks, ...scoringChecks].join('\n'));
  await runStatements(
    db,
    `
    -- Rate-limit counters in the database, so every api process shares one allowance.
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      hits int NOT NULL CHECK (hits >= 0),
      window_ends_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limits_window_idx ON rate_limits (window_ends_at);
    -- Expired sessions are purged by the scheduler.
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);
    -- League-creation rights need proof: a one-time set-up token, spent by a configured e-mail.
    CREATE TABLE league_creators (
      user_id int PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      granted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE setup_tokens (
      token_hash text PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    'DROP TABLE setup_tokens, league_creators, rate_limits;\nDROP INDEX sessions_expires_idx;',
  );
  const drops = [
    ...UPPER_BOUNDS.map(
      ([table, column]) => `ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_at_most;`,
    ),
    ...SCORING_FIELDS.map(
      (column) => `ALTER TABLE scoring_rules DROP CONSTRAINT scoring_rules_${column}_in_range;`,
    ),
  ];
  await runStatements(db, drops.join('\n'));
}

/** The bounds this migration sets, for the test that holds them equal to shared's limits. */
export const MIGRATION_006_BOUNDS = { UPPER_BOUNDS, SCORING_POINTS_MAX } as const;
