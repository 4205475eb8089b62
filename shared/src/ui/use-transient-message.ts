import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../domain/constants';
import type { NoticeTone } from './notice';

export interface TransientMessage {
  /** Distinguishes two showings of the same text, so each gets its own full time on screen. */
  id: number;
  text: string;
  tone: NoticeTone;
  /** True during the fade before the message clears. */
  fading: boolean;
}

export interface TransientMessageTimings {
  visibleMs: number;
  fadeMs: number;
}

/** Messages stay 3000 ms, then fade for 500 ms (rules §9). */
export const MESSAGE_TIMINGS: TransientMessageTimings = {
  visibleMs: TIMINGS.messageVisibleMs,
  fadeMs: TIMINGS.messageFadeMs,
};

/** Add Player keeps its message on screen for 5000 ms before the same fade (rules §9). */
export const ADD_PLAYER_MESSAGE_TIMINGS: TransientMessageTimings = {
  visibleMs: TIMINGS.addPlayerMessageMs,
  fadeMs: TIMINGS.messageFadeMs,
};

export interface TransientMessageControl {
  message: TransientMessage | null;
  show: (text: string, tone?: NoticeTone) => void;
  clear: () => void;
}

/** A message that shows, fades and clears by itself; a newer message restarts the clock. */
export function useTransientMessage(
  timings: TransientMessageTimings = MESSAGE_TIMINGS,
): TransientMessageControl {
  const { visibleMs, fadeMs } = timings;
  const [message, setMessage] = useState<TransientMessage | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const nextId = useRef(0);

  const stopTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);

  const show = useCallback(
    (text: string, tone: NoticeTone = 'info') => {
      stopTimers();
      const id = ++nextId.current;
      setMessage({ id, text, tone, fading: false });
      timers.current.push(
        setTimeout(() => setMessage((m) => (m?.id === id ? { ...m, fading: true } : m)), visibleMs),
        setTimeout(() => setMessage((m) => (m?.id === id ? null : m)), visibleMs + fadeMs),
      );
    },
    [visibleMs, fadeMs, stopTimers],
  );

  const clear = useCallback(() => {
    stopTimers();
    setMessage(null);
  }, [stopTimers]);

  useEffect(() => stopTimers, [stopTimers]);

  return { message, show, clear };
}
