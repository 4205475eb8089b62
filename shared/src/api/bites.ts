import type { BiteRight, BiteRightDetail, BiteWeekPlan } from '../contract';
import type { BiteTakeBody, BiteWeekChoiceBody } from '../validation/bite-choices';
import { getData, segment, send } from './client';

/** GET /bites/getBiteRightsByLeagueId/{league_id} — every bite right of the league, newest week first. */
export const getBiteRightsByLeagueId = (leagueId: number): Promise<BiteRight[]> =>
  getData<BiteRight[]>(`/bites/getBiteRightsByLeagueId/${segment(leagueId)}`);

/** GET /bites/getBiteRightById/{id} — one right with the players it may take now. */
export const getBiteRightById = (id: number): Promise<BiteRightDetail> =>
  getData<BiteRightDetail>(`/bites/getBiteRightById/${segment(id)}`);

/** POST /bites/take/{id} — the vampire takes a starter (sending one back under the swap). */
export const takeBite = (id: number, body: BiteTakeBody): Promise<BiteRight> =>
  send<BiteRight>('post', `/bites/take/${segment(id)}`, body);

/** POST /bites/pass/{id} — the vampire lets its right go. */
export const passBite = (id: number): Promise<BiteRight> =>
  send<BiteRight>('post', `/bites/pass/${segment(id)}`);

/** GET /bites/getWeekPlan/{league_id} — the caller's vampire week: the opponent, the declared target, the garlic. */
export const getBiteWeekPlan = (leagueId: number): Promise<BiteWeekPlan> =>
  getData<BiteWeekPlan>(`/bites/getWeekPlan/${segment(leagueId)}`);

/** POST /bites/declare — a vampire names this week's target before his game (null takes it back). */
export const declareBiteTarget = (body: BiteWeekChoiceBody): Promise<BiteWeekPlan> =>
  send<BiteWeekPlan>('post', '/bites/declare', body);

/** POST /bites/garlic — a team facing a vampire protects one starter this week (null takes it back). */
export const chooseGarlic = (body: BiteWeekChoiceBody): Promise<BiteWeekPlan> =>
  send<BiteWeekPlan>('post', '/bites/garlic', body);
