import type { App } from '../app';
import type { Db } from '../db/connect';
import { DraftRooms } from '../live/draft-rooms';

declare module 'fastify' {
  interface FastifyInstance {
    /** The members' live streams of draft rooms (live/draft-rooms.ts, docs/decisions/058). */
    draftRooms: DraftRooms;
  }
}

/**
 * The draft rooms' streams, listening for changes on the database as opened (`openedDb`: the
 * app's handle may be a twin of it without memos), ended when the server closes.
 */
export function addDraftRooms(app: App, openedDb: Db): void {
  const rooms = new DraftRooms({ listenDb: openedDb, readDb: app.ctx.db, clock: app.ctx.clock });
  app.decorate('draftRooms', rooms);
  // Open streams never end by themselves: end them, so the server can close.
  app.addHook('preClose', async () => rooms.close());
}
