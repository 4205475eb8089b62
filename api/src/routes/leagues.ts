import {
  activateLeagueAnswerSchema,
  activationStatusSchema,
  createLeagueAnswerSchema,
  leagueDetailsSchema,
  leagueSeasonSchema,
  renewLeagueAnswerSchema,
} from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import { createLeagueBodySchema, renewLeagueBodySchema } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { activateLeague, createLeague, readActivationStatus } from '../services/league-lifecycle';
import { leagueHistory } from '../services/playoffs/league-history';
import { leagueDetails } from '../services/playoffs/league-season';
import { renewLeague } from '../services/playoffs/renew-league';
import { pathId } from './path-ids';

// The wizard sends every step, but the spec's own body is just name and is_active: a rule set
// left out gets the spec's defaults. is_active is ignored — a league is always created inactive.
const createBodySchema = createLeagueBodySchema.partial({
  regular_roster_rules: true,
  vampire_roster_rules: true,
  scoring_rules: true,
  waiver_rules: true,
  playoff_rules: true,
});

export async function leagueRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.post(
    '/leagues/create',
    {
      config: { access: { kind: 'league-creator' } },
      schema: {
        tags: ['leagues'],
        summary: 'Create a league with its rules (configured creator accounts only)',
        body: createBodySchema,
        response: { 200: createLeagueAnswerSchema },
      },
    },
    async (request) => {
      // rules §6.7: the creator role belongs to configured e-mails, not to any league role;
      // the account proved it holds one with the set-up token (docs/decisions/009): the
      // route's access, league-creator.
      const body = request.body;
      const { leagueId } = await createLeague(db, clock.now(), {
        creatorUserId: request.userId,
        name: body.name,
        regularRosterRules: body.regular_roster_rules,
        vampireRosterRules: body.vampire_roster_rules,
        scoringRules: body.scoring_rules,
        waiverRules: body.waiver_rules,
        tradeRules: body.trade_rules,
        biteRules: body.bite_rules,
        playoffRules: body.playoff_rules,
      });
      return { status: 'success' as const, league_id: leagueId };
    },
  );

  app.get(
    '/leagues/getLeagueById/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['leagues'],
        summary:
          'A league you play in: where its season stands, its champion, and the seasons before and after it',
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: leagueDetailsSchema },
      },
    },
    async (request) => leagueDetails(db, request.params.league_id),
  );

  app.post(
    '/leagues/renew/:league_id',
    {
      config: { access: { kind: 'commissioner', league: 'params.league_id' } },
      schema: {
        tags: ['leagues'],
        summary:
          'Renew a complete league for the next season (commissioner): same teams and rules, budgets reset, rosters kept or cleared',
        params: z.object({ league_id: pathId('league_id') }),
        body: renewLeagueBodySchema,
        response: { 200: renewLeagueAnswerSchema },
      },
    },
    async (request) => {
      const renewed = await renewLeague(db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        keepRosters: request.body.keep_rosters === 1,
      });
      return {
        status: 'success' as const,
        league_id: renewed.leagueId,
        season: renewed.season,
        message: MESSAGES.leagueRenewed(renewed.season),
      };
    },
  );

  app.get(
    '/leagues/getLeagueHistory/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['leagues'],
        summary:
          "A league's seasons, oldest first, each with its champion and runner-up (members of the league)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.array(leagueSeasonSchema) },
      },
    },
    async (request) =>
      leagueHistory(db, { leagueId: request.params.league_id, userId: request.userId }),
  );

  app.get(
    '/leagues/activationStatus/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['leagues'],
        summary:
          'What the Activate League page shows: valid members, commissioners, state and message',
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: activationStatusSchema },
      },
    },
    async (request) => readActivationStatus(db, request.params.league_id, clock.now()),
  );

  app.post(
    '/leagues/activate/:league_id/:league_member_id',
    {
      config: {
        access: {
          kind: 'activating-commissioner',
          league: 'params.league_id',
          member: 'params.league_member_id',
        },
      },
      schema: {
        tags: ['leagues'],
        summary:
          'Activate the league (commissioner): draws the weeks 1-9 schedule and the waiver order',
        params: z.object({
          league_id: pathId('league_id'),
          league_member_id: pathId('league_member_id'),
        }),
        response: { 200: activateLeagueAnswerSchema },
      },
    },
    async (request) => {
      await activateLeague(db, {
        leagueId: request.params.league_id,
        memberId: request.params.league_member_id,
        userId: request.userId,
        now: clock.now(),
      });
      return { status: 'success' as const, message: MESSAGES.leagueActivated };
    },
  );
}
