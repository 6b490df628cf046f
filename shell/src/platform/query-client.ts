import { ApiError } from '@ham/platform';
import { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the platform (remotes use it through the shared react-query). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network errors and 5xx get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
