import { z } from 'zod';
import { draftAvailablePlayerSchema, draftModeSchema, draftQueueSchema } from '../contract/drafts';
import { draftRoomWithAuctionSchema } from '../contract/drafts-auction';
import { mockDraftSchema } from '../contract/mock-drafts';
import { mockDraftBodySchema } from '../validation/mock-draft';
import {
  draftAutopickBodySchema,
  draftAutopickForBodySchema,
  draftAvailableQuerySchema,
  draftModeBodySchema,
  draftOfflineUploadBodySchema,
  draftPickBodySchema,
  draftQueueBodySchema,
} from '../validation/draft';
import {
  auctionBidBodySchema,
  auctionNominationBodySchema,
  draftSettingsWithAuctionBodySchema,
} from '../validation/draft-auction';
import { declareRoutes } from './declare';
import { leagueIdParams } from './path-ids';

const tags = ['drafts'];
const params = leagueIdParams;
/** Every room answer carries the auction's settings and state (decision 065) beside the draft's. */
const room = { 200: draftRoomWithAuctionSchema };

/** The live draft (docs/decisions/058): its settings, the room, the picks, the clock. */
export const draftRoutes = declareRoutes({
  'GET /drafts/getDraft/:league_id': {
    tags,
    summary:
      "The league's draft room: settings, status, order, picks, the pick on the clock (members only)",
    params,
    response: room,
  },
  'PUT /drafts/updateSettings/:league_id': {
    tags,
    summary:
      "The commissioner sets the draft's type (or auction, with its budget and bid clock), order, clock and start, before it starts",
    params,
    body: draftSettingsWithAuctionBodySchema,
    response: room,
  },
  'POST /drafts/start/:league_id': {
    tags,
    summary: 'The commissioner starts the draft (a random order is drawn now, and shown)',
    params,
    response: room,
  },
  'POST /drafts/makePick/:league_id': {
    tags,
    summary:
      'The member on the clock picks a player (or the commissioner for him); overall names the pick meant',
    params,
    body: draftPickBodySchema,
    response: room,
  },
  'POST /drafts/pause/:league_id': {
    tags,
    summary: 'The commissioner pauses the clock (the time left is kept)',
    params,
    response: room,
  },
  'POST /drafts/resume/:league_id': {
    tags,
    summary: 'The commissioner restarts the clock with the time it had left',
    params,
    response: room,
  },
  'POST /drafts/undoLastPick/:league_id': {
    tags,
    summary: 'The commissioner takes back the last pick: its team is on the clock again',
    params,
    response: room,
  },
  'PUT /drafts/setAutopick/:league_id': {
    tags,
    summary: 'Switch your own team to autopick (picked for as soon as it is on the clock) or back',
    params,
    body: draftAutopickBodySchema,
    response: room,
  },
  'PUT /drafts/setAutopickFor/:league_id': {
    tags,
    summary:
      'The commissioner switches a team of his league to autopick or back (a member absent on draft night), logged',
    params,
    body: draftAutopickForBodySchema,
    response: room,
  },
  'GET /drafts/getMode/:league_id': {
    tags,
    summary: "How the league's picks are made: live in the room, or entered after an offline draft",
    params,
    response: { 200: draftModeSchema },
  },
  'PUT /drafts/setMode/:league_id': {
    tags,
    summary:
      'The commissioner chooses a live draft or an offline one (entered by him afterwards), before it starts',
    params,
    body: draftModeBodySchema,
    response: { 200: draftModeSchema },
  },
  'POST /drafts/uploadOffline/:league_id': {
    tags,
    summary:
      "The commissioner enters an offline draft's results as CSV (round,pick,team,player): every row judged before any is written, then the rosters filled as a live draft ends",
    params,
    body: draftOfflineUploadBodySchema,
    response: room,
  },
  'GET /drafts/getQueue/:league_id': {
    tags,
    summary: 'Your queue: the players autopick takes first, in order',
    params,
    response: { 200: draftQueueSchema },
  },
  'PUT /drafts/setQueue/:league_id': {
    tags,
    summary: 'Replace your queue (each player once, at most 300)',
    params,
    body: draftQueueBodySchema,
    response: { 200: draftQueueSchema },
  },
  'GET /live/draft/:league_id': {
    tags,
    summary:
      'The draft room pushed (Accept: text/event-stream): the room at once, then each time a pick, the clock or the order changes; else the room once, as JSON',
    params,
    response: room,
  },
  'GET /drafts/getAvailablePlayers/:league_id': {
    tags,
    summary: 'Players not yet drafted, best ranked first (position= to filter, limit= how many)',
    params,
    querystring: draftAvailableQuerySchema,
    response: { 200: z.array(draftAvailablePlayerSchema) },
  },
  'POST /drafts/nominate/:league_id': {
    tags,
    summary:
      'Auction: the team whose turn it is (or the commissioner for it) puts a player on the block with an opening bid; lot names the nomination meant',
    params,
    body: auctionNominationBodySchema,
    response: room,
  },
  'POST /drafts/bid/:league_id': {
    tags,
    summary:
      'Auction: a bid on the player on the block (above the high bid, at most your max bid); it restarts the bid clock',
    params,
    body: auctionBidBodySchema,
    response: room,
  },
  'POST /drafts/startMock': {
    tags,
    summary:
      'Start a mock draft against bots in a league only you see (it replaces your previous one); answers its room',
    body: mockDraftBodySchema,
    response: room,
  },
  'GET /drafts/getMock': {
    tags,
    summary: "Your mock draft's league, or null: its room is read through the draft's routes",
    response: { 200: mockDraftSchema },
  },
});
