/**
 * How many live streams may be open (docs/decisions/024): a tab needs one per league week it
 * shows (the page's client shares it between the shell and the remotes), so a session holds a
 * few, a member a few more across his devices, and the process no more than its connections
 * leave room for beside requests. A stream beyond a limit is refused, not an older one closed:
 * the refused page polls instead (an EventSource gives up on any answer but 200), while a closed
 * one would reconnect and close the next in turn.
 */
export interface StreamLimitsOptions {
  perSession: number;
  perMember: number;
  perProcess: number;
}

/** Which limit refused a stream. */
export type StreamRefusal = 'session' | 'member' | 'process';

export interface StreamHolder {
  userId: number;
  sessionHash: string;
}

/** Counts of open streams; `take` holds a place, its answer gives it back (once). */
export class StreamLimits {
  private readonly bySession = new Map<string, number>();
  private readonly byMember = new Map<number, number>();
  private open = 0;

  constructor(private readonly limits: StreamLimitsOptions) {}

  /** Streams open now. */
  get count(): number {
    return this.open;
  }

  /** Holds a stream's place: the release, or which limit is reached. */
  take(holder: StreamHolder): { release: () => void } | { refused: StreamRefusal } {
    if (this.open >= this.limits.perProcess) return { refused: 'process' };
    if ((this.byMember.get(holder.userId) ?? 0) >= this.limits.perMember)
      return { refused: 'member' };
    if ((this.bySession.get(holder.sessionHash) ?? 0) >= this.limits.perSession)
      return { refused: 'session' };
    this.open += 1;
    raise(this.byMember, holder.userId, 1);
    raise(this.bySession, holder.sessionHash, 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        this.open -= 1;
        raise(this.byMember, holder.userId, -1);
        raise(this.bySession, holder.sessionHash, -1);
      },
    };
  }
}

function raise<K>(counts: Map<K, number>, key: K, by: number): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
