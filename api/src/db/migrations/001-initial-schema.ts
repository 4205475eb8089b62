import { sql, type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * The whole league schema. Invariants live here, not only in services:
 * a player is rostered at most once per league, a slot holds one player, budgets never go
 * negative, roles and flags stay in their domains, and every league-owned row carries league_id
 * (so the schema can be sharded by league).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE users (
      id serial PRIMARY KEY,
      username text NOT NULL CHECK (username ~ '^[A-Za-z0-9_]{3,50}$'),
      email_address text NOT NULL CHECK (char_length(email_address) <= 254),
      first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 50),
      last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 50),
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_username_key ON users (lower(username));
    CREATE UNIQUE INDEX users_email_key ON users (lower(email_address));

    CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);

    CREATE TABLE leagues (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      is_active smallint NOT NULL DEFAULT 0 CHECK (is_active IN (0, 1)),
      season int NOT NULL CHECK (season >= 2000),
      created_by int REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      activated_at timestamptz
    );

    CREATE TABLE league_members (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      user_id int NOT NULL REFERENCES users (id),
      role text NOT NULL CHECK (role IN ('commish', 'player', 'invited', 'declined')),
      is_vamp smallint NOT NULL DEFAULT 0 CHECK (is_vamp IN (0, 1)),
      team_name text CHECK (char_length(team_name) <= 50),
      remaining_faab_budget int CHECK (remaining_faab_budget >= 0),
      waiver_order int CHECK (waiver_order >= 1),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (league_id, user_id),
      UNIQUE (league_id, id)
    );
    CREATE INDEX league_members_user_idx ON league_members (user_id);

    CREATE TABLE roster_rules (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      roster_type_id smallint NOT NULL CHECK (roster_type_id IN (1, 2)),
      quarterback_count int NOT NULL CHECK (quarterback_count >= 0),
      running_back_count int NOT NULL CHECK (running_back_count >= 0),
      wide_receiver_count int NOT NULL CHECK (wide_receiver_count >= 0),
      tight_end_count int NOT NULL CHECK (tight_end_count >= 0),
      wide_receiver_tight_end_count int NOT NULL CHECK (wide_receiver_tight_end_count >= 0),
      flex_count int NOT NULL CHECK (flex_count >= 0),
      bench_count int NOT NULL CHECK (bench_count >= 0),
      ir_count int NOT NULL CHECK (ir_count >= 0),
      max_roster_size int NOT NULL CHECK (max_roster_size >= 1),
      max_qb_count int CHECK (max_qb_count >= 0),
      max_rb_count int CHECK (max_rb_count >= 0),
      max_wr_count int CHECK (max_wr_count >= 0),
      max_te_count int CHECK (max_te_count >= 0),
      beginning_faab int NOT NULL CHECK (beginning_faab >= 0),
      UNIQUE (league_id, roster_type_id)
    );

    CREATE TABLE scoring_rules (
      id serial PRIMARY KEY,
      league_id int NOT NULL UNIQUE REFERENCES leagues (id) ON DELETE CASCADE,
      passing_yards numeric(10, 4) NOT NULL,
      passing_touchdowns numeric(10, 4) NOT NULL,
      interceptions_thrown numeric(10, 4) NOT NULL,
      two_point_pass numeric(10, 4) NOT NULL,
      passing_300_399 numeric(10, 4) NOT NULL,
      passing_400_plus numeric(10, 4) NOT NULL,
      rushing_yards numeric(10, 4) NOT NULL,
      rushing_touchdowns numeric(10, 4) NOT NULL,
      two_point_rush numeric(10, 4) NOT NULL,
      rushing_100_199 numeric(10, 4) NOT NULL,
      rushing_200_plus numeric(10, 4) NOT NULL,
      receiving_yards numeric(10, 4) NOT NULL,
      receptions numeric(10, 4) NOT NULL,
      receiving_touchdowns numeric(10, 4) NOT NULL,
      two_point_reception numeric(10, 4) NOT NULL,
      receiving_100_199 numeric(10, 4) NOT NULL,
      receiving_200_plus numeric(10, 4) NOT NULL,
      kickoff_return_touchdown numeric(10, 4) NOT NULL,
      punt_return_touchdown numeric(10, 4) NOT NULL,
      fumble_recovered_touchdown numeric(10, 4) NOT NULL,
      fumbles_lost numeric(10, 4) NOT NULL,
      interception_return_touchdown numeric(10, 4) NOT NULL,
      fumble_return_touchdown numeric(10, 4) NOT NULL,
      blocked_return_touchdown numeric(10, 4) NOT NULL,
      two_point_return numeric(10, 4) NOT NULL,
      one_point_safety numeric(10, 4) NOT NULL
    );

    CREATE TABLE waiver_rules (
      id serial PRIMARY KEY,
      league_id int NOT NULL UNIQUE REFERENCES leagues (id) ON DELETE CASCADE,
      waivers_length int NOT NULL CHECK (waivers_length >= 0),
      waiver_day text NOT NULL CHECK (waiver_day IN ('Wednesday', 'Thursday'))
    );

    CREATE TABLE players (
      id serial PRIMARY KEY,
      external_id text NOT NULL UNIQUE,
      player_name text NOT NULL,
      position text NOT NULL CHECK (position IN ('QB', 'RB', 'WR', 'TE', 'K', 'DEF')),
      team text NOT NULL,
      first_name text,
      last_name text,
      jersey_number int,
      roster_status text,
      injury_status text,
      is_injured smallint NOT NULL DEFAULT 0 CHECK (is_injured IN (0, 1)),
      headshot_url text
    );
    CREATE INDEX players_position_team_idx ON players (position, team);

    CREATE TABLE nfl_games (
      id serial PRIMARY KEY,
      game_id text NOT NULL UNIQUE,
      season int NOT NULL,
      week int NOT NULL CHECK (week >= 1),
      home_team text NOT NULL,
      away_team text NOT NULL,
      gameday date NOT NULL,
      weekday text NOT NULL,
      gametime text,
      kickoff timestamptz,
      venue text,
      home_score int,
      away_score int
    );
    CREATE INDEX nfl_games_season_week_idx ON nfl_games (season, week);

    CREATE TABLE fantasy_weeks (
      id serial PRIMARY KEY,
      year int NOT NULL,
      week int NOT NULL CHECK (week >= 1),
      begin_datetime timestamptz NOT NULL,
      end_datetime timestamptz NOT NULL CHECK (end_datetime > begin_datetime),
      UNIQUE (year, week)
    );

    CREATE TABLE weekly_stats (
      player_id int NOT NULL REFERENCES players (id) ON DELETE CASCADE,
      season int NOT NULL,
      week int NOT NULL,
      game_id text,
      team text,
      passing_yards int NOT NULL DEFAULT 0,
      passing_tds int NOT NULL DEFAULT 0,
      interceptions int NOT NULL DEFAULT 0,
      two_point_passes int NOT NULL DEFAULT 0,
      rushing_yards int NOT NULL DEFAULT 0,
      rushing_tds int NOT NULL DEFAULT 0,
      two_point_rushes int NOT NULL DEFAULT 0,
      receptions int NOT NULL DEFAULT 0,
      receiving_yards int NOT NULL DEFAULT 0,
      receiving_tds int NOT NULL DEFAULT 0,
      two_point_receptions int NOT NULL DEFAULT 0,
      special_teams_tds int NOT NULL DEFAULT 0,
      kickoff_return_tds int,
      punt_return_tds int,
      fumble_recovery_tds int,
      interception_return_tds int,
      fumble_return_tds int,
      blocked_return_tds int,
      two_point_returns int,
      fumbles_lost int,
      safeties int,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (player_id, season, week)
    );
    CREATE INDEX weekly_stats_season_week_idx ON weekly_stats (season, week);

    CREATE TABLE season_stats (
      player_id int NOT NULL REFERENCES players (id) ON DELETE CASCADE,
      season int NOT NULL,
      passing_yards int NOT NULL DEFAULT 0,
      passing_tds int NOT NULL DEFAULT 0,
      interceptions int NOT NULL DEFAULT 0,
      two_point_passes int NOT NULL DEFAULT 0,
      rushing_yards int NOT NULL DEFAULT 0,
      rushing_tds int NOT NULL DEFAULT 0,
      two_point_rushes int NOT NULL DEFAULT 0,
      receptions int NOT NULL DEFAULT 0,
      receiving_yards int NOT NULL DEFAULT 0,
      receiving_tds int NOT NULL DEFAULT 0,
      two_point_receptions int NOT NULL DEFAULT 0,
      special_teams_tds int NOT NULL DEFAULT 0,
      fumbles_lost int,
      PRIMARY KEY (player_id, season)
    );

    CREATE TABLE rostered_players (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      league_member_id int NOT NULL,
      player_id int NOT NULL REFERENCES players (id),
      roster_position text NOT NULL DEFAULT 'BENCH'
        CHECK (roster_position ~ '^(QB|RB|WR|TE|WRT|FLEX|IR)[1-9][0-9]*$' OR roster_position = 'BENCH'),
      is_rostered smallint NOT NULL DEFAULT 1 CHECK (is_rostered IN (0, 1)),
      dropped_at timestamptz,
      waivers_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (league_id, league_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE
    );
    -- A player is rostered at most once per league.
    CREATE UNIQUE INDEX rostered_players_once_per_league
      ON rostered_players (league_id, player_id) WHERE is_rostered = 1;
    CREATE INDEX rostered_players_member_idx ON rostered_players (league_member_id) WHERE is_rostered = 1;
    -- A numbered slot holds one player; deferred so a swap can pass through a shared slot.
    ALTER TABLE rostered_players ADD CONSTRAINT rostered_players_one_per_slot
      EXCLUDE USING btree (league_member_id WITH =, roster_position WITH =)
      WHERE (is_rostered = 1 AND roster_position <> 'BENCH')
      DEFERRABLE INITIALLY DEFERRED;

    CREATE TABLE schedules (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      week int NOT NULL CHECK (week BETWEEN 1 AND 14),
      home_league_member int NOT NULL,
      away_league_member int NOT NULL CHECK (away_league_member <> home_league_member),
      home_score numeric(10, 2),
      away_score numeric(10, 2),
      is_final smallint NOT NULL DEFAULT 0 CHECK (is_final IN (0, 1)),
      FOREIGN KEY (league_id, home_league_member) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      FOREIGN KEY (league_id, away_league_member) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      UNIQUE (league_id, week, home_league_member),
      UNIQUE (league_id, week, away_league_member)
    );

    CREATE TABLE waiver_runs (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('weekly', 'player')),
      player_id int REFERENCES players (id),
      due_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done')),
      started_at timestamptz,
      finished_at timestamptz,
      awarded int NOT NULL DEFAULT 0,
      failed int NOT NULL DEFAULT 0
    );
    -- A due run exists once, however many processes notice it.
    CREATE UNIQUE INDEX waiver_runs_once ON waiver_runs (league_id, kind, due_at, coalesce(player_id, 0));

    CREATE TABLE waiver_claims (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      league_member_id int NOT NULL,
      player_id int NOT NULL REFERENCES players (id),
      faab_claim_amount int NOT NULL CHECK (faab_claim_amount >= 0),
      rostered_player_to_drop int REFERENCES rostered_players (id),
      is_active smallint NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      league_member_priority int CHECK (league_member_priority >= 1),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'failed', 'cancelled')),
      result_reason text,
      waiver_run_id int REFERENCES waiver_runs (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      FOREIGN KEY (league_id, league_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE,
      CHECK ((is_active = 1) = (status = 'pending'))
    );
    CREATE INDEX waiver_claims_member_idx ON waiver_claims (league_member_id, is_active);
    CREATE INDEX waiver_claims_pending_idx ON waiver_claims (league_id, player_id) WHERE is_active = 1;

    CREATE TABLE league_transactions (
      id serial PRIMARY KEY,
      league_id int NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
      league_member_id int NOT NULL,
      kind text NOT NULL CHECK (kind IN ('add', 'drop', 'waiver_won', 'waiver_failed', 'commish_add')),
      player_id int NOT NULL REFERENCES players (id),
      bid int CHECK (bid >= 0),
      reason text,
      waiver_claim_id int REFERENCES waiver_claims (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (league_id, league_member_id) REFERENCES league_members (league_id, id) ON DELETE CASCADE
    );
    CREATE INDEX league_transactions_league_idx ON league_transactions (league_id, created_at DESC);
    -- A claim is decided once: resuming a run can never award or debit it twice.
    CREATE UNIQUE INDEX league_transactions_claim_once
      ON league_transactions (waiver_claim_id) WHERE waiver_claim_id IS NOT NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE league_transactions, waiver_claims, waiver_runs, schedules, rostered_players,
      season_stats, weekly_stats, fantasy_weeks, nfl_games, players, waiver_rules, scoring_rules,
      roster_rules, league_members, leagues, sessions, users CASCADE
  `.execute(db);
}
