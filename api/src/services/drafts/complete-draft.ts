import {
  DRAFT_MESSAGES,
  findFirstFreeSlot,
  takesPartInDraft,
  waiverOrderAfterDraft,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { DraftRow } from '../../db/schema';
import { setWaiverOrder } from '../league-lifecycle';
import { holdsATeamSql } from '../member-rules-sql';
import { placePlayer } from '../roster-changes';
import { loadPlayer, openRosterChange } from '../roster-context';
import { recordTransactions, type TransactionEntry } from '../transactions';
import type { DraftTeams } from './draft-rows';

/**
 * The draft's end, in the transaction of its last pick (docs/decisions/058): every pick lands on
 * its team's roster in the first slot that fits him under the team's rule set (the
 * commissioner's add's placement, shared findFirstFreeSlot), the league's transaction log lists
 * each pick, and the waiver order starts from the reverse draft order, vampires who skipped the
 * draft first (decision 059). The league can then be activated as before, keeping that order.
 */
export async function completeDraft(
  trx: Db,
  row: DraftRow,
  teams: DraftTeams,
  at: Date,
): Promise<DraftRow> {
  const picks = await trx
    .selectFrom('draft_picks')
    .selectAll()
    .where('league_id', '=', row.league_id)
    .orderBy('overall')
    .execute();
  const log: TransactionEntry[] = [];
  for (const memberId of teams.drafters) {
    const change = await openRosterChange(trx, memberId, at);
    for (const pick of picks.filter((candidate) => candidate.league_member_id === memberId)) {
      const player = await loadPlayer(trx, pick.player_id);
      const slot = findFirstFreeSlot(change.rules, change.roster, player);
      // The pick was judged against this roster when it was made; only a player the
      // commissioner added by hand meanwhile could take his room, and then he stays a pick.
      if (slot === null) continue;
      await placePlayer(change, player, slot, DRAFT_MESSAGES.draftPlayerTaken);
      log.push({
        league_id: row.league_id,
        league_member_id: memberId,
        kind: 'add',
        player_id: pick.player_id,
        reason:
          pick.price === null
            ? DRAFT_MESSAGES.draftLogReason(pick.round, pick.pick_in_round, pick.overall)
            : DRAFT_MESSAGES.auctionLogReason(pick.overall, pick.price),
      });
    }
  }
  await recordTransactions(trx, log, at);

  const members = await trx
    .selectFrom('league_members')
    .select(['id', 'is_vamp'])
    .where('league_id', '=', row.league_id)
    .where(holdsATeamSql('league_members'))
    .orderBy('id')
    .execute();
  const skippers = members
    .filter((member) => !takesPartInDraft(member, row.vampires_draft))
    .map((member) => member.id);
  await setWaiverOrder(trx, waiverOrderAfterDraft(teams.drafters, skippers));
  await trx
    .insertInto('draft_events')
    .values({ league_id: row.league_id, kind: 'complete', at })
    .execute();
  return trx
    .updateTable('drafts')
    .set({
      status: 'complete',
      current_overall: null,
      deadline: null,
      remaining_ms: null,
      completed_at: at,
      nominator_id: null,
    })
    .where('league_id', '=', row.league_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
