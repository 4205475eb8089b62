import {
  ROSTER_TYPE,
  rosterCapacity,
  draftClockMs,
  rosterTypeOf,
  takesPartInDraft,
  type DraftRoomWithAuction as DraftRoom,
  type DraftTeam,
} from '@fangtasy/shared/domain';
import { auctionOnClock, auctionState } from './auction/auction-room';
import type { Db } from '../../db/connect';
import { rosterRulesOf } from '../league-rules';
import { holdsATeamSql } from '../member-rules-sql';
import { toRosterRules } from '../roster-context';
import { lastOverall, readDraft, settingsOf, slotAt } from './draft-rows';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * The draft room as every member of the league sees it (GET /drafts/getDraft): the settings,
 * where the draft stands, the order (the league's teams in their set order, or by membership,
 * until the draft starts; the drawn order after), every pick, the pick on the clock with its
 * deadline and the clock time left, and the server's clock for the room's countdown.
 */
export async function draftRoom(db: Db, leagueId: number, now: Date): Promise<DraftRoom> {
  // One snapshot for its several reads: read apart, a pick committed between them showed a room
  // with the pick made and its team still on the clock.
  if (db.isTransaction) return readRoom(db, leagueId, now);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => readRoom(trx, leagueId, now));
}

async function readRoom(db: Db, leagueId: number, now: Date): Promise<DraftRoom> {
  const row = await readDraft(db, leagueId);
  const members = await db
    .selectFrom('league_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('draft_teams as t', (join) =>
      join.onRef('t.league_member_id', '=', 'm.id').on('t.league_id', '=', leagueId),
    )
    .select([
      'm.id',
      'm.team_name',
      'm.is_vamp',
      'u.username',
      't.draft_position',
      't.set_position',
      't.autopick',
    ])
    .where('m.league_id', '=', leagueId)
    .where(holdsATeamSql('m'))
    .orderBy('m.id')
    .execute();
  const started = row !== null && row.status !== 'not_started';
  const setOrder = members
    .filter((member) => member.set_position !== null)
    .sort((a, b) => (a.set_position ?? 0) - (b.set_position ?? 0))
    .map((member) => member.id);
  const settings = settingsOf(row, setOrder);
  const place = (member: (typeof members)[number]) =>
    (started ? member.draft_position : member.set_position) ?? Number.MAX_SAFE_INTEGER;
  const order: DraftTeam[] = [...members]
    .sort((a, b) => place(a) - place(b) || a.id - b.id)
    .map((member) => ({
      league_member_id: member.id,
      team_name: member.team_name,
      username: member.username,
      roster_type_id: rosterTypeOf(member),
      autopick: member.autopick ?? false,
      drafts: started
        ? member.draft_position !== null
        : takesPartInDraft(member, settings.vampires_draft),
    }));

  const picks = await db
    .selectFrom('draft_picks as dp')
    .innerJoin('players as p', 'p.id', 'dp.player_id')
    .select([
      'dp.overall',
      'dp.round',
      'dp.pick_in_round',
      'dp.league_member_id',
      'dp.player_id',
      'p.player_name',
      'p.position',
      'p.team',
      'dp.made_by',
      'dp.made_at',
    ])
    .where('dp.league_id', '=', leagueId)
    .orderBy('dp.overall')
    .execute();

  const drafters = order.filter((team) => team.drafts).map((team) => team.league_member_id);
  let onClock: DraftRoom['on_clock'] = null;
  let next: number | null = null;
  if (row?.type === 'auction') {
    onClock = auctionOnClock(row, drafters.length, now);
  } else if (
    row &&
    row.current_overall !== null &&
    (row.status === 'running' || row.status === 'paused')
  ) {
    const slot = slotAt(row, drafters, row.current_overall);
    const deadline = row.status === 'running' && row.deadline ? new Date(row.deadline) : null;
    onClock = {
      overall: row.current_overall,
      round: slot.round,
      pick_in_round: slot.pickInRound,
      league_member_id: slot.memberId,
      deadline: iso(deadline),
      remaining_ms: deadline
        ? Math.round(draftClockMs(now, deadline, row.overnight_pause))
        : (row.remaining_ms ?? 0),
    };
    if (row.current_overall < lastOverall(row))
      next = slotAt(row, drafters, row.current_overall + 1).memberId;
  }

  // Before the draft starts, the rounds it will have: the regular rule set's slots.
  const regular = started ? null : await rosterRulesOf(db, leagueId, ROSTER_TYPE.regular);
  const rounds = row?.rounds ?? (regular ? rosterCapacity(toRosterRules(regular)) : 0);

  return {
    league_id: leagueId,
    settings,
    status: row?.status ?? 'not_started',
    order,
    rounds,
    picks: picks.map((pick) => ({
      overall: pick.overall,
      round: pick.round,
      pick_in_round: pick.pick_in_round,
      league_member_id: pick.league_member_id,
      player_id: pick.player_id,
      player_name: pick.player_name,
      position: pick.position as DraftRoom['picks'][number]['position'],
      nfl_team: pick.team,
      made_by: pick.made_by,
      made_at: new Date(pick.made_at).toISOString(),
    })),
    on_clock: onClock,
    next_league_member_id: next,
    started_at: iso(row?.started_at ?? null),
    completed_at: iso(row?.completed_at ?? null),
    vampire_window_ends_at: iso(row?.vampire_window_ends_at ?? null),
    server_now: now.toISOString(),
    auction: await auctionState(db, row, drafters, now),
  };
}
