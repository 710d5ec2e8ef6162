import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as m from '#messages/shell';
import { Logo } from '../components/layout/logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const NAV_LINK = (isActive: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-soft ${isActive ? 'text-brand' : 'text-ink'}`;

/** `tools`: controls beside the navigation (the reading preferences button, given by app-layout.tsx). */
export function Header({ tools }: { tools?: ReactNode }) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Logo />
        <div className="flex flex-wrap items-center gap-1">
          <nav aria-label={m.navMain}>
            <ul className="flex flex-wrap items-center gap-1">
              <li>
                <Link href="/" className={NAV_LINK}>
                  {m.navHome}
                </Link>
              </li>
              <li>
                <Link href="/privacy-policy" className={NAV_LINK}>
                  {m.navPrivacyPolicy}
                </Link>
              </li>
            </ul>
          </nav>
          <LanguageSwitch as="menu" />
          {tools}
        </div>
      </div>
    </header>
  );
}
