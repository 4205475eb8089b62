import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MB = 1024 * 1024;
/** players.csv's header as the importer reads it. */
export const PLAYERS_HEADER = 'gsis_id,display_name,position\n';

/**
 * A players.csv.gz of `megabytes` MB once decompressed, in a few MB on disk: one gzip member of a
 * megabyte of rows, repeated (a gzip file may be several members one after another).
 */
export function writePlayersBomb(dir: string, megabytes: number): string {
  const row = `00-0000001,${'A'.repeat(1_000)},QB\n`;
  const member = gzipSync(row.repeat(Math.floor(MB / row.length)), { level: 9 });
  const path = join(dir, 'players.csv.gz');
  writeFileSync(
    path,
    Buffer.concat([gzipSync(PLAYERS_HEADER), ...Array<Buffer>(megabytes).fill(member)]),
  );
  return path;
}
