// Weekly team scoring at scale: one week of 10,000 ten-team leagues on a throw-away PostgreSQL
// server, scored by the api's set-based team-score query (api/src/services/team-scores.ts)
// beside a raw SUM over the same rows (the same lineups, starter slots and kicked-off stat
// lines, with a plain column sum in place of the scoring rules).
//
//   node bench/weekly-scoring.mjs [--leagues 10000] [--runs 3] [--rule-sets 3] [--finalize] [--explain]
//
// --rule-sets: how many distinct scoring rule sets the leagues use (each player is scored once per
// rule set); --rule-sets 10000 gives every league its own.
// --finalize also times the week-ending job (one transaction per league) over every league;
// --explain prints the scoring query's plan.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { startTempPostgres } from '../scripts/lib/postgres.mjs';

const { values: options } = parseArgs({
  options: {
    leagues: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    finalize: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    'rule-sets': { type: 'string', default: '3' },
  },
});
const LEAGUES = Number(options.leagues);
const RUNS = Number(options.runs);
/** Distinct scoring rule sets among the leagues (3: standard, half and full PPR-like). */
const RULE_SETS = Number(options['rule-sets']);
const TEAMS = 10;
const PLAYERS = 2000;
const SEASON = 2025;
const WEEK = 10;
/** Sunday night of week 10: every game but Monday's has kicked off. */
const NOW = new Date('2025-11-10T03:00:00Z');

// The api is TypeScript: load it through the api's own tsx, as `pnpm --filter @fangtasy/api` does.
const apiRequire = createRequire(new URL('../api/package.json', import.meta.url));
const tsxDir = dirname(apiRequire.resolve('tsx/package.json'));
const { register } = await import(pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href);
register();
const api = (path) => import(new URL(`../api/src/${path}`, import.meta.url).href);
const { sql } = await import(pathToFileURL(apiRequire.resolve('kysely')).href);
const { connectDatabase } = await api('db/connect.ts');
const { migrateToLatest } = await api('db/migrate.ts');
const { teamScoresForWeek, countedStatsSql, lineupSql, starterSlotSql } =
  await api('services/team-scores.ts');
const { finalizeEndedWeeks } = await api('services/finalize-weeks.ts');
const { weeklyFantasyScoreSql } = await api('services/weekly-scores.ts');

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function timed(label, run) {
  const times = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${label.padEnd(58)} median ${seconds(median)}  (runs: ${times.map(seconds).join(', ')})`,
  );
  return { median, result };
}

/** The demo-sized world, written with set-based INSERT ... SELECT (deterministic). */
async function seed(db) {
  const step = async (label, statement) => {
    const start = performance.now();
    await statement.execute(db);
    console.log(`  ${label.padEnd(40)} ${seconds(performance.now() - start)}`);
  };
  const teams = [
    'ARI',
    'ATL',
    'BAL',
    'BUF',
    'CAR',
    'CHI',
    'CIN',
    'CLE',
    'DAL',
    'DEN',
    'DET',
    'GB',
    'HOU',
    'IND',
    'JAX',
    'KC',
    'LA',
    'LAC',
    'LV',
    'MIA',
    'MIN',
    'NE',
    'NO',
    'NYG',
    'NYJ',
    'PHI',
    'PIT',
    'SEA',
    'SF',
    'TB',
    'TEN',
    'WAS',
  ];
  const teamArray = sql`${sql.val(teams)}::text[]`;
  await step(
    'fantasy week, 16 games',
    sql`
    with weeks as (
      insert into fantasy_weeks (year, week, begin_datetime, end_datetime)
      values (${SEASON}, ${WEEK}, '2025-11-04T05:00:00Z', '2025-11-11T05:00:00Z')
    )
    insert into nfl_games (game_id, season, week, home_team, away_team, gameday, weekday, kickoff)
    select 'bench_' || g, ${SEASON}, ${WEEK}, (${teamArray})[2 * g - 1], (${teamArray})[2 * g],
      '2025-11-09', 'Sunday',
      timestamptz '2025-11-09T18:00:00Z' + (case when g > 12 then interval '3 hours' else interval '0' end)
        + (case when g = 16 then interval '1 day 6 hours' else interval '0' end)
    from generate_series(1, 16) g`,
  );
  await step(
    `${PLAYERS} players with a week of stats`,
    sql`
    with p as (
      insert into players (external_id, player_name, position, team)
      select 'bench-' || i, 'Bench Player ' || i,
        (array['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE'])[1 + i % 7], (${teamArray})[1 + i % 32]
      from generate_series(1, ${PLAYERS}) i
      returning id, team
    )
    insert into weekly_stats (player_id, season, week, team, passing_yards, passing_tds,
      interceptions, rushing_yards, rushing_tds, receptions, receiving_yards, receiving_tds,
      fumbles_lost)
    select id, ${SEASON}, ${WEEK}, team, (id * 37) % 420, (id * 7) % 4, (id * 3) % 3,
      (id * 53) % 230 - 5, (id * 11) % 3, (id * 13) % 12, (id * 29) % 210, (id * 5) % 3, (id * 17) % 2
    from p`,
  );
  await step(
    `${LEAGUES} leagues with rules`,
    sql`
    with l as (
      insert into leagues (name, is_active, season)
      select 'Bench League ' || i, 1, ${SEASON} from generate_series(1, ${LEAGUES}) i
      returning id
    ), rr as (
      insert into roster_rules (league_id, roster_type_id, quarterback_count, running_back_count,
        wide_receiver_count, tight_end_count, wide_receiver_tight_end_count, flex_count,
        bench_count, ir_count, max_roster_size, beginning_faab)
      select l.id, t, 1, 2, 2, 1, 0, 1, 6, 2, 13, 100 from l, generate_series(1, 2) t
    )
    insert into scoring_rules (league_id, passing_yards, passing_touchdowns, interceptions_thrown,
      two_point_pass, passing_300_399, passing_400_plus, rushing_yards, rushing_touchdowns,
      two_point_rush, rushing_100_199, rushing_200_plus, receiving_yards, receptions,
      receiving_touchdowns, two_point_reception, receiving_100_199, receiving_200_plus,
      kickoff_return_touchdown, punt_return_touchdown, fumble_recovered_touchdown, fumbles_lost,
      interception_return_touchdown, fumble_return_touchdown, blocked_return_touchdown,
      two_point_return, one_point_safety)
    select id, 0.04, 4, -2, 1, 5, 10, 0.1, 6, 2, 5, 10, 0.1, round((id % ${RULE_SETS})::numeric / ${RULE_SETS}, 4), 6, 2, 5, 10,
      6, 6, 6, -2, 6, 6, 6, 2, 2
    from l`,
  );
  await step(
    `${LEAGUES * TEAMS} users and members`,
    sql`
    with u as (
      insert into users (username, email_address, first_name, last_name, password_hash)
      select 'bench_' || i, 'bench_' || i || '@fangtasy.test', 'Bench', 'User', 'x'
      from generate_series(1, ${LEAGUES * TEAMS}) i
      returning id
    ), numbered as (
      select id, row_number() over (order by id) - 1 as n from u
    ), leagues_numbered as (
      select id, row_number() over (order by id) - 1 as n from leagues where season = ${SEASON}
    )
    insert into league_members (league_id, user_id, role, is_vamp, team_name, remaining_faab_budget)
    select l.id, u.id, case when u.n % ${TEAMS} = 0 then 'commish' else 'player' end,
      case when u.n % ${TEAMS} = 9 then 1 else 0 end, 'Team ' || u.n, 100
    from numbered u join leagues_numbered l on l.n = u.n / ${TEAMS}`,
  );
  // 15 players a team: QB1 RB1 RB2 WR1 WR2 TE1 FLEX1 (scored), 6 BENCH and 2 IR (not scored).
  await step(
    `${LEAGUES * TEAMS * 15} rostered players`,
    sql`
    with m as (
      select id, league_id,
        row_number() over (partition by league_id order by id) - 1 as k
      from league_members
    ), p as (select id, row_number() over (order by id) - 1 as n from players)
    insert into rostered_players (league_id, league_member_id, player_id, roster_position)
    select m.league_id, m.id, p.id,
      (array['QB1', 'RB1', 'RB2', 'WR1', 'WR2', 'TE1', 'FLEX1', 'BENCH', 'BENCH', 'BENCH',
        'BENCH', 'BENCH', 'BENCH', 'IR1', 'IR2'])[j + 1]
    from m cross join generate_series(0, 14) j
    join p on p.n = (m.league_id * 7 + m.k * 15 + j) % ${PLAYERS}`,
  );
  await step(
    `${(LEAGUES * TEAMS) / 2} matchups of week ${WEEK}`,
    sql`
    with m as (
      select id, league_id, row_number() over (partition by league_id order by id) - 1 as k
      from league_members
    )
    insert into schedules (league_id, week, home_league_member, away_league_member)
    select home.league_id, ${WEEK}, home.id, away.id
    from m home join m away on away.league_id = home.league_id and away.k = home.k + 5
    where home.k < 5`,
  );
  await step('analyze', sql`analyze`);
}

const pg = await startTempPostgres();
const db = connectDatabase({ databaseUrl: pg.url, poolSize: 4 });
try {
  const version = await sql`select current_setting('server_version') as v`.execute(db);
  console.log(
    `PostgreSQL ${version.rows[0].v} (throw-away server), ${LEAGUES} leagues × ${TEAMS} teams, ${RULE_SETS} scoring rule sets, week ${WEEK}`,
  );
  await migrateToLatest(db);
  console.log('seeding:');
  await seed(db);

  const scoring = {
    leagues: { season: SEASON },
    season: SEASON,
    week: WEEK,
    countedUntil: NOW,
    lineup: 'current',
  };
  if (options.explain) {
    const { teamScoresSql } = await api('services/team-scores.ts');
    const plan = await sql`explain (analyze, buffers) ${teamScoresSql(scoring)}`.execute(db);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  console.log(`timings (${RUNS} runs each, warm cache):`);
  const scored = await timed(`team scores, ONE query for all ${LEAGUES} leagues`, () =>
    teamScoresForWeek(db, scoring),
  );
  const ids = (await sql`select id from leagues order by id`.execute(db)).rows.map((r) => r.id);
  const batch = 1000;
  await timed(`team scores, one query per batch of ${batch} leagues`, async () => {
    let rows = 0;
    for (let i = 0; i < ids.length; i += batch) {
      rows += (await teamScoresForWeek(db, { ...scoring, leagues: ids.slice(i, i + batch) }))
        .length;
    }
    return rows;
  });
  // The same team scores with the scoring expression evaluated once per starter (no rule-set
  // dedupe): the baseline the api's query improves on, and a check of its answers.
  const perRow = await timed('team scores, scoring every starter row (no dedupe)', async () => {
    const { rows } = await sql`
      with counted as materialized (${countedStatsSql(SEASON, WEEK, NOW)}),
      lineup as (${lineupSql(scoring)}),
      starters as (
        select l.league_id, l.league_member_id, l.player_id
        from lineup l
        join league_members m on m.id = l.league_member_id
        join roster_rules rr on rr.league_id = l.league_id
          and rr.roster_type_id = (case when m.is_vamp = 1 then 2 else 1 end)
        where ${starterSlotSql('l.roster_position', 'rr')}
      )
      select s.league_id, s.league_member_id,
        round(sum(case when ws.player_id is null then 0::numeric
          else ${weeklyFantasyScoreSql('ws', 'r')}::numeric end), 2) as score
      from starters s
      join scoring_rules r on r.league_id = s.league_id
      left join counted ws on ws.player_id = s.player_id
      group by s.league_id, s.league_member_id`.execute(db);
    return rows;
  });
  const expected = new Map(perRow.result.map((row) => [row.league_member_id, Number(row.score)]));
  const mismatches = scored.result.filter(
    (row) => expected.get(row.league_member_id) !== row.score,
  ).length;
  if (mismatches > 0 || expected.size !== scored.result.length)
    throw new Error(`team scores disagree with per-row scoring for ${mismatches} teams`);
  const raw = await timed('raw SUM over the same rows (same join, no scoring)', async () => {
    const { rows } = await sql`
      with counted as (${countedStatsSql(SEASON, WEEK, NOW)}),
      lineup as (${lineupSql(scoring)}),
      starters as (
        select l.league_id, l.league_member_id, l.player_id
        from lineup l
        join league_members m on m.id = l.league_member_id
        join roster_rules rr on rr.league_id = l.league_id
          and rr.roster_type_id = (case when m.is_vamp = 1 then 2 else 1 end)
        where ${starterSlotSql('l.roster_position', 'rr')}
      )
      select s.league_id, s.league_member_id,
        sum(ws.passing_yards + ws.rushing_yards + ws.receiving_yards) as score
      from starters s
      join scoring_rules r on r.league_id = s.league_id
      left join counted ws on ws.player_id = s.player_id
      group by s.league_id, s.league_member_id`.execute(db);
    return rows;
  });
  await timed('bare SUM: rostered rows × stats, nothing else', async () => {
    const { rows } = await sql`
      select rp.league_member_id, sum(ws.passing_yards + ws.rushing_yards + ws.receiving_yards)
      from rostered_players rp join weekly_stats ws on ws.player_id = rp.player_id
      where ws.season = ${SEASON} and ws.week = ${WEEK} and rp.is_rostered = 1
      group by rp.league_member_id`.execute(db);
    return rows;
  });
  console.log(
    `teams scored: ${scored.result.length} (raw SUM: ${raw.result.length}); ` +
      `all equal to per-row scoring; the api query takes ${(scored.median / raw.median).toFixed(2)}× ` +
      `the raw SUM and ${(scored.median / perRow.median).toFixed(2)}× per-row scoring`,
  );

  if (options.finalize) {
    await sql`update fantasy_weeks set end_datetime = ${NOW} where year = ${SEASON} and week = ${WEEK}`.execute(
      db,
    );
    const start = performance.now();
    const finalized = await finalizeEndedWeeks(db, NOW);
    console.log(
      `week-ending job: ${finalized.length} league-weeks finalized (lineups frozen, scores stored) in ${seconds(performance.now() - start)}`,
    );
  }
} finally {
  await db.destroy();
  pg.stop();
}
