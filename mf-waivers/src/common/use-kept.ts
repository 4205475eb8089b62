import { useEffect, useState } from 'react';
import type { Load } from '@fangtasy/shared';

/**
 * The latest loaded value of a load, kept while it loads again: a refresh after a claim or an
 * add doesn't blank the page, and the caller knows from the load itself whether it is fresh.
 */
export function useKept<T>(load: Load<T>): T | null {
  const [kept, setKept] = useState<T | null>(null);
  useEffect(() => {
    if (load.state === 'done') setKept(load.value);
  }, [load]);
  return load.state === 'done' ? load.value : kept;
}
