import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 9: no retries, no refetch on focus or interval, data never becomes stale.
 * Freshness comes from mutations invalidating or setting what they change, not from polling.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
