import type { Db } from '../db/connect';
import type { ScheduledJob } from '../scheduler/jobs';
import { applyGameReports, type GameUpdate } from './game-reports';
import { replayedGameAt, replayedLine, type ReplayedGame } from './replay-rule';

const REPORTED = ['status', 'period', 'game_clock', 'home_score', 'away_score'] as const;

/**
 * Plays a recorded season (replay_games and replay_weekly_stats: the demo's real 2025 season)
 * against the league clock: each game's state, quarter, clock and score are reported as a live
 * source would at `now` (replay-rule.ts), with its players' stat lines as the share of the game
 * played makes them — nothing before kickoff, a share of each line while it is played, the whole
 * line once final. The reports go through the live sources' writer (applyGameReports), so every
 * page reads game states and stats from the NFL data alone, and a correction of a final week is
 * re-scored as an import's would be. Only games whose report changed are written — an unchanged
 * tick writes nothing and leaves the NFL read version (and every cached answer) alone. Safe in
 * several processes: the writes are the same. Returns how many games and lines changed.
 */
export async function replayRecordedGames(db: Db, now: Date): Promise<number> {
  const games = await db
    .selectFrom('replay_games as r')
    .innerJoin('nfl_games as g', 'g.game_id', 'r.game_id')
    .select([
      'g.id',
      'g.game_id',
      'g.season',
      'g.week',
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
  const changes: { game: (typeof games)[number]; report: ReplayedGame }[] = [];
  for (const game of games) {
    const report = replayedGameAt(
      {
        kickoff: game.kickoff ? new Date(game.kickoff) : null,
        home_score: game.final_home_score,
        away_score: game.final_away_score,
      },
      now,
    );
    if (REPORTED.some((field) => report[field] !== game[field])) changes.push({ game, report });
  }
  if (changes.length === 0) return 0;

  const recorded = await db
    .selectFrom('replay_weekly_stats')
    .selectAll()
    .where(
      'game_id',
      'in',
      changes.map(({ game }) => game.game_id),
    )
    .execute();
  const linesOf = new Map<string, typeof recorded>();
  for (const line of recorded) {
    const lines = linesOf.get(line.game_id!) ?? [];
    lines.push(line);
    linesOf.set(line.game_id!, lines);
  }
  const updates: GameUpdate[] = changes.map(({ game, report }) => ({
    game,
    report: {
      status: report.status,
      period: report.period,
      gameClock: report.game_clock,
      homeScore: report.home_score,
      awayScore: report.away_score,
    },
    lines:
      report.status === 'scheduled'
        ? []
        : (linesOf.get(game.game_id) ?? []).map(({ updated_at: _, ...line }) =>
            replayedLine(line, report.share),
          ),
  }));
  return applyGameReports(db, updates);
}

/** The scheduler's replay of a recorded season; it runs before weeks are finalized. */
export const recordedSeasonReplayJob: ScheduledJob = {
  name: 'recordedSeasonReplay',
  async run({ db, clock, log }) {
    const changed = await replayRecordedGames(db, clock.now());
    if (changed > 0) log.debug({ changed }, 'recorded games replayed');
  },
};
