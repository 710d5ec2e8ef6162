import { lazy, Suspense } from 'react';
import { getSiteConfig } from '../lib/site-config.ts';

const LanguageSwitcher = lazy(() => import('./language-switcher.tsx'));

/**
 * The language switcher where the frame shows it (`menu` in the header, `links` in the footer), or nothing while
 * the site offers one language. Until its chunk arrives, React keeps the server's HTML of it, whose links work.
 */
export function LanguageSwitch({ as }: { as: 'menu' | 'links' }) {
  if (getSiteConfig().languages.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSwitcher as={as} />
    </Suspense>
  );
}
