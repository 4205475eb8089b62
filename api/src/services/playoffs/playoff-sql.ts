import { DEFAULT_PLAYOFF_RULES } from '@fangtasy/shared/domain';
import { sql } from 'kysely';

/** The default number of playoff teams, for queries over leagues without stored playoff rules. */
export const DEFAULT_PLAYOFF_TEAMS_SQL = sql.lit(DEFAULT_PLAYOFF_RULES.playoff_teams);
