import { useEffect, useRef, useState } from 'react';

/**
 * After a change, focus goes to the player it was about (or the table when he has left it):
 * the element that had it — an empty slot, a modal's button — is gone from the page.
 */
export function useFocusAfterChange() {
  const boardRef = useRef<HTMLDivElement>(null);
  const [focusAfterChange, setFocusAfterChange] = useState<{ playerId: number } | null>(null);
  useEffect(() => {
    if (!focusAfterChange) return;
    const board = boardRef.current;
    const card = board?.querySelector<HTMLElement>(
      `[data-player-id="${focusAfterChange.playerId}"]`,
    );
    (card ?? board?.querySelector<HTMLElement>('table'))?.focus();
  }, [focusAfterChange]);
  const focusOn = (playerId: number) => setFocusAfterChange({ playerId });
  return { boardRef, focusOn };
}
