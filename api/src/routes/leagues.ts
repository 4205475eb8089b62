import { MESSAGES } from '@fangtasy/shared/domain';
import type { App } from '../app';
import { declared } from './declared';
import { activateLeague, createLeague, readActivationStatus } from '../services/league-lifecycle';
import { leagueHistory } from '../services/playoffs/league-history';
import { leagueDetails } from '../services/playoffs/league-season';
import { renewLeague } from '../services/playoffs/renew-league';

export async function leagueRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.route({
    ...declared('POST /leagues/create'),
    config: { access: { kind: 'league-creator' } },
    handler: async (request) => {
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
  });

  app.route({
    ...declared('GET /leagues/getLeagueById/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => leagueDetails(db, request.params.league_id),
  });

  app.route({
    ...declared('POST /leagues/renew/:league_id'),
    config: { access: { kind: 'commissioner', league: 'params.league_id' } },
    handler: async (request) => {
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
  });

  app.route({
    ...declared('GET /leagues/getLeagueHistory/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) =>
      leagueHistory(db, { leagueId: request.params.league_id, userId: request.userId }),
  });

  app.route({
    ...declared('GET /leagues/activationStatus/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => readActivationStatus(db, request.params.league_id, clock.now()),
  });

  app.route({
    ...declared('POST /leagues/activate/:league_id/:league_member_id'),
    config: {
      access: {
        kind: 'activating-commissioner',
        league: 'params.league_id',
        member: 'params.league_member_id',
      },
    },
    handler: async (request) => {
      await activateLeague(db, {
        leagueId: request.params.league_id,
        memberId: request.params.league_member_id,
        userId: request.userId,
        now: clock.now(),
      });
      return { status: 'success' as const, message: MESSAGES.leagueActivated };
    },
  });
}
