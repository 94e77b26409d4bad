import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { readToken, subscribeToToken } from './auth-token.ts';

/** The app's one query cache, created when the first non-landing screen loads. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; a network blip might.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});

// Whenever the token goes (Logout, a session ended elsewhere or expired, in this tab or another),
// what was read under it goes too: nobody who signs in next in this browser sees it.
if (typeof window !== 'undefined') {
  subscribeToToken(() => {
    if (readToken() === null) queryClient.clear();
  });
}
