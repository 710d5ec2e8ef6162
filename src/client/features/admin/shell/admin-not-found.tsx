import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** An admin path without a page: inside the console, so the sidebar still leads on. */
export function AdminNotFound() {
  usePageTitle('Page Not Found');
  return (
    <div className="py-16 text-center">
      <h1 className="text-3xl font-semibold">Page Not Found</h1>
      <p className="mt-3 text-muted">Sorry, we couldn't find the page you're looking for.</p>
      <Link href="/health-monitor" className={`${buttonClasses('primary')} mt-8`}>
        Go to Health Monitor
      </Link>
    </div>
  );
}
