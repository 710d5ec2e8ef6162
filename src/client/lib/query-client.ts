import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client. Only the admin area fetches through it (never the shell or a public page), and hooks
 * get it explicitly (`useQuery(options, queryClient)`), so TanStack Query stays out of every public download.
 * Every query names its own function (a hook beside the call's contract), so there is no default one.
 */
export const queryClient = createQueryClient();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
