import { MESSAGES, TEAM_NAME_MAX } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { conflict, PG_ERROR, pgErrorCode } from '../errors';

/** Migration 018's index: one team name per league, compared with lower() as here. */
const UNIQUE_TEAM_NAME_INDEX = 'league_members_team_name_unique';

/** Whether another membership of the league has this name, compared as the index compares. */
async function teamNameTaken(
  db: Db,
  leagueId: number,
  name: string,
  exceptMemberId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('league_members')
    .select('id')
    .where('league_id', '=', leagueId)
    .where(sql<string>`lower(team_name)`, '=', sql<string>`lower(${name})`);
  if (exceptMemberId !== null) query = query.where('id', '!=', exceptMemberId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Refuses (409, a clear message) a name another team of the league has, in any letter case. */
export async function requireFreeTeamName(
  db: Db,
  leagueId: number,
  name: string,
  exceptMemberId: number | null,
): Promise<void> {
  if (await teamNameTaken(db, leagueId, name, exceptMemberId))
    throw conflict(MESSAGES.teamNameTaken);
}

/**
 * The default team name a new team gets: 'Team ' and its owner's first name (rules §4);
 * the n-th of one name in a league gets ' n' after it, within the length limit.
 */
export const defaultTeamName = (firstName: string, n = 1) => {
  const suffix = n === 1 ? '' : ` ${n}`;
  return `${`Team ${firstName}`.slice(0, TEAM_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
};

/** The default name of a new team, unique in its league: 'Team Lucy', else 'Team Lucy 2', … */
export async function freeDefaultTeamName(
  db: Db,
  leagueId: number,
  firstName: string,
  memberId: number,
): Promise<string> {
  for (let n = 1; ; n++) {
    const name = defaultTeamName(firstName, n);
    if (!(await teamNameTaken(db, leagueId, name, memberId))) return name;
  }
}

/**
 * Runs a change that sets a team name; two changes racing to one name pass the check above
 * together, and the index refuses the second — answered with the same message, not a generic
 * conflict.
 */
export async function settingTeamName<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    const constraint = (error as { constraint?: unknown }).constraint;
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation && constraint === UNIQUE_TEAM_NAME_INDEX)
      throw conflict(MESSAGES.teamNameTaken);
    throw error;
  }
}
