import { startTransition, useEffect, useState, type DependencyList } from 'react';

/** Where a request stands: still loading, loaded, or failed with its error. */
export type Load<T> =
  { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; error: unknown };

/**
 * Runs `load` whenever `deps` change and reports its outcome; an answer that arrives after the
 * deps changed again (a member cycled past quickly) is dropped instead of overwriting the newer one.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Load<T> {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setResult({ state: 'loading' });
    // The page an answer brings renders as a transition: React draws it in slices that leave the
    // main thread free to answer a tap (a long table is tens of ms of work on a mid-range phone).
    load().then(
      (value) => current && startTransition(() => setResult({ state: 'done', value })),
      (error: unknown) => current && setResult({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `deps` are what `load` depends on, listed by the caller as for useEffect itself.
  }, deps);
  return result;
}
