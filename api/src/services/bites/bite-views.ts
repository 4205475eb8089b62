import {
  MESSAGES,
  type BitePlayer,
  type BiteRight,
  type BiteRightDetail,
} from '@fangtasy/shared/domain';
import { requireLeagueMember } from '../../auth/access';
import type { Db } from '../../db/connect';
import { loadLeague, rosterEntries, rosterRulesForMember } from '../roster-context';
import { biteOptions } from './bite-options';
import { biteRightSeenBy } from './bite-right-rows';

/** The bite rights of a league (or one right), with the teams' and the named players' names. */
function rightRows(db: Db, leagueId: number) {
  const player = (alias: 'gp' | 'dp' | 'tp' | 'sp') =>
    [
      `${alias}.player_name as ${alias}_name`,
      `${alias}.position as ${alias}_position`,
      `${alias}.team as ${alias}_team`,
    ] as const;
  return db
    .selectFrom('bite_rights as r')
    .innerJoin('league_members as vm', 'vm.id', 'r.vampire_member_id')
    .innerJoin('league_members as pm', 'pm.id', 'r.victim_member_id')
    .leftJoin('players as gp', 'gp.id', 'r.garlic_player_id')
    .leftJoin('players as dp', 'dp.id', 'r.declared_player_id')
    .leftJoin('players as tp', 'tp.id', 'r.taken_player_id')
    .leftJoin('players as sp', 'sp.id', 'r.swap_player_id')
    .selectAll('r')
    .select([
      'vm.team_name as vampire_team_name',
      'pm.team_name as victim_team_name',
      ...player('gp'),
      ...player('dp'),
      ...player('tp'),
      ...player('sp'),
    ])
    .where('r.league_id', '=', leagueId);
}

type RightViewRow = Awaited<ReturnType<ReturnType<typeof rightRows>['execute']>>[number];

function namedPlayer(
  id: number | null,
  name: string | null,
  position: string | null,
  team: string | null,
): BitePlayer | null {
  return id === null
    ? null
    : { player_id: id, player_name: name ?? 'Unknown', position: position ?? '', team: team ?? '' };
}

function toView(row: RightViewRow, now: Date): BiteRight {
  // An open right past its deadline reads as lapsed before the scheduler has closed it.
  const lapsed = row.status === 'open' && row.deadline_at.getTime() <= now.getTime();
  return {
    id: row.id,
    league_id: row.league_id,
    week: row.week,
    vampire_member_id: row.vampire_member_id,
    vampire_team_name: row.vampire_team_name,
    victim_member_id: row.victim_member_id,
    victim_team_name: row.victim_team_name,
    vampire_score: Number(row.vampire_score),
    victim_score: Number(row.victim_score),
    granted_at: row.granted_at.toISOString(),
    deadline_at: row.deadline_at.toISOString(),
    status: lapsed ? 'lapsed' : row.status,
    swap_rule: row.swap_rule,
    exposed: Boolean(row.exposed),
    exposure: row.exposure,
    garlic_player: namedPlayer(row.garlic_player_id, row.gp_name, row.gp_position, row.gp_team),
    declared_player: namedPlayer(row.declared_player_id, row.dp_name, row.dp_position, row.dp_team),
    taken_player: namedPlayer(row.taken_player_id, row.tp_name, row.tp_position, row.tp_team),
    swap_player: namedPlayer(row.swap_player_id, row.sp_name, row.sp_position, row.sp_team),
    decided_at: lapsed ? row.deadline_at.toISOString() : (row.decided_at?.toISOString() ?? null),
    reason: lapsed ? MESSAGES.biteLapsedReason : row.reason,
  };
}

/**
 * GET /bites/getBiteRightsByLeagueId: every bite right of the league, the latest week first. Bites
 * are announced to the whole league, so every member reads them all.
 */
export async function biteRightsOfLeague(
  db: Db,
  leagueId: number,
  userId: number,
  now: Date,
): Promise<BiteRight[]> {
  await requireLeagueMember(db, leagueId, userId);
  const rows = await rightRows(db, leagueId)
    .orderBy('r.week', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => toView(row, now));
}

/** One right as every member reads it. */
export async function biteRightView(db: Db, rightId: number, leagueId: number, now: Date) {
  const row = await rightRows(db, leagueId).where('r.id', '=', rightId).executeTakeFirstOrThrow();
  return toView(row, now);
}

/**
 * GET /bites/getBiteRightById: one right, with what it may take now while it is open — the
 * targets, what may go back for each, the drops a bite without a swap may need — and whether
 * the caller, its vampire, may bite.
 */
export async function biteRightDetail(
  db: Db,
  rightId: number,
  userId: number,
  now: Date,
): Promise<BiteRightDetail> {
  const { right, me } = await biteRightSeenBy(db, rightId, userId);
  const view = await biteRightView(db, rightId, right.league_id, now);
  const open = view.status === 'open';
  const empty = { targets: [], dropRequired: false, dropOptions: [] };
  const options = open
    ? await biteOptions(
        db,
        right,
        await loadLeague(db, right.league_id),
        {
          victim: await rosterEntries(db, { memberId: right.victim_member_id }).execute(),
          vampire: await rosterEntries(db, { memberId: right.vampire_member_id }).execute(),
        },
        await rosterRulesForMember(db, { league_id: right.league_id, is_vamp: 1 }),
        now,
      )
    : empty;
  return {
    ...view,
    targets: options.targets,
    drop_required: options.dropRequired,
    drop_options: options.dropOptions,
    can_bite: open && me.id === right.vampire_member_id,
  };
}
