import { useCallback, useEffect, useRef } from 'react';
import type { NavigateOptions } from '@fangtasy/shared/router';
import { useNavigate } from '@fangtasy/shared/router';

/** Navigates after a delay, and never after the screen has gone (the user may leave first). */
export function useRedirectAfter(): (
  to: string,
  delayMs: number,
  options?: NavigateOptions,
) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (to, delayMs, options) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, options), delayMs);
    },
    [navigate],
  );
}
