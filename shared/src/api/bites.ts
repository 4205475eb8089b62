import type { BiteRight, BiteRightDetail, BiteWeekPlan } from '../contract';
import type { BiteTakeBody, BiteWeekChoiceBody } from '../validation/bite-choices';
import { callRoute } from './client';

/** GET /bites/getBiteRightsByLeagueId/{league_id} — every bite right of the league, newest week first. */
export const getBiteRightsByLeagueId = (leagueId: number): Promise<BiteRight[]> =>
  callRoute('GET /bites/getBiteRightsByLeagueId/:league_id', { params: { league_id: leagueId } });

/** GET /bites/getBiteRightById/{id} — one right with the players it may take now. */
export const getBiteRightById = (id: number): Promise<BiteRightDetail> =>
  callRoute('GET /bites/getBiteRightById/:id', { params: { id } });

/** POST /bites/take/{id} — the vampire takes a starter (sending one back under the swap). */
export const takeBite = (id: number, body: BiteTakeBody): Promise<BiteRight> =>
  callRoute('POST /bites/take/:id', { params: { id }, body });

/** POST /bites/pass/{id} — the vampire lets its right go. */
export const passBite = (id: number): Promise<BiteRight> =>
  callRoute('POST /bites/pass/:id', { params: { id } });

/** GET /bites/getWeekPlan/{league_id} — the caller's vampire week: the opponent, the declared target, the garlic. */
export const getBiteWeekPlan = (leagueId: number): Promise<BiteWeekPlan> =>
  callRoute('GET /bites/getWeekPlan/:league_id', { params: { league_id: leagueId } });

/** POST /bites/declare — a vampire names this week's target before his game (null takes it back). */
export const declareBiteTarget = (body: BiteWeekChoiceBody): Promise<BiteWeekPlan> =>
  callRoute('POST /bites/declare', { body });

/** POST /bites/garlic — a team facing a vampire protects one starter this week (null takes it back). */
export const chooseGarlic = (body: BiteWeekChoiceBody): Promise<BiteWeekPlan> =>
  callRoute('POST /bites/garlic', { body });
