import type { Db } from '../db/connect';
import type { ScheduledJob } from '../scheduler/jobs';
import { replayedGameAt, type ReplayedGame } from './replay-rule';

const REPORTED = ['status', 'period', 'game_clock', 'home_score', 'away_score'] as const;

/**
 * Plays a recorded season (replay_games: the demo's) against the league clock: each game's state,
 * quarter, clock and score are written into nfl_games as a live source would report them at
 * `now` (replay-rule.ts), so every page reads game states from the NFL data alone. Only games
 * whose report changed are written — an unchanged tick writes nothing and leaves the NFL read
 * version (and every cached answer) alone. Safe in several processes: the writes are the same.
 * Returns how many games changed.
 */
export async function replayRecordedGames(db: Db, now: Date): Promise<number> {
  const games = await db
    .selectFrom('replay_games as r')
    .innerJoin('nfl_games as g', 'g.game_id', 'r.game_id')
    .select([
      'g.id',
      'g.kickoff',
      'g.status',
      'g.period',
      'g.game_clock',
      'g.home_score',
      'g.away_score',
      'r.home_score as final_home_score',
      'r.away_score as final_away_score',
    ])
    .execute();
  const changes: { id: number; report: ReplayedGame }[] = [];
  for (const game of games) {
    const report = replayedGameAt(
      {
        kickoff: game.kickoff ? new Date(game.kickoff) : null,
        home_score: game.final_home_score,
        away_score: game.final_away_score,
      },
      now,
    );
    if (REPORTED.some((field) => report[field] !== game[field]))
      changes.push({ id: game.id, report });
  }
  if (changes.length === 0) return 0;
  const write = async (trx: Db) => {
    for (const { id, report } of changes)
      await trx.updateTable('nfl_games').set(report).where('id', '=', id).execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return changes.length;
}

/** The scheduler's replay of a recorded season; it runs before weeks are finalized. */
export const recordedSeasonReplayJob: ScheduledJob = {
  name: 'recordedSeasonReplay',
  async run({ db, clock, log }) {
    const changed = await replayRecordedGames(db, clock.now());
    if (changed > 0) log.debug({ changed }, 'recorded games replayed');
  },
};
