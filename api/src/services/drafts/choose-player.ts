import { DRAFT_MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { badRequest, conflict } from '../../errors';
import { takenPlayerIds } from './autopick';
import { slotFor, type DraftRoster } from './draft-rosters';

/**
 * The player a team picks or nominates, or why not: unknown (400), drafted or on a roster of the
 * league (409), or without a slot under the team's own rule set (400).
 */
export async function choosablePlayer(
  trx: Db,
  input: { leagueId: number; playerId: number; roster: DraftRoster | undefined },
) {
  const player = await trx
    .selectFrom('players')
    .select(['id', 'player_name', 'position'])
    .where('id', '=', input.playerId)
    .executeTakeFirst();
  if (!player) return badRequest(DRAFT_MESSAGES.draftPlayerUnknown);
  if ((await takenPlayerIds(trx, input.leagueId)).has(player.id))
    return conflict(DRAFT_MESSAGES.draftPlayerTaken);
  if (!input.roster || slotFor(input.roster, player) === null)
    return badRequest(DRAFT_MESSAGES.draftPlayerDoesNotFit(player.player_name));
  return player;
}

/** Logs the commissioner's pick (or nomination) for a team, as a draft event. */
export async function logPickFor(
  trx: Db,
  event: { leagueId: number; by: number; overall: number; playerId: number; at: Date },
): Promise<void> {
  await trx
    .insertInto('draft_events')
    .values({
      league_id: event.leagueId,
      kind: 'pick_for',
      by_member_id: event.by,
      overall: event.overall,
      player_id: event.playerId,
      at: event.at,
    })
    .execute();
}
