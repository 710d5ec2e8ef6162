import { useEffect } from 'react';

/**
 * Marks the page once a key was pressed on it (`<html data-keys-used>`), so hints about keys show on a tablet with a
 * keyboard too, not only where the pointer says "computer" (the `keys:` variant in styles.css).
 */
export function useKeysUsed(): void {
  useEffect(() => {
    const mark = () => {
      document.documentElement.dataset.keysUsed = '';
    };
    window.addEventListener('keydown', mark, { once: true, capture: true });
    return () => window.removeEventListener('keydown', mark, { capture: true });
  }, []);
}
