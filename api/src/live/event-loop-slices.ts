/**
 * How long the workers, together, compute before handing the event loop back to requests. The
 * budget is one for all of them: a request's every database round trip waits for the slice
 * running when its answer arrives, so four workers each taking their own would add four slices
 * to every round trip of every write made during a stats update's fan-out.
 */
const SLICE_MS = 4;

/**
 * Turns of the event loop shared by the workers that compute live weeks: one worker a turn, and
 * a few milliseconds of work a slice for all of them together, so requests keep their turn.
 */
export class EventLoopSlices {
  /** Workers waiting for a turn of the event loop, and when the current slice ends. */
  private readonly waitingForTurn: (() => void)[] = [];
  private turnQueued = false;
  private sliceEndsAt = 0;

  /**
   * Waits for a turn of the event loop of its own when the slice is spent. One worker takes
   * each turn: had every waiting worker resumed on the same turn, each would finish a league
   * before looking at the clock again (their continuations interleave as microtasks), and a
   * request's every round trip would wait for four leagues' work instead of one slice.
   */
  yieldWhenSpent(): Promise<void> | undefined {
    if (performance.now() < this.sliceEndsAt) return undefined;
    return this.nextTurn();
  }

  /** Resolves on a turn of the event loop that no other worker takes. */
  nextTurn(): Promise<void> {
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
}
