import type { Channel } from './channels';
import { EventLoopSlices } from './event-loop-slices';

/**
 * What a channel must read again: every part of its league whose version moved ('league'), the
 * lineups a notification named ('lineup'), or only the NFL data it scores from ('nfl').
 */
export type Reason = 'league' | 'lineup' | 'nfl';
const WEIGHT: Record<Reason, number> = { nfl: 0, lineup: 1, league: 2 };

export interface RecomputeQueueOptions {
  /** Weeks computed at once (each may wait on the database). */
  concurrency: number;
  /** Computes a week again for the weightiest reason given since it was last computed. */
  compute: (channel: Channel, reason: Reason, changedLineups: readonly number[]) => Promise<void>;
  /** Whether a channel is still watched (a dropped one is not computed again). */
  isCurrent: (channel: Channel) => boolean;
}

/**
 * The scheduling of recomputes: a changed week is queued once whatever number of changes came
 * meanwhile (the weightiest reason kept), computed by a few workers, each starting on a turn of
 * its own and handing the event loop back every few milliseconds; a week changed again while it
 * is computed is computed once more after.
 */
export class RecomputeQueue {
  private readonly queued = new Set<Channel>();
  private readonly slices = new EventLoopSlices();
  private workers = 0;

  constructor(private readonly options: RecomputeQueueOptions) {}

  /** Marks a channel to be computed again; changes arriving meanwhile fold into one computation. */
  schedule(channel: Channel, reason: Reason): void {
    if (!channel.pending || WEIGHT[reason] > WEIGHT[channel.pending]) channel.pending = reason;
    if (channel.running) {
      channel.again = true;
      return;
    }
    this.queued.add(channel);
    while (this.workers < this.options.concurrency && this.queued.size > this.workers) {
      this.workers++;
      void this.work().finally(() => {
        this.workers--;
      });
    }
  }

  /** A dropped channel leaves the queue. */
  forget(channel: Channel): void {
    this.queued.delete(channel);
  }

  clear(): void {
    this.queued.clear();
  }

  /** Computes queued channels, handing the event loop back every few milliseconds. */
  private async work(): Promise<void> {
    // Started where a change was announced (a notification, a request): computing starts on
    // a turn of its own, so what announced it finishes first.
    await this.slices.nextTurn();
    for (let channel = this.next(); channel; channel = this.next()) {
      const reason = channel.pending ?? 'league';
      const changedLineups = [...channel.changedLineups];
      channel.pending = null;
      channel.changedLineups.clear();
      channel.running = true;
      try {
        await this.options.compute(channel, reason, changedLineups);
      } finally {
        channel.running = false;
        for (const resolve of channel.waiting.splice(0)) resolve();
      }
      if (channel.again) {
        channel.again = false;
        if (this.options.isCurrent(channel)) this.queued.add(channel);
      }
      await this.slices.yieldWhenSpent();
    }
  }

  private next(): Channel | undefined {
    const [channel] = this.queued;
    if (channel) this.queued.delete(channel);
    return channel;
  }
}
