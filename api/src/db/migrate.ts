import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './connect';
import * as initialSchema from './migrations/001-initial-schema';

/** Migrations in order; the name is stored, so never rename one that has shipped. */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; several processes may call it at once (Kysely takes a lock). */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
