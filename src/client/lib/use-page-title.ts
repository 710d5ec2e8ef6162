import { useEffect } from 'react';

const SITE_NAME = 'Traitscope';

/** Each page has its own title, so screen readers and browser tabs say where the visitor is. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
