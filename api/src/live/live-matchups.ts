import type { FastifyBaseLogger } from 'fastify';
import type { LiveWeek } from '@fangtasy/shared/contract';
import { holdsATeam, weekChanges } from '@fangtasy/shared/domain';
import { openSessionHashes } from '../auth/sessions';
import type { Clock } from '../clock';
import { changeListenerOf, type Db } from '../db/connect';
import type { LeagueWeek, LeagueWeekInput } from '../services/matchup-reads/league-week';
import type { NflWeek } from '../services/matchup-reads/nfl-week';
import { liveWeekId } from './live-week-digest';

/**
 * One pushed state of a league's week. Its id is a digest of its content, so any process gives
 * the same; it goes whole (`matchups`) or, to a watcher holding the state before it, as the
 * changes from that state (`matchups-changes`).
 */
export interface LiveEvent {
  id: string;
  state: LiveWeek;
  /** The whole state's frame, written on first need. */
  snapshot: Buffer | null;
  /** The changes from the state before, when they can say it. */
  changes: { base: string; frame: Buffer } | null;
}

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

/** A league's week as its watchers see it, with its members (see services/matchup-reads). */
export type ReadLeagueWeek = (input: LeagueWeekInput) => Promise<LeagueWeek | null>;

export interface LiveMatchupsOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  read: ReadLeagueWeek;
  /** The NFL part of a week read afresh, shared by every league after a stats update. */
  readNflWeek?: (season: number, week: number) => Promise<NflWeek>;
  /** Weeks computed at once (each may wait on the database). */
  concurrency?: number;
  /** How often open streams' sessions are checked (a logout through another process, expiry). */
  sessionCheckMs?: number;
}

/**
 * What a channel must read again: every part of its league whose version moved ('league'), the
 * lineups a notification named ('lineup'), or only the NFL data it scores from ('nfl').
 */
type Reason = 'league' | 'lineup' | 'nfl';
const WEIGHT: Record<Reason, number> = { nfl: 0, lineup: 1, league: 2 };

interface Channel {
  leagueId: number;
  week: number;
  watchers: Set<Watcher>;
  latest: LiveEvent | null;
  /** The last few states sent, oldest first: a member back with one of them gets the changes. */
  recent: LiveEvent[];
  /** A change came while nobody watched: computed before the next watcher is told anything. */
  stale: boolean;
  /** Set while the channel has no watcher and waits to be dropped. */
  linger: ReturnType<typeof setTimeout> | null;
  season: number | null;
  nextKickoff: number | null;
  pending: Reason | null;
  /** Members whose lineup changed since the channel was last computed. */
  changedLineups: Set<number>;
  /** The members playing in the week (channelsOfMember holds the channel under each). */
  members: Set<number>;
  running: boolean;
  /** Changed again while it was computed: computed once more after. */
  again: boolean;
  /** Watchers waiting for its first state. */
  waiting: (() => void)[];
}

/**
 * How long the workers, together, compute before handing the event loop back to requests. The
 * budget is one for all of them: a request's every database round trip waits for the slice
 * running when its answer arrives, so four workers each taking their own would add four slices
 * to every round trip of every write made during a stats update's fan-out.
 */
const SLICE_MS = 4;
/**
 * How long a week nobody watches is kept, with its last states: a member whose connection
 * dropped is back within seconds (EventSource retries after 3 s) and gets only the changes.
 */
const LINGER_MS = 30_000;
/** States kept per week for members coming back with an older one. */
const RECENT_STATES = 4;

const keyOf = (leagueId: number, week: number) => `${leagueId}/${week}`;

/** An event's frame as the stream carries it. */
const frameOf = (event: string, id: string, data: string) =>
  Buffer.from(`id: ${id}\nevent: ${event}\ndata: ${data}\n\n`);

/** The whole state's frame: its content, then when it was taken. */
function snapshotOf(event: LiveEvent): Buffer {
  if (!event.snapshot) {
    const { updated_at, ...content } = event.state;
    event.snapshot = frameOf('matchups', event.id, JSON.stringify({ ...content, updated_at }));
  }
  return event.snapshot;
}

const isTeamMember = (read: LeagueWeek, userId: number) =>
  read.members.some((member) => member.user_id === userId && holdsATeam(member));

/**
 * Live scores pushed (docs/decisions/015-live-scores-pushed.md): members watching a league's
 * week hold one stream each; when the database says the league's rows or the NFL data changed
 * (read versions, migration 009: from any api process), or a kickoff passes on the clock, the
 * week is computed once and the new state sent to every watcher who has not got it — as the
 * changes from the state he holds where he takes them, else whole. A stats update reads the NFL
 * data once and recomputes every watched week from the parts kept in memory, a few milliseconds
 * at a time so requests keep their turn. States are named by their content, so a member who
 * reconnects with the id of the last one he got is sent only what he lacks — nothing is missed,
 * nothing sent twice.
 */
export class LiveMatchups {
  private readonly channels = new Map<string, Channel>();
  private readonly queued = new Set<Channel>();
  /** Watchers whose connection has not taken the last frame yet. */
  private readonly backedUp = new WeakSet<Watcher>();
  private workers = 0;
  private nflWeeks = new Map<string, Promise<NflWeek>>();
  /** The watched weeks each league member plays in: where a change of his lineup goes. */
  private readonly channelsOfMember = new Map<number, Set<Channel>>();
  private unlisten: Promise<(() => Promise<void>) | null> | null = null;
  private clockTimer: ReturnType<typeof setInterval> | null = null;
  private sessionTimer: ReturnType<typeof setInterval> | null = null;
  private lastClock: number;

  constructor(private readonly options: LiveMatchupsOptions) {
    this.lastClock = options.clock.now().getTime();
  }

  /** Watchers now, for /health and the bench. */
  get watcherCount(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.watchers.size;
    return count;
  }

  /** Adds a watcher of a league's week and sends him the current state unless he has it. */
  async watch(leagueId: number, week: number, watcher: Watcher): Promise<void> {
    // Listening before the first state is computed: a change committed after it is announced.
    await this.start();
    const key = keyOf(leagueId, week);
    let channel = this.channels.get(key);
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
      this.channels.set(key, channel);
    }
    if (channel.linger) clearTimeout(channel.linger);
    channel.linger = null;
    channel.watchers.add(watcher);
    if (!channel.latest || channel.stale) {
      const computed = new Promise<void>((resolve) => channel.waiting.push(resolve));
      this.schedule(channel, 'league');
      await computed;
    }
    if (channel.latest) this.send(channel, watcher, channel.latest);
  }

  unwatch(leagueId: number, week: number, watcher: Watcher): void {
    const key = keyOf(leagueId, week);
    const channel = this.channels.get(key);
    if (!channel) return;
    channel.watchers.delete(watcher);
    if (channel.watchers.size > 0 || channel.linger) return;
    channel.linger = setTimeout(() => {
      channel.linger = null;
      if (channel.watchers.size > 0 || this.channels.get(key) !== channel) return;
      this.drop(channel);
    }, LINGER_MS);
    channel.linger.unref();
  }

  /** A watcher's connection took what was written: he gets what he missed meanwhile. */
  drained(leagueId: number, week: number, watcher: Watcher): void {
    this.backedUp.delete(watcher);
    const channel = this.channels.get(keyOf(leagueId, week));
    if (channel?.latest) this.send(channel, watcher, channel.latest);
  }

  /** Closes the streams of a session that ended in this process (a logout). */
  endSession(sessionHash: string): void {
    for (const channel of this.channels.values())
      for (const watcher of channel.watchers)
        if (watcher.sessionHash === sessionHash) watcher.close();
  }

  /**
   * A read version moved (migrations 009, 010): the NFL data ('nfl'), what a league's matchups
   * show besides the lineups ('matchups:<league id>') or a member's lineup ('lineup:<member id>').
   * 'league:<id>' alone (a claim, a budget) changes nothing a week of matchups shows.
   */
  changed(scope: string): void {
    if (scope === 'nfl') {
      this.nflWeeks.clear();
      for (const channel of this.channels.values()) this.schedule(channel, 'nfl');
    } else if (scope.startsWith('matchups:')) {
      const leagueId = Number(scope.slice('matchups:'.length));
      for (const channel of this.channels.values())
        if (channel.leagueId === leagueId) this.schedule(channel, 'league');
    } else if (scope.startsWith('lineup:')) {
      const memberId = Number(scope.slice('lineup:'.length));
      for (const channel of this.channelsOfMember.get(memberId) ?? []) {
        channel.changedLineups.add(memberId);
        this.schedule(channel, 'lineup');
      }
    }
  }

  /** Computes every watched week again (notifications may have been missed). */
  refreshAll(): void {
    this.nflWeeks.clear();
    for (const channel of this.channels.values()) this.schedule(channel, 'league');
  }

  async close(): Promise<void> {
    if (this.clockTimer) clearInterval(this.clockTimer);
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    this.clockTimer = this.sessionTimer = null;
    for (const channel of this.channels.values()) {
      if (channel.linger) clearTimeout(channel.linger);
      for (const watcher of channel.watchers) watcher.close();
      for (const resolve of channel.waiting.splice(0)) resolve();
    }
    this.channels.clear();
    this.queued.clear();
    this.channelsOfMember.clear();
    const unlisten = await this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  /** Listens for changes and watches the clock from the first watcher on. */
  private async start(): Promise<void> {
    if (this.unlisten) {
      await this.unlisten;
      return;
    }
    const listen = changeListenerOf(this.options.db);
    this.unlisten = listen
      ? listen(
          (scope) => this.changed(scope),
          () => this.refreshAll(),
        ).catch((error: unknown) => {
          this.options.log.warn(`live scores: not listening for changes: ${String(error)}`);
          return null;
        })
      : Promise.resolve(null);
    this.clockTimer = setInterval(() => this.followClock(), 1_000);
    this.clockTimer.unref();
    this.sessionTimer = setInterval(
      () => void this.checkSessions(),
      this.options.sessionCheckMs ?? 15_000,
    );
    this.sessionTimer.unref();
    await this.unlisten;
  }

  /**
   * Answers depend on the clock too: a fixed clock that was moved (tests, demos) changes any of
   * them; a running one changes a week when one of its games kicks off. Neither changes a
   * league's rows nor the NFL data, so the parts in memory are composed again.
   */
  private followClock(): void {
    const { clock } = this.options;
    const now = clock.now().getTime();
    if (clock.isFixed()) {
      if (now !== this.lastClock)
        for (const channel of this.channels.values()) this.schedule(channel, 'nfl');
    } else {
      for (const channel of this.channels.values())
        if (channel.nextKickoff !== null && channel.nextKickoff <= now) {
          channel.nextKickoff = null;
          this.schedule(channel, 'nfl');
        }
    }
    this.lastClock = now;
  }

  private async checkSessions(): Promise<void> {
    const hashes = new Set<string>();
    for (const channel of this.channels.values())
      for (const watcher of channel.watchers) hashes.add(watcher.sessionHash);
    if (hashes.size === 0) return;
    try {
      const open = await openSessionHashes(this.options.db, [...hashes]);
      for (const hash of hashes) if (!open.has(hash)) this.endSession(hash);
    } catch (error) {
      this.options.log.warn(`live scores: could not check the streams' sessions: ${String(error)}`);
    }
  }

  /** Marks a channel to be computed again; changes arriving meanwhile fold into one computation. */
  private schedule(channel: Channel, reason: Reason): void {
    if (!channel.pending || WEIGHT[reason] > WEIGHT[channel.pending]) channel.pending = reason;
    if (channel.running) {
      channel.again = true;
      return;
    }
    this.queued.add(channel);
    const concurrency = this.options.concurrency ?? 4;
    while (this.workers < concurrency && this.queued.size > this.workers) {
      this.workers++;
      void this.work().finally(() => {
        this.workers--;
      });
    }
  }

  /** Workers waiting for a turn of the event loop, and when the current slice ends. */
  private waitingForTurn: (() => void)[] = [];
  private turnQueued = false;
  private sliceEndsAt = 0;

  /**
   * Waits for a turn of the event loop of its own when the slice is spent. One worker takes
   * each turn: had every waiting worker resumed on the same turn, each would finish a league
   * before looking at the clock again (their continuations interleave as microtasks), and a
   * request's every round trip would wait for four leagues' work instead of one slice.
   */
  private yieldWhenSpent(): Promise<void> | undefined {
    if (performance.now() < this.sliceEndsAt) return undefined;
    return this.nextTurn();
  }

  /** Resolves on a turn of the event loop that no other worker takes. */
  private nextTurn(): Promise<void> {
    return new Promise((resolve) => {
      this.waitingForTurn.push(resolve);
      this.queueTurn();
    });
  }

  private queueTurn(): void {
    if (this.turnQueued) return;
    this.turnQueued = true;
    setImmediate(() => {
      this.turnQueued = false;
      const resume = this.waitingForTurn.shift();
      if (!resume) return;
      this.sliceEndsAt = performance.now() + SLICE_MS;
      resume();
      if (this.waitingForTurn.length > 0) this.queueTurn();
    });
  }

  /** Computes queued channels, handing the event loop back every few milliseconds. */
  private async work(): Promise<void> {
    // Started where a change was announced (a notification, a request): computing starts on
    // a turn of its own, so what announced it finishes first.
    await this.nextTurn();
    for (let channel = this.next(); channel; channel = this.next()) {
      const reason = channel.pending ?? 'league';
      const changedLineups = [...channel.changedLineups];
      channel.pending = null;
      channel.changedLineups.clear();
      channel.running = true;
      try {
        await this.compute(channel, reason, changedLineups);
      } finally {
        channel.running = false;
        for (const resolve of channel.waiting.splice(0)) resolve();
      }
      if (channel.again) {
        channel.again = false;
        if (this.channels.get(keyOf(channel.leagueId, channel.week)) === channel)
          this.queued.add(channel);
      }
      await this.yieldWhenSpent();
    }
  }

  private drop(channel: Channel): void {
    this.channels.delete(keyOf(channel.leagueId, channel.week));
    this.queued.delete(channel);
    for (const memberId of channel.members) {
      const channels = this.channelsOfMember.get(memberId);
      channels?.delete(channel);
      if (channels?.size === 0) this.channelsOfMember.delete(memberId);
    }
  }

  private next(): Channel | undefined {
    const [channel] = this.queued;
    if (channel) this.queued.delete(channel);
    return channel;
  }

  /** The NFL part of a week, read once per change of the NFL data for every league. */
  private nflWeek(season: number, week: number): Promise<NflWeek> | undefined {
    const read = this.options.readNflWeek;
    if (!read) return undefined;
    const key = `${season}/${week}`;
    let part = this.nflWeeks.get(key);
    if (!part) {
      part = read(season, week);
      part.catch(() => this.nflWeeks.delete(key));
      this.nflWeeks.set(key, part);
    }
    return part;
  }

  private async compute(
    channel: Channel,
    reason: Reason,
    changedLineups: readonly number[],
  ): Promise<void> {
    if (channel.watchers.size === 0) {
      channel.stale = true;
      return;
    }
    channel.stale = false;
    const { leagueId, week } = channel;
    try {
      // A notification named what changed: the rest is taken as kept (any other change comes
      // with a notification of its own), the NFL part as read once for every league.
      const trusting = reason !== 'league' && channel.season !== null;
      const nfl = trusting ? await this.nflWeek(channel.season!, week) : undefined;
      const read = await this.options.read({
        leagueId,
        week,
        now: this.options.clock.now(),
        nfl,
        trustLeagueParts: trusting,
        changedLineups,
      });
      if (!read) {
        for (const watcher of channel.watchers) watcher.close();
        return;
      }
      channel.season = read.state.league.season;
      this.followMembers(channel, read);
      channel.nextKickoff = read.state.next_kickoff ? Date.parse(read.state.next_kickoff) : null;
      // One who is no longer a member of the league is closed, not told.
      for (const watcher of channel.watchers)
        if (!isTeamMember(read, watcher.userId)) {
          channel.watchers.delete(watcher);
          watcher.close();
        }
      this.deliver(channel, read.state);
    } catch (error) {
      this.options.log.warn(
        `live scores: league ${leagueId} week ${week} not computed: ${String(error)}`,
      );
    }
  }

  /** Keeps where each member's lineup changes go: the channels of the weeks he plays in. */
  private followMembers(channel: Channel, read: LeagueWeek): void {
    for (const matchup of read.state.matchups)
      for (const { league_member_id: memberId } of [matchup.home, matchup.away]) {
        if (channel.members.has(memberId)) continue;
        channel.members.add(memberId);
        let channels = this.channelsOfMember.get(memberId);
        if (!channels) {
          channels = new Set();
          this.channelsOfMember.set(memberId, channels);
        }
        channels.add(channel);
      }
  }

  private deliver(channel: Channel, state: LiveWeek): void {
    const id = liveWeekId(state);
    const previous = channel.latest;
    // The same content: nothing to tell (the state the watchers hold stays the base of changes).
    if (previous?.id === id) return;
    const changes = previous ? weekChanges(previous.state, state) : null;
    const event: LiveEvent = {
      id,
      state,
      snapshot: null,
      changes:
        previous && changes
          ? {
              base: previous.id,
              frame: frameOf(
                'matchups-changes',
                id,
                JSON.stringify({ base: previous.id, ...changes }),
              ),
            }
          : null,
    };
    // Frames are kept for the newest state only: an older one is sent as changes made anew.
    if (previous) previous.snapshot = previous.changes = null;
    channel.latest = event;
    channel.recent = [...channel.recent, event].slice(-RECENT_STATES);
    for (const watcher of channel.watchers) this.send(channel, watcher, event);
  }

  /** Sends a watcher the state unless he has it: as changes when he holds a state they start from. */
  private send(channel: Channel, watcher: Watcher, event: LiveEvent): void {
    if (watcher.lastEventId === event.id) return;
    // A backed-up connection gets the newest state when it drains, not a backlog.
    if (this.backedUp.has(watcher)) return;
    const frame =
      (watcher.takesChanges && this.changesFor(channel, watcher, event)) || snapshotOf(event);
    watcher.lastEventId = event.id;
    if (!watcher.write(frame)) this.backedUp.add(watcher);
  }

  /** The changes from the state a watcher holds to `event`, when that state is known here. */
  private changesFor(channel: Channel, watcher: Watcher, event: LiveEvent): Buffer | null {
    if (event.changes?.base === watcher.lastEventId) return event.changes.frame;
    // A member back with an older state (a dropped connection): his changes, made for him.
    const held = channel.recent.find((recent) => recent.id === watcher.lastEventId);
    const changes = held && weekChanges(held.state, event.state);
    return held && changes
      ? frameOf('matchups-changes', event.id, JSON.stringify({ base: held.id, ...changes }))
      : null;
  }
}
