import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import {
  lastPlayoffWeek,
  playoffRoundCount,
  playoffsFit,
  SEEDING_TIEBREAKERS,
} from '../domain/playoff-rules';
import { bodyId, tooLarge } from './bounded-numbers';
import { FIRST_PLAYOFF_WEEK_BOUNDS } from './limits';

const playoffRulesShape = {
  playoff_teams: z.union([z.literal(4), z.literal(6)], { error: MESSAGES.playoffTeamsInvalid }),
  weeks_per_round: z.union([z.literal(1), z.literal(2)], { error: MESSAGES.weeksPerRoundInvalid }),
  first_playoff_week: z
    .number({ error: MESSAGES.firstPlayoffWeekInvalid })
    .int(MESSAGES.firstPlayoffWeekInvalid)
    .min(FIRST_PLAYOFF_WEEK_BOUNDS.min, MESSAGES.firstPlayoffWeekInvalid)
    .max(
      FIRST_PLAYOFF_WEEK_BOUNDS.max,
      tooLarge('first_playoff_week', FIRST_PLAYOFF_WEEK_BOUNDS.max),
    ),
  seeding_tiebreaker: z.enum(SEEDING_TIEBREAKERS, { error: MESSAGES.seedingTiebreakerInvalid }),
  consolation_bracket: z.union([z.literal(0), z.literal(1)], {
    error: MESSAGES.consolationBracketInvalid,
  }),
};

type PlayoffRulesValues = z.output<z.ZodObject<typeof playoffRulesShape>>;

/** The rounds must end by week 14: six teams in two-week rounds need six weeks, and there are five. */
function checkRoundsFit(rules: PlayoffRulesValues, ctx: z.RefinementCtx): void {
  if (playoffsFit(rules)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['first_playoff_week'],
    message: MESSAGES.playoffsDoNotFit(
      playoffRoundCount(rules.playoff_teams),
      rules.weeks_per_round,
      rules.first_playoff_week,
      lastPlayoffWeek(rules),
    ),
  });
}

/** The wizard's playoffs step: teams, round length, first week, seeding tie-breaker, consolation. */
export const playoffRulesSchema = z.object(playoffRulesShape).superRefine(checkRoundsFit);

/** The POST /playoff_rules/create body. */
export const playoffRulesBodySchema = z
  .object({
    league_id: bodyId('league_id', MESSAGES.missingRequiredInformation),
    ...playoffRulesShape,
  })
  .superRefine(checkRoundsFit);

/** The POST /leagues/renew/{league_id} body: whether the teams keep their rosters into the new season. */
export const renewLeagueBodySchema = z.object({
  keep_rosters: z.union([z.literal(0), z.literal(1)], { error: MESSAGES.renewRostersInvalid }),
});

export type PlayoffRulesInput = z.input<typeof playoffRulesSchema>;
export type PlayoffRulesBody = z.input<typeof playoffRulesBodySchema>;
export type RenewLeagueBody = z.input<typeof renewLeagueBodySchema>;
