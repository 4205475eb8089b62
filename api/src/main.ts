import { buildApp, type AppContext } from './app';
import { createClock } from './clock';
import { readConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { descriptorLimitReport } from './http/descriptor-limit';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { issueSetupToken } from './services/league-creators';
import { scheduledJobs } from './scheduler/jobs';
import { startScheduler } from './scheduler/scheduler';
import { draftClockJob } from './services/drafts/draft-job';

const config = readConfig();
const db = (() => {
  try {
    return connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    });
  } catch (error) {
    // A PGlite folder another process holds (db/data-dir-lock.ts): say so and stop.
    console.error(`Fangtasy Football api not started: ${(error as Error).message}`);
    process.exit(1);
  }
})();
await migrateToLatest(db);
const clock = createClock(config.fantasyNow, config.fantasyClockRate);
// First start on an empty database: the demo league (and, without imported data, the demo season).
if (config.seedDemo) await seedDemoIfEmpty(db, clock, config);
const context: AppContext = { db, config, clock };
const app = await buildApp(context, { logger: true });
// Node cannot raise its own descriptor limit: say what it is and the caps drawn from it.
const descriptors = descriptorLimitReport(config);
app.log[descriptors.level](descriptors.message);
// Until the owner of a configured creator e-mail has proved it, each start prints a one-time
// token that proves it (docs/decisions/009).
const setupToken = await issueSetupToken(db, config);
if (setupToken)
  app.log.warn(
    `League creator set-up token: ${setupToken} (works once). Register ${config.leagueCreatorEmails.join(' or ')} with it in the setup_token field of POST /users/register, or, signed in as that account, send {"setup_token": "..."} to POST /users/claimLeagueCreator.`,
  );
// Due waiver runs and week endings; every process may run it, each job claims its own work.
const scheduler = config.runScheduler
  ? startScheduler({ db, clock, log: app.log }, { jobs: scheduledJobs(config) })
  : null;
// The draft clocks: a pick whose clock ran out with nobody writing is the autopick's within a
// second (decision 058), not at the next 15-second tick.
const draftClocks = config.runScheduler
  ? startScheduler({ db, clock, log: app.log }, { intervalMs: 1000, jobs: [draftClockJob] })
  : null;
context.afterClockMoved = async () => {
  await scheduler?.tick();
};

const shutdown = async () => {
  scheduler?.stop();
  draftClocks?.stop();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
// API_PORT=0 lets the system pick the port: name the one it picked.
const { port } = app.server.address() as { port: number };
app.log.info(
  `Fangtasy Football api on http://localhost:${port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`}), clock ${clock.isFixed() ? `fixed at ${clock.now().toISOString()}` : config.fantasyNow && config.fantasyClockRate > 0 ? `running ${config.fantasyClockRate}× from ${config.fantasyNow}` : 'real time'}`,
);
