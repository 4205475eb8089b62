import type { Clock } from '../clock';
import type { Channel } from './channels';

/**
 * Answers depend on the clock too: a fixed clock that was moved (tests, demos) changes any of
 * them; a running one changes a week when one of its games kicks off. Neither changes a
 * league's rows nor the NFL data, so the parts in memory are composed again (`recompose`).
 * The clock is looked at every second from `start` on.
 */
export class ClockFollower {
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastClock: number;

  constructor(
    private readonly clock: Clock,
    private readonly channels: () => Iterable<Channel>,
    private readonly recompose: (channel: Channel) => void,
  ) {
    this.lastClock = clock.now().getTime();
  }

  start(): void {
    this.timer = setInterval(() => this.follow(), 1_000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private follow(): void {
    const now = this.clock.now().getTime();
    if (this.clock.isFixed()) {
      if (now !== this.lastClock) for (const channel of this.channels()) this.recompose(channel);
    } else {
      for (const channel of this.channels())
        if (channel.nextKickoff !== null && channel.nextKickoff <= now) {
          channel.nextKickoff = null;
          this.recompose(channel);
        }
    }
    this.lastClock = now;
  }
}
