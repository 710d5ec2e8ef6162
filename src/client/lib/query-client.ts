import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './api.ts';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default query: GET the query key as a URL; a 401 can yield null instead of an error. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), {
      credentials: 'include',
      headers: { accept: 'application/json' },
      signal,
    });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The one query client. Only the admin area fetches through it (never the shell or a public page), and hooks
 * get it explicitly (`useQuery(options, queryClient)`), so TanStack Query stays out of every public download.
 */
export const queryClient = createQueryClient();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
