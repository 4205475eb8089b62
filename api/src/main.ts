import { buildApp, type AppContext } from './app';
import { createClock } from './clock';
import { readConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { scheduledJobs } from './scheduler/jobs';
import { startScheduler } from './scheduler/scheduler';

const config = readConfig();
const db = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(db);
const clock = createClock(config.fantasyNow);
// First start on an empty database: the demo league (and, without imported data, the demo season).
if (config.seedDemo) await seedDemoIfEmpty(db, clock, config);
const context: AppContext = { db, config, clock };
const app = await buildApp(context, { logger: true });
// Due waiver runs and week endings; every process may run it, each job claims its own work.
const scheduler = config.runScheduler
  ? startScheduler({ db, clock, log: app.log }, { jobs: scheduledJobs(config) })
  : null;
context.afterClockMoved = async () => {
  await scheduler?.tick();
};

const shutdown = async () => {
  scheduler?.stop();
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
  `Fangtasy Football api on http://localhost:${port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`}), clock ${clock.isFixed() ? `fixed at ${clock.now().toISOString()}` : 'real time'}`,
);
