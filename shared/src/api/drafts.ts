import type { DraftAvailablePlayer, DraftQueue, DraftRoom, MockDraft } from '../contract';
import type { DraftAvailableQuery, DraftPickBody, DraftSettingsBody } from '../validation/draft';
import type { MockDraftBody } from '../validation/mock-draft';
import { callRoute } from './client';

/** The league's draft room (every member's view). */
export const getDraft = (leagueId: number): Promise<DraftRoom> =>
  callRoute('GET /drafts/getDraft/:league_id', { params: { league_id: leagueId } });

/** The commissioner saves the draft settings (before the draft starts); answers the room. */
export const updateDraftSettings = (
  leagueId: number,
  settings: DraftSettingsBody,
): Promise<DraftRoom> =>
  callRoute('PUT /drafts/updateSettings/:league_id', {
    params: { league_id: leagueId },
    body: settings,
  });

/** The commissioner starts the draft. */
export const startDraft = (leagueId: number): Promise<DraftRoom> =>
  callRoute('POST /drafts/start/:league_id', { params: { league_id: leagueId } });

/** A pick: the member on the clock's own, or the commissioner's for him. */
export const makeDraftPick = (leagueId: number, body: DraftPickBody): Promise<DraftRoom> =>
  callRoute('POST /drafts/makePick/:league_id', { params: { league_id: leagueId }, body });

/** The commissioner pauses the clock. */
export const pauseDraft = (leagueId: number): Promise<DraftRoom> =>
  callRoute('POST /drafts/pause/:league_id', { params: { league_id: leagueId } });

/** The commissioner resumes the clock. */
export const resumeDraft = (leagueId: number): Promise<DraftRoom> =>
  callRoute('POST /drafts/resume/:league_id', { params: { league_id: leagueId } });

/** The commissioner takes back the last pick. */
export const undoLastDraftPick = (leagueId: number): Promise<DraftRoom> =>
  callRoute('POST /drafts/undoLastPick/:league_id', { params: { league_id: leagueId } });

/** The caller switches his own team to autopick, or back. */
export const setDraftAutopick = (leagueId: number, autopick: boolean): Promise<DraftRoom> =>
  callRoute('PUT /drafts/setAutopick/:league_id', {
    params: { league_id: leagueId },
    body: { autopick },
  });

/** The caller's queue. */
export const getDraftQueue = (leagueId: number): Promise<DraftQueue> =>
  callRoute('GET /drafts/getQueue/:league_id', { params: { league_id: leagueId } });

/** The caller replaces his queue. */
export const setDraftQueue = (leagueId: number, playerIds: number[]): Promise<DraftQueue> =>
  callRoute('PUT /drafts/setQueue/:league_id', {
    params: { league_id: leagueId },
    body: { player_ids: playerIds },
  });

/** Players not yet drafted, best ranked first. */
export const getDraftAvailablePlayers = (
  leagueId: number,
  query: DraftAvailableQuery = {},
): Promise<DraftAvailablePlayer[]> =>
  callRoute('GET /drafts/getAvailablePlayers/:league_id', {
    params: { league_id: leagueId },
    query,
  });

/** Starts the caller's mock draft against bots (replacing his last one); answers its room. */
export const startMockDraft = (body: MockDraftBody): Promise<DraftRoom> =>
  callRoute('POST /drafts/startMock', { body });

/** The caller's mock draft's league, or null. */
export const getMockDraft = (): Promise<MockDraft> => callRoute('GET /drafts/getMock');
