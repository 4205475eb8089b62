// What a Matchups read costs after a roster move, in statements sent to the database (a figure
// that does not move with the machine's load): read from the rows, as every read was, and read
// from the parts a process keeps at their read versions (docs/decisions/033), where the
// move raises the mover's lineup alone. On the demo league, on a throw-away PostgreSQL server:
//
//   node tests/bench/matchup-queries.mjs
import { fileURLToPath } from 'node:url';
import { apiModule, withBenchDatabase } from './bench-database.mjs';
import { managerPlans, seedDemoLeague } from './kickoff-leagues.mjs';
import { BENCH_NOW } from './served-product.mjs';

/** Counts the statements sent through `db` (one result each). */
function countingDb(db) {
  const counter = { sent: 0 };
  const counting = db.withPlugin({
    transformQuery: ({ node }) => node,
    async transformResult({ result }) {
      counter.sent += 1;
      return result;
    },
  });
  return { counting, counter };
}

/** Rows for `pnpm bench`; `seeded` reuses a database the caller seeded (kickoff-push.mjs). */
export async function matchupStatements(seeded) {
  const measure = async (db, sql, world) => {
    const { memberWeekMatchups } = await apiModule('services/matchup-reads/league-week.ts');
    const { weekMatchups } = await apiModule('services/matchups.ts');
    const { withoutMemos } = await apiModule('db/memos.ts');
    const { moveRosteredPlayer } = await apiModule('services/roster-changes.ts');
    const now = new Date(BENCH_NOW);
    const plans = await managerPlans(db, sql, { ...world, now });
    const [memberId, plan] = [...plans][0];
    const member = await db
      .selectFrom('league_members')
      .select(['id', 'user_id'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const rostered = await db
      .selectFrom('rostered_players')
      .select(['id', 'player_id'])
      .where('league_member_id', '=', memberId)
      .where('is_rostered', '=', 1)
      .execute();
    const benched = rostered.find((row) => row.player_id === plan.move.playerIds[0]);
    const input = {
      leagueId: world.demoLeagueId,
      week: world.week,
      userId: member.user_id,
      now,
    };
    const { counting, counter } = countingDb(db);
    await memberWeekMatchups(counting, input);
    await moveRosteredPlayer(
      db,
      {
        userId: member.user_id,
        memberId,
        rosteredPlayerId: benched.id,
        targetSlot: plan.move.slot,
      },
      now,
    );
    counter.sent = 0;
    await weekMatchups(withoutMemos(counting), input);
    const fromRows = counter.sent;
    counter.sent = 0;
    await memberWeekMatchups(counting, input);
    const fromParts = counter.sent;
    return [
      {
        group: 'Kickoff load, pushed (PostgreSQL, 2 cores)',
        name: 'statements per Matchups read after a roster move',
        value: fromParts + 1,
        unit: 'statements',
        better: 'lower',
        note:
          `with the session check: the read versions and the mover's lineup from the parts kept ` +
          `at their versions; ${fromRows + 1} read from the rows (every read before)`,
      },
    ];
  };
  if (seeded) return measure(seeded.db, seeded.sql, seeded.world);
  return withBenchDatabase(async (db, { sql }) =>
    measure(db, sql, await seedDemoLeague(db, BENCH_NOW)),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [row] = await matchupStatements();
  console.log(`${row.name}: ${row.value} (${row.note})`);
}
