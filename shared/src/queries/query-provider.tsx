import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from './query-client';

/** Gives the pages below it the page's one query client (see sharedQueryClient). */
export function SharedQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
