import type { LeagueWeek } from '../services/matchup-reads/league-week';
import type { LiveEvent } from './delivery';
import type { Reason } from './recompute-queue';

/** A member's open stream. */
export interface Watcher {
  userId: number;
  /** The hash of the session the stream was opened with (closed when it ends). */
  sessionHash: string;
  /** The id of the last state the member has (Last-Event-ID on a reconnect). */
  lastEventId: string | null;
  /** The stream takes changes (`matchups-changes`), not only whole states. */
  takesChanges: boolean;
  /** Writes an event's frame; false when the connection is backed up (see `drained`). */
  write(frame: Buffer): boolean;
  close(): void;
}

/** A watched league week: who watches it, and what each part of the live module keeps of it. */
export interface Channel {
  leagueId: number;
  week: number;
  watchers: Set<Watcher>;
  /** Set while the channel has no watcher and waits to be dropped. */
  linger: ReturnType<typeof setTimeout> | null;
  /** The members playing in the week (`Channels.ofMember` holds the channel under each). */
  members: Set<number>;

  // Delivery (delivery.ts)
  latest: LiveEvent | null;
  /** The last few states sent, oldest first: a member back with one of them gets the changes. */
  recent: LiveEvent[];

  // Computing (league-week-compute.ts)
  /** A change came while nobody watched: computed before the next watcher is told anything. */
  stale: boolean;
  season: number | null;
  nextKickoff: number | null;

  // Scheduling (recompute-queue.ts)
  pending: Reason | null;
  /** Members whose lineup changed since the channel was last computed. */
  changedLineups: Set<number>;
  running: boolean;
  /** Changed again while it was computed: computed once more after. */
  again: boolean;
  /** Watchers waiting for its first state. */
  waiting: (() => void)[];
}

/**
 * How long a week nobody watches is kept, with its last states: a member whose connection
 * dropped is back within seconds (EventSource retries after 3 s) and gets only the changes.
 */
const LINGER_MS = 30_000;

const keyOf = (leagueId: number, week: number) => `${leagueId}/${week}`;

/**
 * Who watches what: the watched league weeks with their watchers, and the weeks each league
 * member plays in (where a change of his lineup goes). A week nobody watches lingers a while,
 * then is dropped (`onDrop` tells the rest of the live module).
 */
export class Channels {
  private readonly byKey = new Map<string, Channel>();
  /** The watched weeks each league member plays in: where a change of his lineup goes. */
  private readonly byMember = new Map<number, Set<Channel>>();

  constructor(private readonly onDrop: (channel: Channel) => void) {}

  /** Watchers now, for /health and the bench. */
  get watcherCount(): number {
    let count = 0;
    for (const channel of this.byKey.values()) count += channel.watchers.size;
    return count;
  }

  all(): Iterable<Channel> {
    return this.byKey.values();
  }

  *ofLeague(leagueId: number): Iterable<Channel> {
    for (const channel of this.byKey.values()) if (channel.leagueId === leagueId) yield channel;
  }

  ofMember(memberId: number): Iterable<Channel> {
    return this.byMember.get(memberId) ?? [];
  }

  get(leagueId: number, week: number): Channel | undefined {
    return this.byKey.get(keyOf(leagueId, week));
  }

  /** Still the week's channel (not dropped, nor replaced after a drop). */
  isCurrent(channel: Channel): boolean {
    return this.byKey.get(keyOf(channel.leagueId, channel.week)) === channel;
  }

  /** Adds a watcher of a league's week, opening its channel or keeping a lingering one. */
  watch(leagueId: number, week: number, watcher: Watcher): Channel {
    const key = keyOf(leagueId, week);
    let channel = this.byKey.get(key);
    if (!channel) {
      channel = {
        leagueId,
        week,
        watchers: new Set(),
        latest: null,
        recent: [],
        stale: false,
        linger: null,
        season: null,
        nextKickoff: null,
        pending: null,
        changedLineups: new Set(),
        members: new Set(),
        running: false,
        again: false,
        waiting: [],
      };
      this.byKey.set(key, channel);
    }
    if (channel.linger) clearTimeout(channel.linger);
    channel.linger = null;
    channel.watchers.add(watcher);
    return channel;
  }

  /** Removes a watcher; the week's last one leaves it lingering before it is dropped. */
  unwatch(leagueId: number, week: number, watcher: Watcher): void {
    const channel = this.get(leagueId, week);
    if (!channel) return;
    channel.watchers.delete(watcher);
    if (channel.watchers.size > 0 || channel.linger) return;
    channel.linger = setTimeout(() => {
      channel.linger = null;
      if (channel.watchers.size > 0 || !this.isCurrent(channel)) return;
      this.drop(channel);
    }, LINGER_MS);
    channel.linger.unref();
  }

  /** Keeps where each member's lineup changes go: the channels of the weeks he plays in. */
  followMembers(channel: Channel, read: LeagueWeek): void {
    for (const matchup of read.state.matchups)
      for (const { league_member_id: memberId } of [matchup.home, matchup.away]) {
        if (channel.members.has(memberId)) continue;
        channel.members.add(memberId);
        let channels = this.byMember.get(memberId);
        if (!channels) {
          channels = new Set();
          this.byMember.set(memberId, channels);
        }
        channels.add(channel);
      }
  }

  /** The sessions of every open stream. */
  sessionHashes(): Set<string> {
    const hashes = new Set<string>();
    for (const channel of this.byKey.values())
      for (const watcher of channel.watchers) hashes.add(watcher.sessionHash);
    return hashes;
  }

  /** Closes the streams opened with a session. */
  closeSession(sessionHash: string): void {
    for (const channel of this.byKey.values())
      for (const watcher of channel.watchers)
        if (watcher.sessionHash === sessionHash) watcher.close();
  }

  /** Forgets every channel (the module is closing; their streams are closed by then). */
  clear(): void {
    this.byKey.clear();
    this.byMember.clear();
  }

  private drop(channel: Channel): void {
    this.byKey.delete(keyOf(channel.leagueId, channel.week));
    this.onDrop(channel);
    for (const memberId of channel.members) {
      const channels = this.byMember.get(memberId);
      channels?.delete(channel);
      if (channels?.size === 0) this.byMember.delete(memberId);
    }
  }
}
