import { WAIVER_DAYS } from '@fangtasy/shared/domain';
import { z } from 'zod';
import type { App } from '../app';
import { requireLeagueMember } from '../auth/access';
import { leagueWaiverRuns } from '../waivers/run-history';
import { waiverWindow } from '../waivers/waiver-window';
import { pathId } from './path-ids';

const isoOrNull = z.string().nullable();

const windowSchema = z.object({
  now: z.string(),
  week: z
    .object({
      year: z.number(),
      week: z.number(),
      begin_datetime: z.string(),
      end_datetime: z.string(),
    })
    .nullable(),
  waiver_day: z.enum(WAIVER_DAYS as ['Wednesday', 'Thursday']),
  waivers_length: z.number(),
  waiver_day_start: isoOrNull,
  mode: z.enum(['claims', 'direct_add']),
  next_run_at: isoOrNull,
});

const runSchema = z.object({
  id: z.number(),
  kind: z.enum(['weekly', 'player']),
  player_id: z.number().nullable(),
  player_name: z.string().nullable(),
  due_at: z.string(),
  status: z.enum(['pending', 'running', 'done']),
  started_at: isoOrNull,
  finished_at: isoOrNull,
  awarded: z.number(),
  failed: z.number(),
});

/** The waiver engine as a league member sees it: this week's window and the recorded runs. */
export async function waiverRunRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/waiver_runs/getWaiverWindow/:league_id',
    {
      schema: {
        tags: ['waiver runs'],
        summary:
          "The league's waiver window by the server clock: claims before the waiver day, direct adds from it; the next weekly run",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.object({ status: z.literal('success'), data: windowSchema }) },
      },
    },
    async (request) => {
      const membership = await requireLeagueMember(db, request.params.league_id, request.userId);
      return {
        status: 'success' as const,
        data: await waiverWindow(db, membership.league_id, clock.now()),
      };
    },
  );

  app.get(
    '/waiver_runs/getWaiverRunsByLeagueId/:league_id',
    {
      schema: {
        tags: ['waiver runs'],
        summary: "The league's recorded waiver runs (weekly and dropped players'), latest first",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.object({ status: z.literal('success'), data: z.array(runSchema) }) },
      },
    },
    async (request) => {
      const membership = await requireLeagueMember(db, request.params.league_id, request.userId);
      return { status: 'success' as const, data: await leagueWaiverRuns(db, membership.league_id) };
    },
  );
}
