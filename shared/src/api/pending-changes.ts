type Listener = () => void;

// This module is part of the shared singleton: the shell's badge and every remote's page meet here.
const listeners = new Set<Listener>();

/**
 * Tells whoever shows what waits for the member (the navigation's Trades badge) that an answer,
 * a review or a bite may have changed it, so it reads the count again.
 */
export function announcePendingChange(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after each announcement; returns the way to stop listening. */
export function onPendingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
