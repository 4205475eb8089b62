import { draftDeadline } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { DraftRow } from '../../db/schema';
import { settleAuction } from './auction/auction-engine';
import { autopickChoice, rankedCandidates } from './autopick';
import { completeDraft } from './complete-draft';
import { draftRosters, hasRoom, takeSlot, type DraftRoster } from './draft-rosters';
import { draftTeams, lastOverall, slotAt, type DraftTeams } from './draft-rows';

/** When a pick made at `now` on a clock running to `deadline` counts as made: never after it. */
const pickTime = (now: Date, deadline: Date): Date => (now < deadline ? now : deadline);

/**
 * The pick clock's deadline for a pick whose clock starts at `start`; none in an offline draft,
 * whose picks the commissioner enters without a clock (decision 066).
 */
export const clockFrom = (row: DraftRow, start: Date): Date | null =>
  row.mode === 'offline'
    ? null
    : draftDeadline(start, row.pick_seconds * 1000, row.overnight_pause);

/** What a draft under its lock knows while it makes picks: its teams and their rosters. */
export interface DraftBoard {
  teams: DraftTeams;
  rosters: Map<number, DraftRoster>;
}

export async function readBoard(trx: Db, leagueId: number): Promise<DraftBoard> {
  const teams = await draftTeams(trx, leagueId);
  return { teams, rosters: await draftRosters(trx, leagueId, teams.drafters) };
}

/**
 * Moves the clock to the next pick, its clock starting at `clockStart`; past the last pick the
 * draft completes, in the same transaction.
 */
export async function advance(
  trx: Db,
  row: DraftRow,
  board: DraftBoard,
  clockStart: Date,
): Promise<DraftRow> {
  const next = (row.current_overall ?? 0) + 1;
  if (next > lastOverall(row)) return completeDraft(trx, row, board.teams, clockStart);
  return trx
    .updateTable('drafts')
    .set({ current_overall: next, deadline: clockFrom(row, clockStart), remaining_ms: null })
    .where('league_id', '=', row.league_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes a pick at the draft's current overall and puts the player on the board's roster. */
export async function writePick(
  trx: Db,
  row: DraftRow,
  board: DraftBoard,
  pick: {
    memberId: number;
    player: { id: number; position: string };
    madeBy: 'member' | 'autopick' | 'commissioner';
    at: Date;
  },
): Promise<void> {
  const overall = row.current_overall ?? 0;
  const slot = slotAt(row, board.teams.drafters, overall);
  await trx
    .insertInto('draft_picks')
    .values({
      league_id: row.league_id,
      overall,
      round: slot.round,
      pick_in_round: slot.pickInRound,
      league_member_id: pick.memberId,
      player_id: pick.player.id,
      made_by: pick.madeBy,
      made_at: pick.at,
    })
    .execute();
  const roster = board.rosters.get(pick.memberId);
  if (roster) takeSlot(roster, pick.player);
}

/**
 * Makes every pick that is due now, under the draft's lock (docs/decisions/058): a pick whose
 * deadline has passed is made by autopick at its deadline, and the next pick's clock starts
 * there (so a draft nobody wrote to for a while catches up pick by pick, as if it had run); a
 * team on autopick is picked for as soon as it is on the clock; a team its rule set leaves no
 * room on is passed over. Stops at the first pick a member must still make, or at the end.
 * The write that crosses a deadline calls this first, and so does the scheduler's job.
 */
export async function settleDraft(trx: Db, row: DraftRow, now: Date): Promise<DraftRow> {
  if (row.status !== 'running') return row;
  const board = await readBoard(trx, row.league_id);
  return settleOnBoard(trx, row, board, now);
}

export async function settleOnBoard(
  trx: Db,
  start: DraftRow,
  board: DraftBoard,
  now: Date,
): Promise<DraftRow> {
  if (start.type === 'auction') return settleAuction(trx, start, board, now);
  let row = start;
  // Read once, at the first autopick of this run, for all of them.
  let ranking: ReturnType<typeof rankedCandidates> | undefined;
  const rankingOnce = () => (ranking ??= rankedCandidates(trx, { leagueId: start.league_id, now }));
  while (row.status === 'running' && row.current_overall !== null) {
    const deadline = row.deadline === null ? null : new Date(row.deadline);
    const { memberId } = slotAt(row, board.teams.drafters, row.current_overall);
    const roster = board.rosters.get(memberId);
    const at = deadline === null ? now : pickTime(now, deadline);
    if (!roster || !hasRoom(roster)) {
      row = await advance(trx, row, board, at);
      continue;
    }
    // No clock (an offline draft): the commissioner enters every pick, no autopick makes one.
    if (deadline === null) break;
    if (!board.teams.autopick.has(memberId) && now < deadline) break;
    const choice = await autopickChoice(trx, {
      leagueId: row.league_id,
      roster,
      ranking: rankingOnce,
    });
    if (choice !== null) {
      const position = await trx
        .selectFrom('players')
        .select('position')
        .where('id', '=', choice)
        .executeTakeFirstOrThrow();
      await writePick(trx, row, board, {
        memberId,
        player: { id: choice, position: position.position },
        madeBy: 'autopick',
        at,
      });
    }
    row = await advance(trx, row, board, at);
  }
  return row;
}
