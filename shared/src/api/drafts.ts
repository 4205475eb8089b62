import type {
  DraftAvailablePlayer,
  DraftModeAnswer,
  DraftQueue,
  DraftRoom,
  DraftRoomWithAuction,
  MockDraft,
} from '../contract';
import type { DraftMode } from '../domain/draft';
import type {
  AuctionBidBody,
  AuctionNominationBody,
  DraftSettingsWithAuctionBody,
} from '../validation/draft-auction';
import type { DraftAvailableQuery, DraftPickBody, DraftSettingsBody } from '../validation/draft';
import type { MockDraftBody } from '../validation/mock-draft';
import { DEFAULT_AUCTION_SETTINGS } from '../domain/auction';
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

/** The commissioner saves the draft settings, an auction's too (decision 065); answers the room. */
export const saveDraftSettings = (
  leagueId: number,
  settings: DraftSettingsWithAuctionBody,
): Promise<DraftRoomWithAuction> =>
  callRoute('PUT /drafts/updateSettings/:league_id', {
    params: { league_id: leagueId },
    body: settings,
  });

/** Auction: put a player on the block with an opening bid (the nominator, or the commissioner). */
export const nominateAuctionPlayer = (
  leagueId: number,
  body: AuctionNominationBody,
): Promise<DraftRoomWithAuction> =>
  callRoute('POST /drafts/nominate/:league_id', { params: { league_id: leagueId }, body });

/** Auction: bid on the player on the block. */
export const placeAuctionBid = (
  leagueId: number,
  body: AuctionBidBody,
): Promise<DraftRoomWithAuction> =>
  callRoute('POST /drafts/bid/:league_id', { params: { league_id: leagueId }, body });

/**
 * The room with its auction fields. Every room the api answers carries them (decision 065); the
 * older `DraftRoom` type, kept for remotes built against it, does not name them, and an api of
 * an earlier version does not send them: then they read as the defaults, no auction.
 */
export function roomWithAuction(room: DraftRoom): DraftRoomWithAuction {
  const extended = room as DraftRoom & Partial<DraftRoomWithAuction>;
  const settings = extended.settings as DraftRoom['settings'] &
    Partial<DraftRoomWithAuction['settings']>;
  return {
    ...room,
    settings: {
      ...DEFAULT_AUCTION_SETTINGS,
      ...settings,
      kind: settings.kind ?? settings.type,
    },
    auction: extended.auction ?? null,
  };
}

/** The commissioner switches a team of his league to autopick, or back (logged). */
export const setDraftAutopickFor = (
  leagueId: number,
  leagueMemberId: number,
  autopick: boolean,
): Promise<DraftRoom> =>
  callRoute('PUT /drafts/setAutopickFor/:league_id', {
    params: { league_id: leagueId },
    body: { league_member_id: leagueMemberId, autopick },
  });

/** How the league's picks are made: live, or entered after an offline draft. */
export const getDraftMode = (leagueId: number): Promise<DraftModeAnswer> =>
  callRoute('GET /drafts/getMode/:league_id', { params: { league_id: leagueId } });

/** The commissioner chooses a live or an offline draft, before it starts. */
export const setDraftMode = (leagueId: number, mode: DraftMode): Promise<DraftModeAnswer> =>
  callRoute('PUT /drafts/setMode/:league_id', { params: { league_id: leagueId }, body: { mode } });

/** The commissioner enters an offline draft's results as CSV text; answers the completed room. */
export const uploadOfflineDraft = (leagueId: number, csv: string): Promise<DraftRoom> =>
  callRoute('POST /drafts/uploadOffline/:league_id', {
    params: { league_id: leagueId },
    body: { csv },
  });

/** Starts the caller's mock draft against bots (replacing his last one); answers its room. */
export const startMockDraft = (body: MockDraftBody): Promise<DraftRoom> =>
  callRoute('POST /drafts/startMock', { body });

/** The caller's mock draft's league, or null. */
export const getMockDraft = (): Promise<MockDraft> => callRoute('GET /drafts/getMock');
