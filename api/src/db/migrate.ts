import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './connect';
import * as initialSchema from './migrations/001-initial-schema';
import * as matchupLineups from './migrations/002-matchup-lineups';
import * as waiverEngineIndexes from './migrations/003-waiver-engine-indexes';
import * as readVersions from './migrations/004-read-versions';
import * as gameStates from './migrations/005-game-states';
import * as hardening from './migrations/006-hardening';
import * as liveSources from './migrations/007-live-sources';
import * as replayStatLines from './migrations/008-replay-stat-lines';
import * as changeNotifications from './migrations/009-change-notifications';
import * as tradesAndBites from './migrations/010-trades-and-bites';
import * as playoffs from './migrations/011-playoffs';
import * as matchupReadVersions from './migrations/012-matchup-read-versions';
import * as nflWeekVersions from './migrations/013-nfl-week-versions';
import * as leagueVersionsQueuedOnce from './migrations/014-league-versions-queued-once';
import * as playerFactsVersion from './migrations/015-player-facts-version';
import * as raisedScopesInOneSetting from './migrations/016-raised-scopes-in-one-setting';
import * as leagueScopesNamedAsText from './migrations/017-league-scopes-named-as-text';
import * as teamNamesUnique from './migrations/018-team-names-unique';
import * as drafts from './migrations/019-drafts';
import * as pastSeasons from './migrations/020-past-seasons';
import * as draftReadVersions from './migrations/021-draft-read-versions';
import * as auctionDrafts from './migrations/022-auction-drafts';
import * as offlineDrafts from './migrations/023-offline-drafts';
import * as mockDrafts from './migrations/024-mock-drafts';

/** Migrations in order; the name is stored, so never rename one that has shipped. */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-matchup-lineups': matchupLineups,
  '003-waiver-engine-indexes': waiverEngineIndexes,
  '004-read-versions': readVersions,
  '005-game-states': gameStates,
  '006-hardening': hardening,
  '007-live-sources': liveSources,
  '008-replay-stat-lines': replayStatLines,
  '009-change-notifications': changeNotifications,
  '010-trades-and-bites': tradesAndBites,
  '011-playoffs': playoffs,
  '012-matchup-read-versions': matchupReadVersions,
  '013-nfl-week-versions': nflWeekVersions,
  '014-league-versions-queued-once': leagueVersionsQueuedOnce,
  '015-player-facts-version': playerFactsVersion,
  '016-raised-scopes-in-one-setting': raisedScopesInOneSetting,
  '017-league-scopes-named-as-text': leagueScopesNamedAsText,
  '018-team-names-unique': teamNamesUnique,
  '019-drafts': drafts,
  '020-past-seasons': pastSeasons,
  '021-draft-read-versions': draftReadVersions,
  '022-auction-drafts': auctionDrafts,
  '023-offline-drafts': offlineDrafts,
  '024-mock-drafts': mockDrafts,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; several processes may call it at once (Kysely takes a lock). */
export async function migrateToLatest(db: Db): Promise<void> {
  // Migrations are written side by side (010 and 011 were): a database that ran a later one
  // before an earlier one landed runs the earlier one next instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
