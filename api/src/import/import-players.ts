import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { PlayersTable } from '../db/schema';
import { ColumnReader, numberedRows, type CsvTable } from './csv-table';
import type { OnImportProgress } from './import-progress';
import { differsFromExcluded, inBatches, setFromExcluded } from './upsert-helpers';

const PLAYER_COLUMNS = {
  player_id: ['player_id', 'gsis_id'],
  // nflverse stats files carry an abbreviated player_name ('P.Mahomes') next to the display name.
  player_name: ['player_display_name', 'display_name', 'player_name', 'full_name'],
  position: ['position'],
  team: ['team', 'latest_team', 'recent_team'],
  first_name: ['first_name'],
  last_name: ['last_name'],
  jersey_number: ['jersey_number'],
  roster_status: ['roster_status', 'status'],
  injury_status: ['injury_status_wk18', 'injury_status', 'report_status'],
  headshot_url: ['headshot_url', 'headshot'],
  espn_id: ['espn_id'],
  sleeper_id: ['sleeper_id'],
  season: ['season'],
  week: ['roster_week', 'week'],
} as const;

type PlayerColumn = keyof typeof PLAYER_COLUMNS;

/** Fantasy positions of the player pool; fullbacks play as running backs (README: FB mapped to RB). */
export const POSITION_OF: Record<string, PlayersTable['position']> = {
  QB: 'QB',
  RB: 'RB',
  FB: 'RB',
  HB: 'RB',
  WR: 'WR',
  TE: 'TE',
  K: 'K',
  PK: 'K',
  DEF: 'DEF',
  DST: 'DEF',
};

const UPDATED_COLUMNS = [
  'player_name',
  'position',
  'team',
  'first_name',
  'last_name',
  'jersey_number',
  'roster_status',
  'injury_status',
  'is_injured',
  'headshot_url',
  'espn_id',
  'sleeper_id',
] as const;

/**
 * Who can't play: reserve lists (IR, PUP) and players ruled Out or Doubtful on the injury report.
 * Questionable players usually play, so they keep their status text but count as healthy.
 */
function injuryOf(rosterStatus: string | null, reportStatus: string | null) {
  if (rosterStatus?.toUpperCase() === 'RES') return { injury_status: 'IR', is_injured: 1 };
  const status = reportStatus
    ? reportStatus[0]!.toUpperCase() + reportStatus.slice(1).toLowerCase()
    : null;
  return { injury_status: status, is_injured: status === 'Out' || status === 'Doubtful' ? 1 : 0 };
}

/**
 * A provider's numeric id as text: R and pandas write integer ids of a column with gaps as
 * doubles ('4036378.0'); anything not a whole number is no id.
 */
export function numericId(value: string | null): string | null {
  const match = value === null ? null : /^(\d{1,12})(\.0+)?$/.exec(value);
  return match ? match[1]! : null;
}

/** Reads players.csv (or an nflverse roster/players file); weekly roster files keep each player's latest week. */
export function readPlayers(table: CsvTable): {
  players: Insertable<PlayersTable>[];
  skipped: number;
} {
  const columns = new ColumnReader<PlayerColumn>(table, PLAYER_COLUMNS, [
    'player_id',
    'player_name',
    'position',
  ]);
  const latest = new Map<string, { order: number; player: Insertable<PlayersTable> }>();
  let skipped = 0;
  for (const { row, line } of numberedRows(table)) {
    const externalId = columns.text(row, 'player_id');
    const position = POSITION_OF[(columns.text(row, 'position') ?? '').toUpperCase()];
    if (!externalId || !position) {
      skipped++;
      continue;
    }
    const order =
      (columns.int(row, 'season', line) ?? 0) * 100 + (columns.int(row, 'week', line) ?? 0);
    const previous = latest.get(externalId);
    if (previous && previous.order > order) continue;
    const jersey = Number(columns.text(row, 'jersey_number'));
    const rosterStatus = columns.text(row, 'roster_status');
    latest.set(externalId, {
      order,
      player: {
        external_id: externalId,
        player_name: columns.requiredText(row, 'player_name', line),
        position,
        team:
          columns.text(row, 'team') ?? (externalId.startsWith('DEF_') ? externalId.slice(4) : 'FA'),
        first_name: columns.text(row, 'first_name'),
        last_name: columns.text(row, 'last_name'),
        jersey_number:
          Number.isInteger(jersey) && columns.text(row, 'jersey_number') !== null ? jersey : null,
        roster_status: rosterStatus,
        ...injuryOf(rosterStatus, columns.text(row, 'injury_status')),
        headshot_url: columns.text(row, 'headshot_url'),
        espn_id: numericId(columns.text(row, 'espn_id')),
        sleeper_id: numericId(columns.text(row, 'sleeper_id')),
      },
    });
  }
  return { players: [...latest.values()].map((entry) => entry.player), skipped };
}

/** Upserts players by their external (GSIS) id; ids of rostered players never change. */
export async function upsertPlayers(
  db: Db,
  players: readonly Insertable<PlayersTable>[],
  onProgress?: OnImportProgress,
): Promise<void> {
  let done = 0;
  for (const batch of inBatches(players)) {
    await db
      .insertInto('players')
      .values(batch)
      .onConflict((oc) =>
        oc
          .column('external_id')
          .doUpdateSet({
            ...setFromExcluded(UPDATED_COLUMNS),
            // A file without the crosswalk columns keeps the ids an earlier import gave.
            espn_id: sql`coalesce(excluded.espn_id, players.espn_id)`,
            sleeper_id: sql`coalesce(excluded.sleeper_id, players.sleeper_id)`,
          })
          .where(differsFromExcluded('players', UPDATED_COLUMNS)),
      )
      .execute();
    done += batch.length;
    onProgress?.({ step: 'players', done, total: players.length });
  }
}
