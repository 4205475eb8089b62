import { buildApp } from './app';
import { createClock } from './clock';
import { readConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './demo/seed-demo';

const config = readConfig();
const db = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(db);
const clock = createClock(config.fantasyNow);
// First start on an empty database: the demo league (and, without imported data, the demo season).
if (config.seedDemo) await seedDemoIfEmpty(db, clock, config);
const app = await buildApp({ db, config, clock }, { logger: true });

const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
app.log.info(
  `Fangtasy Football api on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`}), clock ${clock.isFixed() ? `fixed at ${clock.now().toISOString()}` : 'real time'}`,
);
