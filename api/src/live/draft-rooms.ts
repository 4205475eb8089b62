import type { DraftRoom } from '@fangtasy/shared/domain';
import { openSessionHashes } from '../auth/sessions';
import type { Clock } from '../clock';
import { changeListenerOf, type Db } from '../db/connect';
import { draftRoom } from '../services/drafts/draft-room';

/** One open stream of a draft room: the session it was opened with, where its frames go, its end. */
export interface DraftWatcher {
  sessionHash: string;
  send(room: DraftRoom): void;
  close(): void;
}

/** How often the open streams' sessions are checked (a logout through another process, expiry). */
const SESSION_CHECK_MS = 15_000;

const PREFIX = 'draft:';

/**
 * The draft rooms pushed (decision 058): the process listens for 'draft:<league>' on the read
 * versions' channel (migration 019's triggers, sent at commit whichever process wrote) from its
 * first watcher on, reads the room once per change for all its watchers of that league, and sends
 * it to each. Changes that arrive while a room is read are sent as one more read.
 */
export class DraftRooms {
  private readonly watchers = new Map<number, Set<DraftWatcher>>();
  private readonly reading = new Map<number, boolean>();
  private listening: Promise<(() => Promise<void>) | null> | null = null;
  private sessionTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly options: {
      /** The database as opened, whose notifications are listened for. */
      listenDb: Db;
      /** Where rooms are read (the app's handle). */
      readDb: Db;
      clock: Clock;
    },
  ) {}

  /** Sends the room now and on every change until the returned function is called. */
  async watch(leagueId: number, watcher: DraftWatcher): Promise<() => void> {
    this.listening ??= this.listen();
    await this.listening;
    if (!this.sessionTimer) {
      this.sessionTimer = setInterval(() => void this.checkSessions(), SESSION_CHECK_MS);
      this.sessionTimer.unref();
    }
    let set = this.watchers.get(leagueId);
    if (!set) {
      set = new Set();
      this.watchers.set(leagueId, set);
    }
    set.add(watcher);
    watcher.send(await this.read(leagueId));
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(leagueId);
    };
  }

  /** Ends the streams opened with a session that ended (a logout in this process: at once). */
  endSession(sessionHash: string): void {
    for (const set of this.watchers.values())
      for (const watcher of set) if (watcher.sessionHash === sessionHash) watcher.close();
  }

  /** Ends every open stream (they never end by themselves) and stops listening. */
  async close(): Promise<void> {
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    this.sessionTimer = null;
    for (const set of this.watchers.values()) for (const watcher of set) watcher.close();
    this.watchers.clear();
    const unlisten = await this.listening;
    this.listening = null;
    await unlisten?.();
  }

  private async checkSessions(): Promise<void> {
    const hashes = new Set<string>();
    for (const set of this.watchers.values())
      for (const watcher of set) hashes.add(watcher.sessionHash);
    if (hashes.size === 0) return;
    try {
      const open = await openSessionHashes(this.options.readDb, [...hashes]);
      for (const hash of hashes) if (!open.has(hash)) this.endSession(hash);
    } catch {
      // The database is away: the next check tries again.
    }
  }

  private async listen(): Promise<(() => Promise<void>) | null> {
    const listen = changeListenerOf(this.options.listenDb);
    if (!listen) return null;
    // A lost connection may have missed changes: every watched room is read again.
    return listen(
      (scope) => this.changed(scope),
      () => {
        for (const leagueId of this.watchers.keys()) this.push(leagueId);
      },
    );
  }

  private read(leagueId: number): Promise<DraftRoom> {
    return draftRoom(this.options.readDb, leagueId, this.options.clock.now());
  }

  private changed(scope: string): void {
    if (!scope.startsWith(PREFIX)) return;
    const leagueId = Number(scope.slice(PREFIX.length));
    if (this.watchers.has(leagueId)) this.push(leagueId);
  }

  /** Reads the room and sends it; a change during the read is followed by one more read. */
  private push(leagueId: number): void {
    if (this.reading.has(leagueId)) {
      this.reading.set(leagueId, true);
      return;
    }
    this.reading.set(leagueId, false);
    void (async () => {
      try {
        for (;;) {
          const room = await this.read(leagueId);
          for (const watcher of this.watchers.get(leagueId) ?? []) watcher.send(room);
          if (!this.reading.get(leagueId)) break;
          this.reading.set(leagueId, false);
        }
      } catch {
        // The database is away: the next change or a reconnect reads the room again.
      } finally {
        this.reading.delete(leagueId);
      }
    })();
  }
}
