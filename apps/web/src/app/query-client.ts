import { QueryClient } from '@tanstack/react-query';
import { retryTransient } from '../lib/query-retry';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, a query still asks once: the service worker answers public reads from its saved copy
        // (decision 013). TanStack's default ('online') would pause it before the request is even made, so a
        // screen first opened offline would spin for ever. Retries still wait for the connection.
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        retry: retryTransient,
        refetchOnWindowFocus: false,
      },
      mutations: {
        // A change made offline is tried at once and fails with the connection message, rather than waiting
        // silently behind a spinner. The report form keeps its own 'always' (its offline queue, decision 015).
        networkMode: 'offlineFirst',
      },
    },
  });
}

/**
 * The page's one query cache. A module rather than component state so that route loaders can start a
 * screen's first request while its code downloads (the community feed, decision 016).
 */
export const queryClient = createQueryClient();
