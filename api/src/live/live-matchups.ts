import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PQueue from 'p-queue';
import type { LiveWeek } from '@fangtasy/shared/contract';
import type { WeekMatchups } from '@fangtasy/shared/domain';
import { openSessionHashes } from '../auth/sessions';
import type { Clock } from '../clock';
import { changeListenerOf, type Db } from '../db/connect';

/** One pushed state of a league's week: its id names the content, so any process gives the same. */
export interface LiveEvent {
  id: string;
  data: string;
}

/** A member's open stream. */
export interface Watcher {
  userId: number;
  /** The hash of the session the stream was opened with (closed when it ends). */
  sessionHash: string;
  /** The id of the last event the member has (Last-Event-ID on a reconnect). */
  lastEventId: string | null;
  send(event: LiveEvent): void;
  close(): void;
}

/** A league's week as the members watching it see it: the Matchups answer of any of them. */
export type ComputeWeek = (input: {
  leagueId: number;
  week: number;
  userId: number;
  now: Date;
}) => Promise<WeekMatchups>;

interface Channel {
  leagueId: number;
  week: number;
  watchers: Set<Watcher>;
  latest: LiveEvent | null;
  nextKickoff: number | null;
  running: Promise<void> | null;
  dirty: boolean;
}

export interface LiveMatchupsOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  compute: ComputeWeek;
  /** Weeks computed at once, however many leagues change together (a stats update). */
  concurrency?: number;
  /** How often open streams' sessions are checked (a logout through another process, expiry). */
  sessionCheckMs?: number;
}

/**
 * The part of an answer that is the league's, not one member's: the same for every watcher (each
 * knows his own team), and its digest the event id.
 */
export function leagueEvent(answer: WeekMatchups): LiveEvent {
  const { own_league_member_id: _own, updated_at, ...league } = answer;
  const content = JSON.stringify(league);
  const id = createHash('sha256').update(content).digest('base64url').slice(0, 22);
  return { id, data: JSON.stringify({ ...league, updated_at }) };
}

/**
 * Live scores pushed (docs/decisions/015-live-scores-pushed.md): members watching a league's
 * week hold one stream each; when the database says the league's rows or the NFL data changed
 * (read versions, migration 009: from any api process), or a kickoff passes on the clock, the
 * week is computed once and the new state sent to every watcher who has not got it. States are
 * whole snapshots named by their content, so a member who reconnects with the id of the last one
 * he got is sent the current state only if it differs — nothing is missed, nothing sent twice.
 */
export class LiveMatchups {
  private readonly channels = new Map<string, Channel>();
  private readonly queue: PQueue;
  private unlisten: Promise<(() => Promise<void>) | null> | null = null;
  private clockTimer: ReturnType<typeof setInterval> | null = null;
  private sessionTimer: ReturnType<typeof setInterval> | null = null;
  private lastClock: number;

  constructor(private readonly options: LiveMatchupsOptions) {
    this.queue = new PQueue({ concurrency: options.concurrency ?? 4 });
    this.lastClock = options.clock.now().getTime();
  }

  /** Watchers now, for /health and the bench. */
  get watcherCount(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.watchers.size;
    return count;
  }

  /** The week's state now, computed for one caller (the route's JSON answer). */
  async current(leagueId: number, week: number, userId: number): Promise<LiveWeek> {
    const { own_league_member_id: _own, ...state } = await this.options.compute({
      leagueId,
      week,
      userId,
      now: this.options.clock.now(),
    });
    return state;
  }

  /** Adds a watcher of a league's week and sends him the current state unless he has it. */
  async watch(leagueId: number, week: number, watcher: Watcher): Promise<void> {
    this.start();
    const key = `${leagueId}/${week}`;
    let channel = this.channels.get(key);
    if (!channel) {
      channel = {
        leagueId,
        week,
        watchers: new Set(),
        latest: null,
        nextKickoff: null,
        running: null,
        dirty: false,
      };
      this.channels.set(key, channel);
    }
    channel.watchers.add(watcher);
    if (channel.latest && !channel.running) this.deliver(channel, channel.latest);
    else await this.refresh(channel);
  }

  unwatch(leagueId: number, week: number, watcher: Watcher): void {
    const key = `${leagueId}/${week}`;
    const channel = this.channels.get(key);
    if (!channel) return;
    channel.watchers.delete(watcher);
    if (channel.watchers.size === 0) this.channels.delete(key);
  }

  /** Closes the streams of a session that ended in this process (a logout). */
  endSession(sessionHash: string): void {
    for (const channel of this.channels.values())
      for (const watcher of channel.watchers)
        if (watcher.sessionHash === sessionHash) watcher.close();
  }

  /** Something a league's pages show changed ('league:<id>'), or the NFL data ('nfl'). */
  changed(scope: string): void {
    const leagueId = scope.startsWith('league:') ? Number(scope.slice(7)) : null;
    for (const channel of this.channels.values())
      if (leagueId === null || channel.leagueId === leagueId) void this.refresh(channel);
  }

  /** Computes every watched week again (the clock jumped, notifications may have been missed). */
  refreshAll(): void {
    for (const channel of this.channels.values()) void this.refresh(channel);
  }

  async close(): Promise<void> {
    if (this.clockTimer) clearInterval(this.clockTimer);
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    this.clockTimer = this.sessionTimer = null;
    for (const channel of this.channels.values())
      for (const watcher of channel.watchers) watcher.close();
    this.channels.clear();
    const unlisten = await this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  /** Listens for changes and watches the clock from the first watcher on. */
  private start(): void {
    if (this.unlisten) return;
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
  }

  /**
   * Answers depend on the clock too: a fixed clock that was moved (tests, demos) changes any of
   * them; a running one changes a week when one of its games kicks off.
   */
  private followClock(): void {
    const { clock } = this.options;
    const now = clock.now().getTime();
    if (clock.isFixed()) {
      if (now !== this.lastClock) this.refreshAll();
    } else {
      for (const channel of this.channels.values())
        if (channel.nextKickoff !== null && channel.nextKickoff <= now) {
          channel.nextKickoff = null;
          void this.refresh(channel);
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

  /** Computes the week once, however many changes arrive meanwhile, then sends it. */
  private refresh(channel: Channel): Promise<void> {
    if (channel.running) {
      channel.dirty = true;
      return channel.running;
    }
    channel.running = (async () => {
      try {
        do {
          channel.dirty = false;
          const event = await this.queue.add(() => this.compute(channel));
          if (event) this.deliver(channel, event);
        } while (channel.dirty && channel.watchers.size > 0);
      } finally {
        channel.running = null;
      }
    })();
    return channel.running;
  }

  private async compute(channel: Channel): Promise<LiveEvent | null> {
    // Any watcher's view is the league's; one who is no longer a member is refused and closed.
    for (const watcher of channel.watchers) {
      try {
        const answer = await this.options.compute({
          leagueId: channel.leagueId,
          week: channel.week,
          userId: watcher.userId,
          now: this.options.clock.now(),
        });
        channel.nextKickoff = answer.next_kickoff ? Date.parse(answer.next_kickoff) : null;
        return leagueEvent(answer);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 403) {
          watcher.close();
          continue;
        }
        this.options.log.warn(
          `live scores: league ${channel.leagueId} week ${channel.week} not computed: ${String(error)}`,
        );
        return null;
      }
    }
    return null;
  }

  private deliver(channel: Channel, event: LiveEvent): void {
    channel.latest = event;
    for (const watcher of channel.watchers)
      if (watcher.lastEventId !== event.id) {
        watcher.lastEventId = event.id;
        watcher.send(event);
      }
  }
}
