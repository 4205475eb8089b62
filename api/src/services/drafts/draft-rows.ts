import {
  DEFAULT_AUCTION_SETTINGS,
  DEFAULT_DRAFT_SETTINGS,
  teamOnClock,
  type DraftSettingsWithAuction,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { DraftRow } from '../../db/schema';

/** A draft's teams in their drafting order, and the drafters among them. */
export interface DraftTeams {
  /** Member ids of the teams that draft, by draft position (1 first). */
  drafters: number[];
  autopick: Set<number>;
}

/**
 * The league's draft row, locked for the rest of the transaction: every change of a draft (a
 * pick, the clock, the settings) takes it first, so two requests — or two api processes —
 * are decided one after the other, and each sees the other's pick. A league without a draft
 * gets its row, with the default settings, first.
 */
export async function lockDraft(trx: Db, leagueId: number): Promise<DraftRow> {
  await trx
    .insertInto('drafts')
    .values({ league_id: leagueId })
    .onConflict((oc) => oc.column('league_id').doNothing())
    .execute();
  return trx
    .selectFrom('drafts')
    .selectAll()
    .where('league_id', '=', leagueId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The league's draft row as it stands, or null before anyone touched its draft. */
export async function readDraft(db: Db, leagueId: number): Promise<DraftRow | null> {
  const row = await db
    .selectFrom('drafts')
    .selectAll()
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  return row ?? null;
}

/** The order a draft's turns go round in: an auction's nominations go round as a linear draft. */
export const turnOrderOf = (type: DraftRow['type']) => (type === 'auction' ? 'linear' : type);

/**
 * A draft row's settings, as the room shows them. An auction's `type` reads 'linear' (the order
 * its nominations go round in) for remotes that know only pick orders; `kind` says 'auction'.
 */
export function settingsOf(row: DraftRow | null, setOrder: number[]): DraftSettingsWithAuction {
  if (!row)
    return {
      ...DEFAULT_DRAFT_SETTINGS,
      order: [],
      kind: DEFAULT_DRAFT_SETTINGS.type,
      ...DEFAULT_AUCTION_SETTINGS,
    };
  return {
    type: turnOrderOf(row.type),
    kind: row.type,
    budget: row.budget,
    bid_seconds: row.bid_seconds,
    order_mode: row.order_mode,
    order: row.order_mode === 'commissioner' ? setOrder : [],
    pick_seconds: row.pick_seconds,
    overnight_pause: row.overnight_pause,
    starts_at: row.starts_at ? new Date(row.starts_at).toISOString() : null,
    vampires_draft: row.vampires_draft,
  };
}

/** The draft's teams: its drafters in order and who is on autopick. */
export async function draftTeams(db: Db, leagueId: number): Promise<DraftTeams> {
  const rows = await db
    .selectFrom('draft_teams')
    .select(['league_member_id', 'draft_position', 'autopick'])
    .where('league_id', '=', leagueId)
    .execute();
  return {
    drafters: rows
      .filter((row) => row.draft_position !== null)
      .sort((a, b) => (a.draft_position ?? 0) - (b.draft_position ?? 0))
      .map((row) => row.league_member_id),
    autopick: new Set(rows.filter((row) => row.autopick).map((row) => row.league_member_id)),
  };
}

/** The last overall pick of a draft. */
export const lastOverall = (row: DraftRow): number => (row.team_count ?? 0) * (row.rounds ?? 0);

/** The member at an overall pick, with its round and place in the round. */
export function slotAt(row: DraftRow, drafters: readonly number[], overall: number) {
  const slot = teamOnClock(turnOrderOf(row.type), drafters.length, overall);
  const memberId = drafters[slot.orderIndex];
  if (memberId === undefined) throw new Error(`draft ${row.league_id}: no team at ${overall}`);
  return { ...slot, memberId };
}
