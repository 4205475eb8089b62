import type { LiveWeek } from '@fangtasy/shared/contract';
import { weekChanges } from '@fangtasy/shared/domain';
import type { Channel, Watcher } from './channels';
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

/** States kept per week for members coming back with an older one. */
const RECENT_STATES = 4;

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

/**
 * Delivery to the streams: a week's new state named by its content, then written to each
 * watcher who has not got it — as the changes from the state he holds where he takes them and
 * they can say it, else whole. A backed-up connection is skipped and gets the newest state when
 * it drains, never a backlog.
 */
export class Delivery {
  /** Watchers whose connection has not taken the last frame yet. */
  private readonly backedUp = new WeakSet<Watcher>();

  /** A week's state as computed: sent to its watchers unless it is the one they have. */
  deliver(channel: Channel, state: LiveWeek): void {
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

  /** Sends a watcher the week's latest state, if it has one and he lacks it. */
  sendLatest(channel: Channel | undefined, watcher: Watcher): void {
    if (channel?.latest) this.send(channel, watcher, channel.latest);
  }

  /** A watcher's connection took what was written: he gets what he missed meanwhile. */
  drained(channel: Channel | undefined, watcher: Watcher): void {
    this.backedUp.delete(watcher);
    this.sendLatest(channel, watcher);
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
