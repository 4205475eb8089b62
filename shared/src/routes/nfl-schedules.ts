import { z } from 'zod';
import { nflScheduleEntrySchema } from '../contract/nfl-schedule';
import { MESSAGES } from '../domain/messages';
import { seasonNumber, weekNumber } from '../validation/bounded-numbers';
import { declareRoutes, type RouteDeclaration } from './declare';

/**
 * The NFL schedule of a week, one entry per team. The spec names two calls for it (the schedule
 * list and the "game schedule" helper the roster and commissioner screens use); both answer alike.
 */
const weekSchedule = {
  tags: ['nfl schedule'],
  summary: "A week's NFL games, one entry per team playing (kickoff in US Eastern)",
  params: z.object({
    year: seasonNumber('year', MESSAGES.scoreSeasonInvalid, true),
    week: weekNumber('week', MESSAGES.scoreWeekInvalid, true),
  }),
  response: { 200: z.array(nflScheduleEntrySchema) },
} satisfies RouteDeclaration;

export const nflScheduleRoutes = declareRoutes({
  'GET /nfl_schedules/getNFLSchedulesByYearAndWeek/:year/:week': weekSchedule,
  'GET /nfl_schedules/getGameSchedules/:year/:week': weekSchedule,
});
