import {
  decidePlayoffGame,
  isFinalGame,
  nextGameOf,
  type BracketGameLayout,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { PlayoffGameRow } from '../../db/schema';
import { fantasyWeekEnds } from '../fantasy-weeks';
import { inTransaction } from '../in-transaction';
import {
  gameAt,
  loadBracketState,
  pointsOf,
  seedOf,
  weeksOf,
  type BracketState,
} from './bracket-state';
import { scheduleGameWeeks } from './game-weeks';

/**
 * The leagues whose brackets have something to decide: a game whose weeks are all final, or a
 * decided game whose stored scores (after a stat correction) now name another winner.
 */
async function leaguesWithBracketWork(db: Db, now: Date): Promise<number[]> {
  const { rows } = await sql<{ league_id: number }>`
    with game_points as (
      select g.id, g.league_id, g.top_member_id, g.bottom_member_id, g.winner_member_id,
        g.decided_by, g.corrections_until, bool_and(s.is_final = 1) as all_final,
        sum(case when s.home_league_member = g.top_member_id then s.home_score else s.away_score end) as top_points,
        sum(case when s.home_league_member = g.bottom_member_id then s.home_score else s.away_score end) as bottom_points
      from playoff_games g
      join schedules s on s.playoff_game_id = g.id
      group by g.id
    )
    select distinct gp.league_id from game_points gp
    join playoff_seeds top_seed on top_seed.league_id = gp.league_id
      and top_seed.league_member_id = gp.top_member_id
    join playoff_seeds bottom_seed on bottom_seed.league_id = gp.league_id
      and bottom_seed.league_member_id = gp.bottom_member_id
    where (gp.winner_member_id is null and gp.all_final)
      or (gp.corrections_until > ${now} and (
        gp.winner_member_id <> case
          when gp.top_points > gp.bottom_points then gp.top_member_id
          when gp.bottom_points > gp.top_points then gp.bottom_member_id
          when top_seed.seed < bottom_seed.seed then gp.top_member_id
          else gp.bottom_member_id end
        or gp.decided_by <> case when gp.top_points = gp.bottom_points then 'higher_seed'
          else 'points' end))
    order by gp.league_id`.execute(db);
  return rows.map((row) => row.league_id);
}

/** When a decided game's result stops following stat corrections: the next week's first kickoff. */
async function correctionsCloseAt(
  db: Db,
  season: number,
  weeks: readonly number[],
): Promise<Map<number, Date>> {
  if (weeks.length === 0) return new Map();
  const [kickoffs, ends] = await Promise.all([
    db
      .selectFrom('nfl_games')
      .select(['week', (eb) => eb.fn.min('kickoff').as('first_kickoff')])
      .where('season', '=', season)
      .where('week', 'in', [...weeks])
      .groupBy('week')
      .execute(),
    fantasyWeekEnds(db, season, weeks),
  ]);
  const closes = new Map<number, Date>();
  for (const week of weeks) {
    const kickoff = kickoffs.find((row) => row.week === week)?.first_kickoff;
    // Without an NFL calendar for that week, the end of its fantasy week.
    const end = kickoff ? new Date(kickoff) : ends.get(week);
    if (end) closes.set(week, end);
  }
  return closes;
}

/** A game's result from its stored weeks, once every one of them is final and over by `now`. */
function resultOf(
  state: BracketState,
  game: PlayoffGameRow,
  place: BracketGameLayout,
  ends: ReadonlyMap<number, Date>,
  now: Date,
) {
  if (game.top_member_id === null || game.bottom_member_id === null) return null;
  const weeks = weeksOf(state, game.id);
  const over = place.weeks.every((week) => {
    const row = weeks.find((entry) => entry.week === week);
    const end = ends.get(week);
    return row?.is_final === 1 && end !== undefined && end <= now;
  });
  if (!over) return null;
  const side = (memberId: number) => ({
    league_member_id: memberId,
    seed: seedOf(state, memberId),
    points: pointsOf(weeks, memberId),
  });
  return decidePlayoffGame(side(game.top_member_id), side(game.bottom_member_id));
}

/**
 * Puts a game's winner into the game after it (replacing a winner a correction overturned) and,
 * once both its teams are known, writes its weeks into the schedule. Its weeks written for the
 * team that no longer goes on are removed first: the correction window closes before they start.
 */
async function sendOn(
  trx: Db,
  state: BracketState,
  place: BracketGameLayout,
  winnerId: number,
): Promise<void> {
  const next = nextGameOf(state.layout, place);
  if (!next) return;
  const stored = gameAt(state, next.game);
  if (!stored) return;
  const column = next.side === 'top' ? 'top_member_id' : 'bottom_member_id';
  if (stored[column] === winnerId) return;
  await trx.deleteFrom('schedules').where('playoff_game_id', '=', stored.id).execute();
  const updated = await trx
    .updateTable('playoff_games')
    .set({ [column]: winnerId })
    .where('id', '=', stored.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  Object.assign(stored, updated);
  if (updated.top_member_id !== null && updated.bottom_member_id !== null) {
    await scheduleGameWeeks(
      trx,
      { leagueId: state.leagueId, gameId: stored.id, weeks: next.game.weeks },
      [updated.top_member_id, updated.bottom_member_id].map((memberId) => ({
        memberId,
        seed: seedOf(state, memberId),
      })),
    );
  }
}

/**
 * Decides what one league's bracket can decide at `now`, in one transaction under the bracket
 * row's lock: each game whose weeks are all final goes to the side with more points over the
 * round (level: the higher seed), its winner goes on to the next game, whose weeks are then
 * scheduled. A decided game follows a stat correction until the first kickoff of the week after
 * its round (nothing has been played on its result before then); from that kickoff it stands.
 * When every game is decided the league is complete, its champion the final's winner. Answers
 * how many games it decided or re-decided.
 */
export async function advanceLeagueBracket(db: Db, leagueId: number, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const state = await loadBracketState(trx, leagueId, { forUpdate: true });
    if (!state.seededAt) return 0;
    const lastWeeks = state.layout.map((place) => Math.max(...place.weeks));
    const ends = await fantasyWeekEnds(trx, state.season, [
      ...new Set(state.layout.flatMap((place) => place.weeks)),
    ]);
    const closes = await correctionsCloseAt(trx, state.season, [
      ...new Set(lastWeeks.map((week) => week + 1)),
    ]);
    let changed = 0;
    for (const place of state.layout) {
      const game = gameAt(state, place);
      if (!game) continue;
      const result = resultOf(state, game, place, ends, now);
      if (!result) continue;
      const winnerId = result.winner.league_member_id;
      if (game.winner_member_id === winnerId && game.decided_by === result.decided_by) continue;
      // A decided result stands once the week after its round has kicked off.
      if (game.corrections_until !== null && new Date(game.corrections_until) <= now) continue;
      // With no NFL calendar for the week after, the result stands as first decided.
      const correctionsUntil = closes.get(Math.max(...place.weeks) + 1) ?? now;
      const updated = await trx
        .updateTable('playoff_games')
        .set({
          winner_member_id: winnerId,
          decided_by: result.decided_by,
          decided_at: now,
          corrections_until: correctionsUntil,
        })
        .where('id', '=', game.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      Object.assign(game, updated);
      await sendOn(trx, state, place, winnerId);
      changed += 1;
    }
    const final = state.layout.find(
      (place) => place.bracket === 'playoff' && isFinalGame(state.rules, place),
    );
    const champion = final ? (gameAt(state, final)?.winner_member_id ?? null) : null;
    const allDecided = state.games.every((game) => game.winner_member_id !== null);
    if (allDecided && champion !== null && champion !== state.championId) {
      await trx
        .updateTable('playoff_brackets')
        .set({ champion_member_id: champion, completed_at: state.completedAt ?? now })
        .where('league_id', '=', leagueId)
        .execute();
    }
    return changed;
  });
}

/**
 * Advances every bracket with something to decide (the scheduler's playoffs job). A league whose
 * data refuses the change is reported and tried again on the next tick; the others go on.
 */
export async function advancePlayoffBrackets(
  db: Db,
  now: Date,
  onError: (leagueId: number, error: unknown) => void = () => {},
): Promise<number> {
  let changed = 0;
  for (const leagueId of await leaguesWithBracketWork(db, now)) {
    try {
      changed += await advanceLeagueBracket(db, leagueId, now);
    } catch (error) {
      onError(leagueId, error);
    }
    // Between leagues the api answers requests (PGlite runs its queries on this thread).
    await new Promise((resolve) => setImmediate(resolve));
  }
  return changed;
}
