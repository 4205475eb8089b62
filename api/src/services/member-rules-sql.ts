import { ROSTER_TYPE, TEAM_ROLES, type RosterType } from '@fangtasy/shared/domain';
import { sql, type RawBuilder } from 'kysely';

/*
 * The member rules of shared/src/domain/members.ts in SQL (docs/decisions/054), for the queries
 * that decide them for many members at once. `member` names a league_members row: its alias, or
 * the table's name in a query without one. ESLint keeps rule-set numbers and role lists out of
 * every other file.
 */

/** The rule set (roster_type_id) the member plays under: shared rosterTypeOf. */
export const ruleSetOfSql = (member: string): RawBuilder<RosterType> =>
  sql<RosterType>`(case when ${sql.ref(`${member}.is_vamp`)} = 1
    then ${sql.lit(ROSTER_TYPE.vampire)} else ${sql.lit(ROSTER_TYPE.regular)} end)`;

/** Whether the member plays under the vampire rule set. */
export const playsVampireRulesSql = (member: string): RawBuilder<boolean> =>
  sql<boolean>`(${ruleSetOfSql(member)} = ${sql.lit(ROSTER_TYPE.vampire)})`;

/** Whether the membership holds a team (a valid member): shared holdsATeam. */
export const holdsATeamSql = (member: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${member}.role`)} in (${sql.join(TEAM_ROLES.map((role) => sql.lit(role)))}))`;
