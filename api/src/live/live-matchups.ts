import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { changeListenerOf, type Db } from '../db/connect';
import type { NflWeek } from '../services/matchup-reads/nfl-week';
import { Channels, type Watcher } from './channels';
import { ClockFollower } from './clock-follower';
import { Delivery } from './delivery';
import { LeagueWeekCompute, type ReadLeagueWeek } from './league-week-compute';
import { RecomputeQueue } from './recompute-queue';
import { SessionChecks } from './session-checks';

/** A member's open stream, as routes/live.ts opens it. */
export type { Watcher } from './channels';

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
 * Live scores pushed (docs/decisions/015-live-scores-pushed.md): members watching a league's
 * week hold one stream each; when the database says the league's rows or the NFL data changed
 * (read versions, migration 009: from any api process), or a kickoff passes on the clock, the
 * week is computed once and the new state sent to every watcher who has not got it — as the
 * changes from the state he holds where he takes them, else whole. A stats update reads the NFL
 * data once and recomputes every watched week from the parts kept in memory, a few milliseconds
 * at a time so requests keep their turn. States are named by their content, so a member who
 * reconnects with the id of the last one he got is sent only what he lacks — nothing is missed,
 * nothing sent twice.
 *
 * This class routes what happens to the part whose job it is: who watches what (channels.ts),
 * the open streams' sessions (session-checks.ts), the clock (clock-follower.ts), the scheduling
 * of recomputes (recompute-queue.ts), computing a league's week (league-week-compute.ts) and
 * delivery to the streams (delivery.ts).
 */
export class LiveMatchups {
  private readonly channels: Channels;
  private readonly queue: RecomputeQueue;
  private readonly weeks: LeagueWeekCompute;
  private readonly delivery = new Delivery();
  private readonly clockFollower: ClockFollower;
  private readonly sessionChecks: SessionChecks;
  private unlisten: Promise<(() => Promise<void>) | null> | null = null;

  constructor(private readonly options: LiveMatchupsOptions) {
    this.channels = new Channels((channel) => this.queue.forget(channel));
    this.weeks = new LeagueWeekCompute({
      clock: options.clock,
      log: options.log,
      read: options.read,
      readNflWeek: options.readNflWeek,
      followMembers: (channel, read) => this.channels.followMembers(channel, read),
      deliver: (channel, state) => this.delivery.deliver(channel, state),
    });
    this.queue = new RecomputeQueue({
      concurrency: options.concurrency ?? 4,
      compute: (channel, reason, changedLineups) =>
        this.weeks.compute(channel, reason, changedLineups),
      isCurrent: (channel) => this.channels.isCurrent(channel),
    });
    this.clockFollower = new ClockFollower(
      options.clock,
      () => this.channels.all(),
      (channel) => this.queue.schedule(channel, 'nfl'),
    );
    this.sessionChecks = new SessionChecks(options.db, options.log, this.channels);
  }

  /** Watchers now, for /health and the bench. */
  get watcherCount(): number {
    return this.channels.watcherCount;
  }

  /** Adds a watcher of a league's week and sends him the current state unless he has it. */
  async watch(leagueId: number, week: number, watcher: Watcher): Promise<void> {
    // Listening before the first state is computed: a change committed after it is announced.
    await this.start();
    const channel = this.channels.watch(leagueId, week, watcher);
    if (!channel.latest || channel.stale) {
      const computed = new Promise<void>((resolve) => channel.waiting.push(resolve));
      this.queue.schedule(channel, 'league');
      await computed;
    }
    this.delivery.sendLatest(channel, watcher);
  }

  unwatch(leagueId: number, week: number, watcher: Watcher): void {
    this.channels.unwatch(leagueId, week, watcher);
  }

  /** A watcher's connection took what was written: he gets what he missed meanwhile. */
  drained(leagueId: number, week: number, watcher: Watcher): void {
    this.delivery.drained(this.channels.get(leagueId, week), watcher);
  }

  /** Closes the streams of a session that ended in this process (a logout). */
  endSession(sessionHash: string): void {
    this.channels.closeSession(sessionHash);
  }

  /**
   * A read version moved (migrations 009, 010): the NFL data ('nfl'), what a league's matchups
   * show besides the lineups ('matchups:<league id>') or a member's lineup ('lineup:<member id>').
   * 'league:<id>' alone (a claim, a budget) changes nothing a week of matchups shows.
   */
  changed(scope: string): void {
    if (scope === 'nfl') {
      this.weeks.forgetNflWeeks();
      for (const channel of this.channels.all()) this.queue.schedule(channel, 'nfl');
    } else if (scope.startsWith('matchups:')) {
      const leagueId = Number(scope.slice('matchups:'.length));
      for (const channel of this.channels.ofLeague(leagueId))
        this.queue.schedule(channel, 'league');
    } else if (scope.startsWith('lineup:')) {
      const memberId = Number(scope.slice('lineup:'.length));
      for (const channel of this.channels.ofMember(memberId)) {
        channel.changedLineups.add(memberId);
        this.queue.schedule(channel, 'lineup');
      }
    }
  }

  /** Computes every watched week again (notifications may have been missed). */
  refreshAll(): void {
    this.weeks.forgetNflWeeks();
    for (const channel of this.channels.all()) this.queue.schedule(channel, 'league');
  }

  async close(): Promise<void> {
    this.clockFollower.stop();
    this.sessionChecks.stop();
    for (const channel of this.channels.all()) {
      if (channel.linger) clearTimeout(channel.linger);
      for (const watcher of channel.watchers) watcher.close();
      for (const resolve of channel.waiting.splice(0)) resolve();
    }
    this.channels.clear();
    this.queue.clear();
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
    this.clockFollower.start();
    this.sessionChecks.start(this.options.sessionCheckMs ?? 15_000);
    await this.unlisten;
  }
}
