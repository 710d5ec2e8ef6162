import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import * as m from '#messages/not-found';
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
      <h1 className="mt-4 text-3xl font-semibold">{m.title}</h1>
      <p className="mt-3 text-muted">{m.sorry}</p>
      <Link href="/" className={`${buttonClasses('primary', 'lg')} mt-8`}>
        {m.returnHome}
      </Link>
    </div>
  );
}
