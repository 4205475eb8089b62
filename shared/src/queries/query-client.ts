import { QueryClient } from '@tanstack/react-query';

/**
 * A query client with the product's defaults (decision 053). A read that fails shows its error
 * at once, as the pages always did, rather than after three silent retries; coming back to the
 * window refreshes only what asks for it (the Trades badge), not every page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;

/**
 * The one client of the page. This module is a federation singleton (`@fangtasy/shared/queries`),
 * so the shell and every remote reach the same instance and one cache; a remote on its
 * standalone page loads its own copy of the module, and so makes its own.
 */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
