import type { App } from '../app';
import { nominate } from '../services/drafts/auction/nominate';
import { placeBid } from '../services/drafts/auction/place-bid';
import { availablePlayers } from '../services/drafts/available-players';
import { pauseDraft, resumeDraft, undoLastPick } from '../services/drafts/draft-clock';
import { draftMode, setDraftMode } from '../services/drafts/draft-mode';
import {
  draftQueue,
  setDraftAutopick,
  setDraftAutopickFor,
  setDraftQueue,
} from '../services/drafts/draft-queue';
import { draftRoom } from '../services/drafts/draft-room';
import { updateDraftSettings } from '../services/drafts/draft-settings';
import { makePick } from '../services/drafts/make-pick';
import { uploadOfflineDraft } from '../services/drafts/offline/upload-offline-draft';
import { mockDraftOf, startMockDraft } from '../services/drafts/mock-draft';
import { startDraft } from '../services/drafts/start-draft';
import { callerMembershipOf } from './access/check-access';
import { declared } from './declared';
import { openEventStream, takeStreamPlace, wantsStream } from './event-streams';

/** The live draft (docs/decisions/058): settings, the room, picks, the clock, queues. */
export async function draftRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;
  const member = { kind: 'league-member', league: 'params.league_id' } as const;
  const commissioner = { kind: 'commissioner', league: 'params.league_id' } as const;
  /** Every change answers the room as it left it. */
  const room = (leagueId: number) => draftRoom(db, leagueId, clock.now());

  app.route({
    ...declared('GET /drafts/getDraft/:league_id'),
    config: { access: member },
    handler: async (request) => room(request.params.league_id),
  });

  app.route({
    ...declared('PUT /drafts/updateSettings/:league_id'),
    config: { access: commissioner },
    handler: async (request) => {
      await updateDraftSettings(db, request.params.league_id, request.body);
      return room(request.params.league_id);
    },
  });

  app.route({
    ...declared('POST /drafts/start/:league_id'),
    config: { access: commissioner },
    handler: async (request) => {
      const caller = callerMembershipOf(request);
      await startDraft(db, request.params.league_id, caller.id, clock.now());
      return room(request.params.league_id);
    },
  });

  app.route({
    ...declared('POST /drafts/makePick/:league_id'),
    config: { access: member },
    handler: async (request) => {
      const { league_id: leagueId } = request.params;
      await makePick(
        db,
        callerMembershipOf(request),
        { leagueId, overall: request.body.overall, playerId: request.body.player_id },
        clock.now(),
      );
      return room(leagueId);
    },
  });

  // The auction (decision 065): a nomination and a bid, each answering the room.
  app.route({
    ...declared('POST /drafts/nominate/:league_id'),
    config: { access: member },
    handler: async (request) => {
      const { league_id: leagueId } = request.params;
      const { lot, player_id: playerId, amount } = request.body;
      await nominate(
        db,
        callerMembershipOf(request),
        { leagueId, lot, playerId, amount },
        clock.now(),
      );
      return room(leagueId);
    },
  });

  app.route({
    ...declared('POST /drafts/bid/:league_id'),
    config: { access: member },
    handler: async (request) => {
      const { league_id: leagueId } = request.params;
      const { lot, amount } = request.body;
      await placeBid(db, callerMembershipOf(request), { leagueId, lot, amount }, clock.now());
      return room(leagueId);
    },
  });

  for (const [name, command] of [
    ['POST /drafts/pause/:league_id', pauseDraft],
    ['POST /drafts/resume/:league_id', resumeDraft],
    ['POST /drafts/undoLastPick/:league_id', undoLastPick],
  ] as const) {
    app.route({
      ...declared(name),
      config: { access: commissioner },
      handler: async (request) => {
        const { league_id: leagueId } = request.params;
        await command(db, leagueId, callerMembershipOf(request).id, clock.now());
        return room(leagueId);
      },
    });
  }

  app.route({
    ...declared('PUT /drafts/setAutopick/:league_id'),
    config: { access: member },
    handler: async (request) => {
      await setDraftAutopick(db, callerMembershipOf(request), request.body.autopick, clock.now());
      return room(request.params.league_id);
    },
  });

  app.route({
    ...declared('PUT /drafts/setAutopickFor/:league_id'),
    config: { access: commissioner },
    handler: async (request) => {
      const { league_member_id: leagueMemberId, autopick } = request.body;
      await setDraftAutopickFor(
        db,
        callerMembershipOf(request),
        { leagueMemberId, autopick },
        clock.now(),
      );
      return room(request.params.league_id);
    },
  });

  app.route({
    ...declared('GET /drafts/getMode/:league_id'),
    config: { access: member },
    handler: async (request) => draftMode(db, request.params.league_id),
  });

  app.route({
    ...declared('PUT /drafts/setMode/:league_id'),
    config: { access: commissioner },
    handler: async (request) => {
      await setDraftMode(db, request.params.league_id, request.body.mode);
      return draftMode(db, request.params.league_id);
    },
  });

  app.route({
    ...declared('POST /drafts/uploadOffline/:league_id'),
    config: { access: commissioner },
    handler: async (request) => {
      const { league_id: leagueId } = request.params;
      await uploadOfflineDraft(db, {
        leagueId,
        commissionerId: callerMembershipOf(request).id,
        csv: request.body.csv,
        now: clock.now(),
      });
      return room(leagueId);
    },
  });

  app.route({
    ...declared('GET /drafts/getQueue/:league_id'),
    config: { access: member },
    handler: async (request) => draftQueue(db, callerMembershipOf(request)),
  });

  app.route({
    ...declared('PUT /drafts/setQueue/:league_id'),
    config: { access: member },
    handler: async (request) => {
      const caller = callerMembershipOf(request);
      await setDraftQueue(db, caller, request.body.player_ids);
      return draftQueue(db, caller);
    },
  });

  // The room pushed (decision 058): a Server-Sent Events stream with Accept: text/event-stream,
  // else the room once as JSON. A refused stream polls the room instead (as live scores do).
  app.route({
    ...declared('GET /live/draft/:league_id'),
    config: { access: member },
    handler: async (request, reply) => {
      const { league_id: leagueId } = request.params;
      if (!wantsStream(request)) return room(leagueId);
      const { release, sessionHash } = takeStreamPlace(app.ctx, request, reply);
      const raw = openEventStream(reply);
      let unwatch = () => {};
      raw.on('close', () => {
        release();
        unwatch();
      });
      // Gone already (the client left while its membership was checked): no close will come.
      if (raw.destroyed) {
        release();
        return reply;
      }
      unwatch = await app.draftRooms.watch(leagueId, {
        sessionHash,
        send: (state) => raw.write(`event: draft\ndata: ${JSON.stringify(state)}\n\n`),
        close: () => raw.end(),
      });
      if (raw.destroyed) unwatch();
      return reply;
    },
  });

  app.route({
    ...declared('GET /drafts/getAvailablePlayers/:league_id'),
    config: { access: member },
    handler: async (request) =>
      availablePlayers(db, request.params.league_id, request.query, clock.now()),
  });

  // Mock drafts (docs/decisions/067): any signed-in member, alone against bots. The league is
  // the caller's own (he is its one member who signs in), read and played through the routes
  // above like any draft.
  app.route({
    ...declared('POST /drafts/startMock'),
    config: { access: 'signed-in' },
    handler: async (request) =>
      room(await startMockDraft(db, request.userId, request.body, clock.now())),
  });

  app.route({
    ...declared('GET /drafts/getMock'),
    config: { access: 'signed-in' },
    handler: async (request) => ({ league_id: await mockDraftOf(db, request.userId) }),
  });
}
