import type { DraftRoom } from '@fangtasy/shared/domain';
import type { TestApp } from './test-app';
import {
  call,
  createPlayer,
  createRosterLeague,
  type RosterLeague,
  type RosterLeagueOptions,
  SMALL_ROSTER,
  type Team,
} from './roster-fixtures';

/** Two slots a team (one RB, one WR start; no bench): a ten-team draft of two rounds. */
export const TWO_ROUND_ROSTER = {
  ...SMALL_ROSTER,
  bench_count: 0,
  ir_count: 0,
  max_roster_size: 2,
};

export interface DraftLeague extends RosterLeague {
  /** Running backs, then wide receivers, each list in the rankings' order (by id: no stats). */
  rbs: number[];
  wrs: number[];
}

/** An inactive ten-team league with two-slot rosters and enough players for its draft. */
export async function createDraftLeague(
  t: TestApp,
  options: RosterLeagueOptions = {},
): Promise<DraftLeague> {
  const league = await createRosterLeague(t, {
    isActive: false,
    regular: TWO_ROUND_ROSTER,
    vampire: TWO_ROUND_ROSTER,
    ...options,
  });
  const rbs: number[] = [];
  const wrs: number[] = [];
  for (let i = 0; i < 14; i++) rbs.push(await createPlayer(t, { position: 'RB', team: 'KC' }));
  for (let i = 0; i < 14; i++) wrs.push(await createPlayer(t, { position: 'WR', team: 'BUF' }));
  return { ...league, rbs, wrs };
}

export const draftUrl = (action: string, league: { leagueId: number }) =>
  `/drafts/${action}/${league.leagueId}`;

/** The room as a team sees it. */
export async function roomOf(t: TestApp, league: RosterLeague, team?: Team): Promise<DraftRoom> {
  const response = await call(t, team ?? league.commish, 'GET', draftUrl('getDraft', league));
  if (response.statusCode !== 200) throw new Error(`getDraft: ${response.body}`);
  return response.json<DraftRoom>();
}

/** The team (of the fixture's) with a member id. */
export const teamOf = (league: RosterLeague, memberId: number): Team => {
  const team = league.teams.find((candidate) => candidate.memberId === memberId);
  if (!team) throw new Error(`no team ${memberId}`);
  return team;
};

/** The team on the clock, and the pick it is on. */
export async function onClock(t: TestApp, league: RosterLeague) {
  const room = await roomOf(t, league);
  if (!room.on_clock) throw new Error(`nobody on the clock: ${room.status}`);
  return { team: teamOf(league, room.on_clock.league_member_id), clock: room.on_clock, room };
}

/** A pick by a team (the caller) at an overall number. */
export const pick = (
  t: TestApp,
  league: RosterLeague,
  team: Team,
  overall: number,
  playerId: number,
) => call(t, team, 'POST', draftUrl('makePick', league), { overall, player_id: playerId });

/** Saves settings and starts the draft as the commissioner. */
export async function startDraft(
  t: TestApp,
  league: RosterLeague,
  settings: Record<string, unknown> = {},
): Promise<DraftRoom> {
  const saved = await call(t, league.commish, 'PUT', draftUrl('updateSettings', league), settings);
  if (saved.statusCode !== 200) throw new Error(`updateSettings: ${saved.body}`);
  const started = await call(t, league.commish, 'POST', draftUrl('start', league));
  if (started.statusCode !== 200) throw new Error(`start: ${started.body}`);
  return started.json<DraftRoom>();
}

/** The league's members in waiver order, first claim first. */
export async function waiverOrderOf(t: TestApp, league: { leagueId: number }): Promise<number[]> {
  const rows = await t.db
    .selectFrom('league_members')
    .select(['id', 'waiver_order'])
    .where('league_id', '=', league.leagueId)
    .orderBy('waiver_order')
    .execute();
  return rows.map((row) => row.id);
}
