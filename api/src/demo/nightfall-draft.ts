import { DEFAULT_DRAFT_SETTINGS } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { setDraftAutopick } from '../services/drafts/draft-queue';
import { updateDraftSettings } from '../services/drafts/draft-settings';
import { holdsATeamSql } from '../services/member-rules-sql';

/** A minute a pick: short enough to walk the draft, long enough to read the board. */
export const NIGHTFALL_PICK_SECONDS = 60;

/**
 * The Nightfall League's draft, to be walked at the demo clock: not started, a snake with a
 * random order and a one-minute clock that never pauses overnight, vampires skipping it (the
 * default). Every team that holds one when the demo is seeded — the commissioner's too — is on
 * autopick, so the members absent from the walk never stall it (the clock stands still under
 * `pnpm start`); nora, who joins by accepting her invitation, drafts by hand. Any member may
 * switch his own team back in the room.
 */
export async function seedNightfallDraft(trx: Db, leagueId: number, now: Date): Promise<void> {
  await updateDraftSettings(trx, leagueId, {
    ...DEFAULT_DRAFT_SETTINGS,
    type: 'snake',
    order_mode: 'random',
    order: [],
    pick_seconds: NIGHTFALL_PICK_SECONDS,
    overnight_pause: false,
    starts_at: null,
  });
  const teams = await trx
    .selectFrom('league_members')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where(holdsATeamSql('league_members'))
    .execute();
  for (const team of teams) await setDraftAutopick(trx, team, true, now);
}
