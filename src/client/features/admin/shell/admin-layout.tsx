import {
  Activity,
  ArrowLeft,
  Bug,
  History,
  KeyRound,
  LogOut,
  type LucideIcon,
  Send,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  UserX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ReadingPreferencesButton } from '../../reading-preferences/reading-preferences.tsx';
import { ADMIN_LOGIN_PATH } from '../auth/admin-session.ts';
import { logOut } from '../auth/auth-api.ts';
import { StepUpDialog } from '../auth/two-step/step-up-dialog.tsx';
import { useLandingNotice } from './landing-notice.ts';
import { StatusLine, type StatusMessage } from './status-line.tsx';

type NavItem = { href: string; label: string; icon: LucideIcon };

/** The admin sidebar; it lists Purchase History too, so every admin page can be reached from it. */
export const ADMIN_NAV: NavItem[] = [
  { href: '/', label: 'Back to Site', icon: ArrowLeft },
  { href: '/email-debug', label: 'E-mail Debug', icon: Bug },
  { href: '/api-key-manager', label: 'API Key Manager', icon: KeyRound },
  { href: '/health-monitor', label: 'Health Monitor', icon: Activity },
  { href: '/test-email-flow', label: 'Test E-mail Flow', icon: Send },
  { href: '/admin/orders', label: 'Orders', icon: ShoppingCart },
  { href: '/payment-history', label: 'Purchase History', icon: History },
  { href: '/admin/privacy', label: 'Privacy Requests', icon: UserX },
  { href: '/admin/two-step', label: 'Two-Step Sign-In', icon: Smartphone },
];

/** The admin console: a sidebar of tools beside the page, without the public header, footer or cookie banner. */
export function AdminLayout({ username, children }: { username: string; children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <div className="min-h-screen md:flex">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <aside className="border-b border-line bg-surface md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <div className="md:sticky md:top-0 md:flex md:h-screen md:flex-col">
          <div className="flex items-center justify-between gap-2 px-4 py-4">
            <Logo />
            <span className="rounded-md bg-brand-soft px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand">
              Admin
            </span>
          </div>
          <nav aria-label="Admin" className="px-2 pb-3 md:flex-1 md:overflow-y-auto">
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {ADMIN_NAV.map(({ href, label, icon: Icon }) => {
                const isCurrent = pathname === href;
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      aria-current={isCurrent ? 'page' : undefined}
                      className={`flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium ${
                        isCurrent ? 'bg-brand-soft text-brand' : 'text-ink hover:bg-paper'
                      }`}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="px-2 pb-3">
            <ReadingPreferencesButton />
          </div>
          <p className="hidden border-t border-line px-4 py-3 text-xs text-muted md:block">
            Signed in as <span className="font-semibold text-ink">{username}</span>
          </p>
        </div>
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{children}</div>
      </main>
      <StepUpDialog />
    </div>
  );
}

/**
 * Title of an admin page with the 'Admin Access' badge, and the page's actions below it with Logout always
 * last. Under the actions, a notice left for this page (the recovery code used at login) or why Logout failed.
 */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const [pathname] = useLocation();
  const [notice] = useLandingNotice(pathname);
  const [logoutFailure, setLogoutFailure] = useState<StatusMessage | null>(null);
  return (
    <header className="mb-6 flex flex-col gap-4">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          <span className="inline-flex items-center gap-1 rounded-full border border-brand/30 bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Admin Access
          </span>
        </div>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <LogoutButton onFailed={setLogoutFailure} />
        </div>
        <StatusLine message={logoutFailure ?? notice} className="mt-3" />
      </div>
    </header>
  );
}

/** Logs out and says so on the login page; a failure is the header's to show, and the focus stays here. */
function LogoutButton({ onFailed }: { onFailed: (message: StatusMessage | null) => void }) {
  const [, navigate] = useLocation();
  const [isBusy, setBusy] = useState(false);
  const onLogout = async () => {
    setBusy(true);
    onFailed(null);
    const failure = await logOut();
    if (failure) {
      setBusy(false);
      onFailed(failure);
    } else {
      navigate(ADMIN_LOGIN_PATH, { replace: true });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={onLogout} isDisabledInPlace={isBusy}>
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </Button>
  );
}
