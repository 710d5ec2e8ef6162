import { useEffect } from 'react';
import { useSearch } from 'wouter';

/**
 * A friend's invitation e-mail links to `/?invite=<token>`. On any public page that has the parameter, the
 * code that takes the token out of the address and accepts it is loaded; every other page view downloads
 * nothing more than this check.
 */
export function useInviteLink(): void {
  const search = useSearch();
  useEffect(() => {
    if (!new URLSearchParams(search).has('invite')) return;
    import('./accept-invite.ts').then(({ acceptInviteLink }) => acceptInviteLink()).catch(() => {});
  }, [search]);
}
