import {
  DEFAULT_AUCTION_SETTINGS,
  DRAFT_MESSAGES,
  takesPartInDraft,
  type DraftKind,
  type DraftSettings,
} from '@fangtasy/shared/domain';

/** The settings saved: the draft's, with the auction's kind, budget and bid clock (decision 065). */
export type DraftSettingsInput = DraftSettings &
  Partial<{ kind: DraftKind; budget: number; bid_seconds: number }>;
import type { Db } from '../../db/connect';
import { badRequest, conflict } from '../../errors';
import { inTransaction } from '../in-transaction';
import { lockLeague } from '../league-lock';
import { holdsATeamSql } from '../member-rules-sql';
import { lockDraft } from './draft-rows';

/** The league's teams: id and whether a vampire. */
export function leagueTeams(db: Db, leagueId: number) {
  return db
    .selectFrom('league_members')
    .select(['id', 'is_vamp'])
    .where('league_id', '=', leagueId)
    .where(holdsATeamSql('league_members'))
    .orderBy('id')
    .execute();
}

/**
 * The commissioner's draft settings (PUT /drafts/updateSettings): only while the league is
 * inactive and its draft has not started. A set order names teams of the league, each once;
 * whether it names every drafter is checked when the draft starts (members may still join).
 */
export async function updateDraftSettings(
  db: Db,
  leagueId: number,
  input: DraftSettingsInput,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const league = await lockLeague(trx, leagueId);
    if (league.is_active) throw conflict(DRAFT_MESSAGES.draftLeagueActive);
    const draft = await lockDraft(trx, leagueId);
    if (draft.status !== 'not_started') throw conflict(DRAFT_MESSAGES.draftSettingsLocked);
    const teams = await leagueTeams(trx, leagueId);
    const order = input.order_mode === 'commissioner' ? input.order : [];
    const known = new Set(teams.map((team) => team.id));
    if (new Set(order).size !== order.length || order.some((id) => !known.has(id)))
      throw badRequest(DRAFT_MESSAGES.draftOrderInvalid);
    const vampireInOrder = teams.some(
      (team) => order.includes(team.id) && !takesPartInDraft(team, input.vampires_draft),
    );
    if (vampireInOrder) throw badRequest(DRAFT_MESSAGES.draftOrderInvalid);

    await trx
      .updateTable('drafts')
      .set({
        // The kind wins when given (an auction, decision 065); else the pick order is the kind.
        type: input.kind ?? input.type,
        budget: input.budget ?? DEFAULT_AUCTION_SETTINGS.budget,
        bid_seconds: input.bid_seconds ?? DEFAULT_AUCTION_SETTINGS.bid_seconds,
        order_mode: input.order_mode,
        pick_seconds: input.pick_seconds,
        overnight_pause: input.overnight_pause,
        starts_at: input.starts_at === null ? null : new Date(input.starts_at),
        vampires_draft: input.vampires_draft,
      })
      .where('league_id', '=', leagueId)
      .execute();
    await trx
      .updateTable('draft_teams')
      .set({ set_position: null })
      .where('league_id', '=', leagueId)
      .execute();
    for (const [index, memberId] of order.entries()) {
      await trx
        .insertInto('draft_teams')
        .values({ league_id: leagueId, league_member_id: memberId, set_position: index + 1 })
        .onConflict((oc) =>
          oc.columns(['league_id', 'league_member_id']).doUpdateSet({ set_position: index + 1 }),
        )
        .execute();
    }
  });
}
