import {
  biteTargetIds,
  isAtPositionMaximum,
  isRosterFull,
  isStarterSlot,
  slotKindOf,
  type BiteTarget,
  type RosterRules,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { LeagueRow } from '../../db/schema';
import { currentFantasyWeek, lockedPlayers } from '../lineup-lock';
import type { RosterEntry } from '../roster-context';
import type { BiteRightRow } from './bite-right-rows';
import { frozenLineups } from './frozen-lineups';

/** What a right may take now: each target with his swaps, and the vampire's drops. */
export interface BiteOptions {
  targets: BiteTarget[];
  dropRequired: boolean;
  dropOptions: (Pick<BiteTarget, 'player_id' | 'player_name' | 'position' | 'team'> & {
    is_locked: boolean;
  })[];
}

const onIr = (entry: RosterEntry) => slotKindOf(entry.roster_position) === 'IR';
const playerOf = (entry: RosterEntry) => ({
  player_id: entry.player_id,
  player_name: entry.player_name,
  position: entry.position,
  team: entry.team,
});

/**
 * The players a bite right may take now and what may go back for each (decision 019): the
 * loser's players the frozen lineup opens (starters; the bench too when it was exposed; not the
 * garlic's starter; only the declared one where targets are declared) who are still on his
 * roster and not on injured reserve; under the same-position swap, the vampire's starters of that
 * week of the same position still on its roster (not on IR). Each carries whether his game has
 * locked him. Read from the rosters the caller passes: under their locks when a bite is taken.
 */
export async function biteOptions(
  db: Db,
  right: BiteRightRow,
  league: Pick<LeagueRow, 'id' | 'season'>,
  rosters: { victim: readonly RosterEntry[]; vampire: readonly RosterEntry[] },
  vampireRules: RosterRules | null,
  now: Date,
): Promise<BiteOptions> {
  const lineups = await frozenLineups(
    db,
    { leagueId: league.id, season: league.season, week: right.week },
    [right.victim_member_id, right.vampire_member_id],
  );
  const victimLineup = lineups.get(right.victim_member_id) ?? [];
  const weekSlot = new Map(
    victimLineup.map((player) => [player.player_id, player.roster_position]),
  );
  const targetIds = new Set(
    biteTargetIds(victimLineup, {
      exposed: Boolean(right.exposed),
      garlic_player_id: right.garlic_player_id,
      declared_player_id: right.declared_player_id,
      declare_before_kickoff: right.declared_player_id !== null,
    }),
  );
  const targets = rosters.victim.filter((entry) => targetIds.has(entry.player_id) && !onIr(entry));
  const startedForVampire = new Set(
    (lineups.get(right.vampire_member_id) ?? [])
      .filter((player) => isStarterSlot(player.roster_position))
      .map((player) => player.player_id),
  );
  const swaps =
    right.swap_rule === 'same_position'
      ? rosters.vampire.filter((entry) => startedForVampire.has(entry.player_id) && !onIr(entry))
      : [];
  const drops = right.swap_rule === 'none' ? rosters.vampire.filter((entry) => !onIr(entry)) : [];
  const week = await currentFantasyWeek(db, league.season, now);
  const locked = await lockedPlayers(
    db,
    [...targets, ...swaps, ...drops].map((entry) => entry.player_id),
    league.season,
    week?.week ?? null,
    now,
  );
  const withLock = (entry: RosterEntry) => ({
    ...playerOf(entry),
    is_locked: locked.has(entry.player_id),
  });
  const rosterFull =
    right.swap_rule === 'none' &&
    vampireRules !== null &&
    isRosterFull(vampireRules, rosters.vampire);
  return {
    targets: targets.map((entry) => ({
      ...withLock(entry),
      week_slot: weekSlot.get(entry.player_id) ?? 'BENCH',
      swap_options: swaps.filter((swap) => swap.position === entry.position).map(withLock),
      drop_required:
        rosterFull ||
        (right.swap_rule === 'none' &&
          vampireRules !== null &&
          isAtPositionMaximum(vampireRules, rosters.vampire, entry.position)),
    })),
    dropRequired: rosterFull,
    dropOptions: drops.map(withLock),
  };
}
