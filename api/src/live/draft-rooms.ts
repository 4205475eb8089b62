import type { DraftRoom } from '@fangtasy/shared/domain';
import type { Clock } from '../clock';
import { changeListenerOf, type Db } from '../db/connect';
import { draftRoom } from '../services/drafts/draft-room';

/** One open stream of a draft room: where its frames go. */
export interface DraftWatcher {
  send(room: DraftRoom): void;
}

const PREFIX = 'draft:';

/**
 * The draft rooms pushed (decision 058): every api process listens for 'draft:<league>' on the
 * read versions' channel (migration 019's triggers, sent at commit whichever process wrote), reads
 * the room once per change for all of its watchers of that league, and sends it to each. Several
 * changes that arrive while a room is read are sent as one more read.
 */
export class DraftRooms {
  private readonly watchers = new Map<number, Set<DraftWatcher>>();
  private readonly reading = new Map<number, boolean>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async start(): Promise<void> {
    const listen = changeListenerOf(this.db);
    if (!listen) return;
    // A lost connection may have missed changes: every watched room is read again.
    this.unlisten = await listen(
      (scope) => this.changed(scope),
      () => {
        for (const leagueId of this.watchers.keys()) this.push(leagueId);
      },
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** Sends the room now and on every change until the returned function is called. */
  async watch(leagueId: number, watcher: DraftWatcher): Promise<() => void> {
    let set = this.watchers.get(leagueId);
    if (!set) {
      set = new Set();
      this.watchers.set(leagueId, set);
    }
    set.add(watcher);
    watcher.send(await draftRoom(this.db, leagueId, this.clock.now()));
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(leagueId);
    };
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
          const room = await draftRoom(this.db, leagueId, this.clock.now());
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
