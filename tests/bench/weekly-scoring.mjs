// Weekly team scoring at scale: one week of 10,000 ten-team leagues on a throw-away PostgreSQL
// server, scored by the api's set-based team-score query (api/src/services/team-scores.ts)
// beside a raw SUM over the same rows (the same lineups, starter slots and kicked-off stat
// lines, with a plain column sum in place of the scoring rules). `pnpm bench engines` runs it;
// run alone it takes options:
//
//   node tests/bench/weekly-scoring.mjs [--leagues 10000] [--runs 3] [--rule-sets 3] [--compare] [--finalize] [--explain]
//
// --rule-sets: how many distinct scoring rule sets the leagues use (each player is scored once per
// rule set); --rule-sets 10000 gives every league its own.
// --compare also times one query per batch of 1,000 leagues, scoring every starter row without
// the rule-set dedupe (and checks the api's answers against it), and a bare SUM without lineups.
// --finalize also times the week-ending job (one transaction per league) over every league;
// --explain prints the scoring query's plan.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import {
  apiModule,
  columnsAndValues,
  loadWithoutIndexes,
  secondsSince,
  sharedModule,
  withBenchDatabase,
} from './bench-database.mjs';

const TEAMS = 10;
const PLAYERS = 2000;
const SEASON = 2025;
const WEEK = 10;
/** Sunday night of week 10: every game but Monday's has kicked off. */
const NOW = new Date('2025-11-10T03:00:00Z');
const NFL_TEAMS =
  'ARI ATL BAL BUF CAR CHI CIN CLE DAL DEN DET GB HOU IND JAX KC LA LAC LV MIA MIN NE NO NYG NYJ PHI PIT SEA SF TB TEN WAS';

const log = (line) => process.stderr.write(`  ${line}\n`);

/** Runs `run` `runs` times; the median milliseconds and the last answer. */
async function timed(label, runs, run) {
  const times = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  log(`${label.padEnd(58)} median ${seconds(median)}  (runs: ${times.map(seconds).join(', ')})`);
  return { median, result };
}

/** A week of `leagues` leagues, written with set-based INSERT ... SELECT (deterministic). */
async function seed(db, sql, { leagues, ruleSets }) {
  const step = async (label, run) => {
    const start = performance.now();
    await run();
    log(`seeded ${label.padEnd(40)} ${secondsSince(start).toFixed(2)} s`);
  };
  const teamArray = sql`string_to_array(${NFL_TEAMS}, ' ')`;
  await step('fantasy week, 16 games', () =>
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
      from generate_series(1, 16) g`.execute(db),
  );
  await step(`${PLAYERS} players with a week of stats`, () =>
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
      from p`.execute(db),
  );
  const { DEFAULT_ROSTER_RULES, DEFAULT_SCORING_RULES } = await sharedModule('domain/constants.ts');
  const rosterRules = columnsAndValues(sql, DEFAULT_ROSTER_RULES);
  // The spec's default scoring, but receptions takes `ruleSets` values (0 to full PPR), so the
  // leagues share that many distinct rule sets.
  const scoringRules = columnsAndValues(sql, DEFAULT_SCORING_RULES, {
    receptions: sql`round((l.id % ${ruleSets})::numeric / ${ruleSets}, 4)`,
  });
  await step(`${leagues} leagues with rules`, () =>
    sql`
      with l as (
        insert into leagues (name, is_active, season)
        select 'Bench League ' || i, 1, ${SEASON} from generate_series(1, ${leagues}) i
        returning id
      ), rr as (
        insert into roster_rules (league_id, roster_type_id, ${rosterRules.columns})
        select l.id, t, ${rosterRules.values} from l, generate_series(1, 2) t
      )
      insert into scoring_rules (league_id, ${scoringRules.columns})
      select l.id, ${scoringRules.values} from l`.execute(db),
  );
  await step(`${leagues * TEAMS} users and members`, () =>
    sql`
      with u as (
        insert into users (username, email_address, first_name, last_name, password_hash)
        select 'bench_' || i, 'bench_' || i || '@fangtasy.test', 'Bench', 'User', 'x'
        from generate_series(1, ${leagues * TEAMS}) i
        returning id
      ), numbered as (
        select id, row_number() over (order by id) - 1 as n from u
      ), leagues_numbered as (
        select id, row_number() over (order by id) - 1 as n from leagues where season = ${SEASON}
      )
      insert into league_members (league_id, user_id, role, is_vamp, team_name, remaining_faab_budget)
      select l.id, u.id, case when u.n % ${TEAMS} = 0 then 'commish' else 'player' end,
        case when u.n % ${TEAMS} = 9 then 1 else 0 end, 'Team ' || u.n, 100
      from numbered u join leagues_numbered l on l.n = u.n / ${TEAMS}`.execute(db),
  );
  // 15 players a team: QB1 RB1 RB2 WR1 WR2 TE1 FLEX1 (scored), 6 BENCH and 2 IR (not scored).
  await step(`${leagues * TEAMS * 15} rostered players`, () =>
    loadWithoutIndexes(
      db,
      sql,
      'rostered_players',
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
    ),
  );
  await step(`${(leagues * TEAMS) / 2} matchups of week ${WEEK}`, () =>
    sql`
      with m as (
        select id, league_id, row_number() over (partition by league_id order by id) - 1 as k
        from league_members
      )
      insert into schedules (league_id, week, home_league_member, away_league_member)
      select home.league_id, ${WEEK}, home.id, away.id
      from m home join m away on away.league_id = home.league_id and away.k = home.k + 5
      where home.k < 5`.execute(db),
  );
  await step('analyze', () => sql`analyze`.execute(db));
}

/** Baselines of `--compare`: batches, per-row scoring (which checks the api's answers), bare SUM. */
async function compare(db, sql, { teamScores, scoring, scored, runs, summedOverStarters }) {
  const { weeklyFantasyScoreSql } = await apiModule('services/scoring-sql.ts');
  const ids = (await sql`select id from leagues order by id`.execute(db)).rows.map((r) => r.id);
  const batch = 1000;
  await timed(`team scores, one query per batch of ${batch} leagues`, runs, async () => {
    let rows = 0;
    for (let i = 0; i < ids.length; i += batch) {
      const leagues = ids.slice(i, i + batch);
      rows += (await teamScores.teamScoresForWeek(db, { ...scoring, leagues })).length;
    }
    return rows;
  });
  // The same team scores with the scoring expression evaluated once per starter (no rule-set
  // dedupe): the baseline the api's query improves on, and a check of its answers.
  const perRow = await timed('team scores, scoring every starter row (no dedupe)', runs, () =>
    summedOverStarters(
      sql`round(sum(case when ws.player_id is null then 0::numeric
        else ${weeklyFantasyScoreSql('ws', 'r')}::numeric end), 2)`,
    ),
  );
  const expected = new Map(perRow.result.map((row) => [row.league_member_id, Number(row.score)]));
  const mismatches = scored.filter((row) => expected.get(row.league_member_id) !== row.score);
  if (mismatches.length > 0 || expected.size !== scored.length)
    throw new Error(`team scores disagree with per-row scoring for ${mismatches.length} teams`);
  log('the api query agrees with per-row scoring for every team');
  await timed('bare SUM: rostered rows × stats, nothing else', runs, async () => {
    const { rows } = await sql`
      select rp.league_member_id, sum(ws.passing_yards + ws.rushing_yards + ws.receiving_yards)
      from rostered_players rp join weekly_stats ws on ws.player_id = rp.player_id
      where ws.season = ${SEASON} and ws.week = ${WEEK} and rp.is_rostered = 1
      group by rp.league_member_id`.execute(db);
    return rows;
  });
}

/** The engines section's scoring rows; `options` as on the command line. */
export async function weeklyScoring({
  leagues = 10_000,
  runs = 3,
  ruleSets = 3,
  compare: withCompare = false,
  finalize = false,
  explain = false,
} = {}) {
  const teamScores = await apiModule('services/team-scores.ts');
  return withBenchDatabase(
    async (db, { sql }) => {
      await seed(db, sql, { leagues, ruleSets });
      const scoring = {
        leagues: { season: SEASON },
        season: SEASON,
        week: WEEK,
        countedUntil: NOW,
        lineup: 'current',
      };
      // Each team's `score` over the starters the api's query scores: the baselines.
      const summedOverStarters = async (score) =>
        (
          await sql`
            with ${teamScores.startersCtes(scoring)}
            select s.league_id, s.league_member_id, ${score} as score
            from starters s
            join scoring_rules r on r.league_id = s.league_id
            left join counted ws on ws.player_id = s.player_id
            group by s.league_id, s.league_member_id`.execute(db)
        ).rows;
      if (explain) {
        const plan =
          await sql`explain (analyze, buffers) ${teamScores.teamScoresSql(scoring)}`.execute(db);
        log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      const scored = await timed(`team scores, ONE query for all ${leagues} leagues`, runs, () =>
        teamScores.teamScoresForWeek(db, scoring),
      );
      const raw = await timed('raw SUM over the same rows (same join, no scoring)', runs, () =>
        summedOverStarters(sql`sum(ws.passing_yards + ws.rushing_yards + ws.receiving_yards)`),
      );
      if (scored.result.length !== leagues * TEAMS || raw.result.length !== leagues * TEAMS)
        throw new Error(
          `expected ${leagues * TEAMS} teams, scored ${scored.result.length} (raw SUM ${raw.result.length})`,
        );
      if (withCompare)
        await compare(db, sql, {
          teamScores,
          scoring,
          scored: scored.result,
          runs,
          summedOverStarters,
        });
      if (finalize) {
        const { finalizeEndedWeeks } = await apiModule('services/finalize-weeks.ts');
        await sql`update fantasy_weeks set end_datetime = ${NOW} where year = ${SEASON} and week = ${WEEK}`.execute(
          db,
        );
        const start = performance.now();
        const finalized = await finalizeEndedWeeks(db, NOW);
        log(
          `week-ending job: ${finalized.length} league-weeks finalized (lineups frozen, scores stored) in ${secondsSince(start)} s`,
        );
      }
      const group = 'Engines at scale (PostgreSQL)';
      const count = leagues.toLocaleString('en-US');
      return [
        {
          group,
          name: `weekly scoring, ${count} leagues`,
          value: Math.round(scored.median) / 1000,
          unit: 's',
          better: 'lower',
          note: `the api's team-score query, ${(leagues * TEAMS).toLocaleString('en-US')} teams, ${ruleSets} rule sets; ${(scored.median / raw.median).toFixed(2)}× the raw SUM; median of ${runs}`,
        },
        {
          group,
          name: `raw SUM over the same rows`,
          value: Math.round(raw.median) / 1000,
          unit: 's',
          better: 'lower',
          note: 'same lineups, starter slots and stat lines; a column sum for the scoring rules',
        },
      ];
    },
    { poolSize: 4 },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      leagues: { type: 'string', default: '10000' },
      runs: { type: 'string', default: '3' },
      'rule-sets': { type: 'string', default: '3' },
      compare: { type: 'boolean', default: false },
      finalize: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
    },
  });
  const rows = await weeklyScoring({
    leagues: Number(values.leagues),
    runs: Number(values.runs),
    ruleSets: Number(values['rule-sets']),
    compare: values.compare,
    finalize: values.finalize,
    explain: values.explain,
  });
  for (const row of rows) console.log(`${row.name}: ${row.value} ${row.unit} (${row.note})`);
}
