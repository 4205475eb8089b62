import {
  biteRightDetailSchema,
  biteRightSchema,
  biteWeekPlanSchema,
} from '@fangtasy/shared/contract';
import { biteTakeBodySchema, biteWeekChoiceBodySchema } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { biteRightDetail, biteRightsOfLeague } from '../services/bites/bite-views';
import { biteWeekPlan, chooseForWeek } from '../services/bites/bite-week-plan';
import { passBite, takeBite } from '../services/bites/take-bite';
import { pathId } from './path-ids';

const rightParams = z.object({ id: pathId('id') });

/** The vampire's bite (docs/decisions/019-the-vampire-bite.md): rights, bites, the week's choices. */
export async function biteRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/bites/getBiteRightsByLeagueId/:league_id',
    {
      config: {
        access: { kind: 'league-member', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['bites'],
        summary: "The league's bite rights, latest week first: open, taken, waived or lapsed",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.array(biteRightSchema) },
      },
    },
    async (request) =>
      biteRightsOfLeague(db, request.params.league_id, request.userId, clock.now()),
  );

  app.get(
    '/bites/getBiteRightById/:id',
    {
      config: { access: { kind: 'bite-right-viewer', right: 'params.id' } },
      schema: {
        tags: ['bites'],
        summary: 'One bite right with the players it may take now and what may go back for each',
        params: rightParams,
        response: { 200: biteRightDetailSchema },
      },
    },
    async (request) => biteRightDetail(db, request.params.id, request.userId, clock.now()),
  );

  app.post(
    '/bites/take/:id',
    {
      config: { access: { kind: 'bite-right-viewer', right: 'params.id' } },
      schema: {
        tags: ['bites'],
        summary:
          'Your bite (the vampire): take a starter of the loser, sending one of yours back under the swap',
        params: rightParams,
        body: biteTakeBodySchema,
        response: { 200: biteRightSchema },
      },
    },
    async (request) => takeBite(db, request.userId, request.params.id, request.body, clock.now()),
  );

  app.post(
    '/bites/pass/:id',
    {
      config: { access: { kind: 'bite-right-viewer', right: 'params.id' } },
      schema: {
        tags: ['bites'],
        summary: 'Let your bite right go (the vampire)',
        params: rightParams,
        response: { 200: biteRightSchema },
      },
    },
    async (request) => passBite(db, request.userId, request.params.id, clock.now()),
  );

  app.get(
    '/bites/getWeekPlan/:league_id',
    {
      config: {
        access: { kind: 'league-member', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['bites'],
        summary: 'Your vampire week: the opponent, your declared target or your garlic starter',
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: biteWeekPlanSchema },
      },
    },
    async (request) => biteWeekPlan(db, request.params.league_id, request.userId, clock.now()),
  );

  for (const [path, kind, summary] of [
    [
      '/bites/declare',
      'bite_declarations',
      "A vampire names this week's target before his game (null takes it back)",
    ],
    [
      '/bites/garlic',
      'garlic_choices',
      'Facing a vampire, protect one of your starters this week (null takes it back)',
    ],
  ] as const) {
    app.post(
      path,
      {
        config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
        schema: {
          tags: ['bites'],
          summary,
          body: biteWeekChoiceBodySchema,
          response: { 200: biteWeekPlanSchema },
        },
      },
      async (request) => chooseForWeek(db, request.userId, kind, request.body, clock.now()),
    );
  }
}
