// What one award step of a waiver run costs in statements sent to the database — a figure that
// does not move with the machine's load — and where they are built: 20 leagues × 30 claims on a
// throw-away PostgreSQL server, one league at a time. `pnpm bench engines` reports it; run alone:
//
//   node tests/bench/waiver-queries.mjs [--leagues 20] [--claims 30]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importTypeScript, ROOT } from '../../scripts/lib/product.mjs';
import { apiModule, withBenchDatabase } from './bench-database.mjs';

/** The api frames a statement was built in, as 'function (file:line)'. */
function builtAt() {
  return (new Error().stack ?? '')
    .split('\n')
    .filter((frame) => frame.includes('/api/src/'))
    .slice(0, 2)
    .map((frame) =>
      frame
        .trim()
        .replace(/^at (async )?/, '')
        .replace(/\(.*\/api\/src\//, '(')
        .replace(/:\d+\)$/, ')'),
    )
    .join(' < ');
}

export async function waiverStatements({ leagues = 20, claims = 30 } = {}) {
  const { runDueWaivers } = await apiModule('waivers/run-due-waivers.ts');
  const { seedManyWaiverLeagues, MANY_LEAGUES_WEEK } = await importTypeScript(
    join(ROOT, 'api', 'test', 'support', 'many-waiver-leagues.ts'),
  );
  return withBenchDatabase(async (db) => {
    await seedManyWaiverLeagues(db, { leagues, claimsPerLeague: claims });
    // Statements are counted as sent (one result each); a statement nested in another (a CTE)
    // is built, not sent, and shows only in the breakdown.
    const built = new Map();
    let sent = 0;
    let roundTrips = 0;
    const counting = db.withPlugin({
      transformQuery({ node }) {
        const key = `${node.kind.replace('QueryNode', '').replace('Node', '')} ${builtAt()}`;
        built.set(key, (built.get(key) ?? 0) + 1);
        return node;
      },
      async transformResult({ result }) {
        // A pipeline (db/pipelines.ts) is one round trip carrying several statements.
        const pipelined = result.rows?.[0]?.results;
        sent += Array.isArray(pipelined) ? pipelined.length : 1;
        roundTrips += 1;
        return result;
      },
    });
    const outcomes = await runDueWaivers(counting, MANY_LEAGUES_WEEK.runAt, { concurrency: 1 });
    const steps = outcomes.reduce((sum, outcome) => sum + outcome.decisions.length, 0);
    const top = [...built].sort((a, b) => b[1] - a[1]).slice(0, 6);
    return [
      {
        group: 'Engines at scale (PostgreSQL)',
        name: 'statements per waiver award step',
        value: Math.round((sent / steps) * 10) / 10,
        unit: 'statements',
        better: 'lower',
        note:
          `${sent} statements in ${roundTrips} round trips (${Math.round((roundTrips / steps) * 10) / 10} a step) ` +
          `for ${steps} steps (${leagues} leagues × ${claims} claims), plus BEGIN and COMMIT per ` +
          `step; most built: ` +
          top.map(([where, n]) => `${where} ×${n}`).join('; '),
      },
    ];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      leagues: { type: 'string', default: '20' },
      claims: { type: 'string', default: '30' },
    },
  });
  const [row] = await waiverStatements({
    leagues: Number(values.leagues),
    claims: Number(values.claims),
  });
  console.log(`${row.name}: ${row.value} (${row.note})`);
}
