import { Link } from 'wouter';
import { Logo } from './logo.tsx';

const NAV_LINK = (isActive: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-soft ${isActive ? 'text-brand' : 'text-ink'}`;

export function Header() {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        <nav aria-label="Main">
          <ul className="flex items-center gap-1">
            <li>
              <Link href="/" className={NAV_LINK}>
                Home
              </Link>
            </li>
            <li>
              <Link href="/privacy-policy" className={NAV_LINK}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
