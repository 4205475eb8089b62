import { useEffect, useState } from 'react';
import { isDraftNight, type DraftRoom } from '@fangtasy/shared';

/** How often the clock redraws: twice a second, so it never skips a second it should show. */
const TICK_MS = 500;

/** Where the pick clock stands on this device. */
export interface ClockReading {
  /** The time left for the pick on the clock, in ms. */
  remainingMs: number;
  /** The overnight pause holds it (the league's setting, 23:00-08:00 Eastern on the server's clock). */
  overnight: boolean;
}

/**
 * The pick clock counted down on this device from the server's answer: what was left when the
 * server answered — `deadline` − `server_now`, both the server's clock (a device whose own clock
 * is wrong, or the demo's clock, still counts right); the frozen `remaining_ms` while paused or
 * overnight — less the time since the answer arrived (`receivedAt`, this device's clock). Null
 * with nobody on the clock.
 */
export function useRemainingTime(room: DraftRoom, receivedAt: number): ClockReading | null {
  const clock = room.on_clock;
  const running = room.status === 'running' && clock?.deadline != null;
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  if (!clock) return null;
  const sinceAnswer = Math.max(0, now - receivedAt);
  const serverNow = Date.parse(room.server_now);
  const overnight =
    running && room.settings.overnight_pause && isDraftNight(new Date(serverNow + sinceAnswer));
  if (!running || overnight || clock.deadline === null)
    return { remainingMs: clock.remaining_ms, overnight };
  const leftAtAnswer = Date.parse(clock.deadline) - serverNow;
  return { remainingMs: Math.max(0, leftAtAnswer - sinceAnswer), overnight };
}
