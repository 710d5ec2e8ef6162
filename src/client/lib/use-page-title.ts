import { useEffect } from 'react';
import { documentTitle } from '../../domain/pages/page-routes.ts';

/**
 * A title that depends on what the page shows (a payment's state, a shared result). Every route's own title comes
 * from the route table (shell/use-page-head.ts); this one replaces it while the page is on screen.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
