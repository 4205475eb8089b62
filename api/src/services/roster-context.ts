import {
  DEFAULT_WAIVER_RULES,
  MESSAGES,
  mayChangeWhileLocked,
  rosterTypeOf,
  type FantasyWeek,
  type RosterRules,
  type RosterType,
  type WaiverDay,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { LeagueMemberRow, LeagueRow, RosterRulesRow } from '../db/schema';
import { conflict, notFound, type ApiError } from '../errors';
import { settleEndedWeeksOfMember } from './finalize-weeks';
import { rosterRulesOf } from './league-rules';
import { settleEndedReviewsOf } from './trades/trade-jobs';
import { fantasyWeekAt, lockedPlayers } from './lineup-lock';

/** A member's rostered player with what the roster rules need to know about him. */
export interface RosterEntry {
  id: number;
  league_id: number;
  league_member_id: number;
  player_id: number;
  player_name: string;
  position: string;
  team: string;
  is_injured: number;
  roster_position: string;
}

export async function loadLeague(db: Db, leagueId: number): Promise<LeagueRow> {
  const league = await db
    .selectFrom('leagues')
    .selectAll()
    .where('id', '=', leagueId)
    .executeTakeFirst();
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  return league;
}

interface FantasyWeekJson {
  id: number;
  year: number;
  week: number;
  begin_datetime: string;
  end_datetime: string;
}

/**
 * The league and its fantasy week at `now` (currentFantasyWeek's), in one statement: a roster
 * change and the roster it answers with need both, and the change makes its round trips holding
 * the member's lock.
 */
export async function loadLeagueAndWeek(
  db: Db,
  leagueId: number,
  now: Date,
): Promise<{ league: LeagueRow; week: FantasyWeek | null }> {
  const row = await db
    .selectFrom('leagues as l')
    .selectAll('l')
    .select(
      sql<FantasyWeekJson[] | null>`(select json_agg(json_build_object('id', fw.id,
          'year', fw.year, 'week', fw.week, 'begin_datetime', fw.begin_datetime,
          'end_datetime', fw.end_datetime) order by fw.week)
        from fantasy_weeks fw where fw.year = l.season)`.as('fantasy_weeks'),
    )
    .where('l.id', '=', leagueId)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.leagueNotFound);
  const { fantasy_weeks, ...league } = row;
  return { league, week: fantasyWeekAt(fantasy_weeks ?? [], now) };
}

export const toRosterRules = (row: RosterRulesRow): RosterRules => ({
  ...row,
  roster_type_id: row.roster_type_id as RosterType,
});

/** The rule set a member plays under (vampires type 2, others type 1), or null when missing. */
export async function rosterRulesForMember(
  db: Db,
  member: Pick<LeagueMemberRow, 'league_id' | 'is_vamp'>,
): Promise<RosterRules | null> {
  const row = await rosterRulesOf(db, member.league_id, rosterTypeOf(member));
  return row ? toRosterRules(row) : null;
}

/**
 * Takes the roster lock of a member for the rest of the transaction and answers the member as it
 * is now. Every roster change takes it first (the member row, then the rostered rows), so two
 * changes on one roster are decided one after the other and each sees the other's result — even
 * an add, which has no rostered row to lock yet.
 */
export async function lockMemberRoster(
  trx: Db,
  memberId: number,
): Promise<{ member: LeagueMemberRow; roster: RosterEntry[] }> {
  const member = await trx
    .selectFrom('league_members')
    .selectAll()
    .where('id', '=', memberId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!member) throw notFound(MESSAGES.leagueMemberNotFound);
  const roster = await rosterEntries(trx, { memberId }).forUpdate('rp').execute();
  return { member, roster };
}

/** The rostered players (is_rostered = 1) of a member or a league, with their player fields. */
export function rosterEntries(db: Db, scope: { memberId: number } | { leagueId: number }) {
  return db
    .selectFrom('rostered_players as rp')
    .innerJoin('players as p', 'p.id', 'rp.player_id')
    .select([
      'rp.id',
      'rp.league_id',
      'rp.league_member_id',
      'rp.player_id',
      'p.player_name',
      'p.position',
      'p.team',
      'p.is_injured',
      'rp.roster_position',
    ])
    .where('rp.is_rostered', '=', 1)
    .$if('memberId' in scope, (qb) =>
      qb.where('rp.league_member_id', '=', (scope as { memberId: number }).memberId),
    )
    .$if('leagueId' in scope, (qb) =>
      qb.where('rp.league_id', '=', (scope as { leagueId: number }).leagueId),
    )
    .orderBy('rp.id');
}

/** A roster change in progress: the locked member, their rules and roster, the league clock's week. */
export interface RosterChange {
  trx: Db;
  league: LeagueRow;
  member: LeagueMemberRow;
  rules: RosterRules;
  /** The member's roster as this change leaves it so far (kept current by each step). */
  roster: RosterEntry[];
  week: FantasyWeek | null;
  now: Date;
  /** The league's waiver period in days, when the caller has read it already (a waiver run). */
  waiversLength?: number;
}

/**
 * Starts a roster change inside a transaction: takes the member's roster lock, then reads
 * everything the rules need. Roster rules a member lacks answer `missingRules`.
 */
export async function openRosterChange(
  trx: Db,
  memberId: number,
  now: Date,
  missingRules: () => ApiError = () => notFound(MESSAGES.noRosterRules),
): Promise<RosterChange> {
  // A week that has ended is frozen, and a trade whose review has ended is settled, before this
  // change can touch what those deadlines closed (decision 023).
  await settleEndedWeeksOfMember(trx, memberId, now);
  await settleEndedReviewsOf(trx, memberId, now);
  const { member, roster } = await lockMemberRoster(trx, memberId);
  const { league, week } = await loadLeagueAndWeek(trx, member.league_id, now);
  const rules = await rosterRulesForMember(trx, member);
  if (!rules) throw missingRules();
  return { trx, league, member, rules, roster, week, now };
}

/**
 * A member's own roster change (move, bench, drop), which needs an active league: roster
 * management unlocks at activation (rules §2.6); the commissioner's Add
 * Player may build rosters before it.
 */
export async function openOwnRosterChange(
  trx: Db,
  memberId: number,
  now: Date,
): Promise<RosterChange> {
  const change = await openRosterChange(trx, memberId, now);
  if (!change.league.is_active) throw conflict(MESSAGES.leagueNotActive);
  return change;
}

export interface PlayerFacts {
  id: number;
  player_name: string;
  position: string;
  team: string;
  is_injured: number;
}

export async function loadPlayer(db: Db, playerId: number): Promise<PlayerFacts> {
  const player = await db
    .selectFrom('players')
    .select(['id', 'player_name', 'position', 'team', 'is_injured'])
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!player) throw notFound(MESSAGES.playerNotFound);
  return player;
}

/**
 * Refuses a change that would move, bench, drop or add a player whose game has kicked off this
 * fantasy week (rules §4.14), except a locked injured player going to IR. `to` is the player's
 * new slot, or 'DROP'.
 */
export async function refuseLockedChanges(
  change: RosterChange,
  moves: readonly { player_id: number; is_injured: number; to: string }[],
): Promise<void> {
  if (moves.length === 0) return;
  const { trx, league, week, now } = change;
  const locked = await lockedPlayers(
    trx,
    moves.map((move) => move.player_id),
    league.season,
    week?.week ?? null,
    now,
  );
  for (const move of moves) {
    if (locked.has(move.player_id) && !mayChangeWhileLocked(move, move.to))
      throw conflict(MESSAGES.playerLocked);
  }
}

/** When a player dropped at `droppedAt` comes off waivers: the league's waiver period later. */
export const waiversUntil = (droppedAt: Date, waiversLength: number): Date =>
  new Date(droppedAt.getTime() + waiversLength * 86_400_000);

/** The league's waiver period in days (rules §4.15: a dropped player is on waivers that long). */
export async function waiverRulesForLeague(
  db: Db,
  leagueId: number,
): Promise<{ waivers_length: number; waiver_day: WaiverDay }> {
  const rules = await db
    .selectFrom('waiver_rules')
    .select(['waivers_length', 'waiver_day'])
    .where('league_id', '=', leagueId)
    .orderBy('id')
    .executeTakeFirst();
  return rules ?? DEFAULT_WAIVER_RULES;
}
