import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';
import { logNotFound } from './log-not-found.ts';

export default function NotFoundPage() {
  const [pathname] = useLocation();
  const search = useSearch();

  useEffect(() => {
    logNotFound(`${pathname}${search ? `?${search}` : ''}`);
  }, [pathname, search]);

  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-5xl font-semibold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold">Page Not Found</h1>
      <p className="mt-3 text-muted">Sorry, we couldn't find the page you're looking for.</p>
      <Link href="/" className={`${buttonClasses('primary', 'lg')} mt-8`}>
        Return to Home
      </Link>
    </div>
  );
}
