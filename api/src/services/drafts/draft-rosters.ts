import {
  findFirstFreeSlot,
  isStarterSlot,
  POSITIONS,
  rosterTypeOf,
  type RosterRules,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { rosterEntries, toRosterRules } from '../roster-context';
import { rosterRulesOf } from '../league-rules';

/** A player as the roster rules judge him. */
export interface DraftPlayer {
  id: number;
  player_name: string;
  position: string;
  team: string;
  is_injured: number;
}

/** A roster as the draft builds it: the player and the slot he takes, in the order taken. */
export interface DraftRosterEntry {
  player_id: number;
  position: string;
  roster_position: string;
}

/** A team's roster during the draft: its rule set, and its players with those drafted so far. */
export interface DraftRoster {
  memberId: number;
  rules: RosterRules;
  entries: DraftRosterEntry[];
}

/**
 * Each team's roster as the draft has built it so far: the players it held before the draft,
 * then its picks in order, each in the first slot that fits him under the team's own rule set
 * (shared findFirstFreeSlot, as the commissioner's add places a player) — the slots the picks
 * take when the draft completes.
 */
export async function draftRosters(
  db: Db,
  leagueId: number,
  memberIds: readonly number[],
): Promise<Map<number, DraftRoster>> {
  const members = await db
    .selectFrom('league_members')
    .select(['id', 'is_vamp'])
    .where('league_id', '=', leagueId)
    .execute();
  const held = await rosterEntries(db, { leagueId }).execute();
  const picks = await db
    .selectFrom('draft_picks as dp')
    .innerJoin('players as p', 'p.id', 'dp.player_id')
    .select([
      'dp.league_member_id',
      'p.id',
      'p.player_name',
      'p.position',
      'p.team',
      'p.is_injured',
    ])
    .where('dp.league_id', '=', leagueId)
    .orderBy('dp.overall')
    .execute();
  const rulesByType = new Map<number, RosterRules>();
  const rosters = new Map<number, DraftRoster>();
  for (const memberId of memberIds) {
    const member = members.find((row) => row.id === memberId);
    if (!member) continue;
    const type = rosterTypeOf(member);
    let rules = rulesByType.get(type);
    if (!rules) {
      const row = await rosterRulesOf(db, leagueId, type);
      if (!row) continue;
      rules = toRosterRules(row);
      rulesByType.set(type, rules);
    }
    const entries = held
      .filter((entry) => entry.league_member_id === memberId)
      .map((entry) => ({
        player_id: entry.player_id,
        position: entry.position,
        roster_position: entry.roster_position,
      }));
    rosters.set(memberId, { memberId, rules, entries });
  }
  for (const pick of picks) {
    const roster = rosters.get(pick.league_member_id);
    if (roster) takeSlot(roster, pick);
  }
  return rosters;
}

/**
 * The slot a player would take on a roster now, or null when its rule set has no room for him.
 * The first free slot is never IR, so his injury does not enter into it.
 */
export const slotFor = (roster: DraftRoster, player: Pick<DraftPlayer, 'position'>) =>
  findFirstFreeSlot(roster.rules, roster.entries, { position: player.position, is_injured: 0 });

/** Whether the roster's rule set would start him (a starting slot is open for him). */
export const wouldStart = (roster: DraftRoster, player: Pick<DraftPlayer, 'position'>) => {
  const slot = slotFor(roster, player);
  return slot !== null && isStarterSlot(slot);
};

/** Whether the roster has room for anyone at all. */
export const hasRoom = (roster: DraftRoster): boolean =>
  POSITIONS.some((position) => slotFor(roster, { position }) !== null);

/** Puts a drafted player in his slot on the roster (the first that fits); answers the slot. */
export function takeSlot(
  roster: DraftRoster,
  player: Pick<DraftPlayer, 'id' | 'position'>,
): string | null {
  const slot = slotFor(roster, player);
  if (slot !== null)
    roster.entries.push({ player_id: player.id, position: player.position, roster_position: slot });
  return slot;
}
