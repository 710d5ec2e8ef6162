import { Link } from 'wouter';

/**
 * The site's logo, drawn here again rather than imported from components/layout/logo.tsx: importing that
 * module into this lazy chunk makes the bundler split React's JSX runtime out of the public entry chunk, an
 * extra request and about 0.6 KB more for every visitor.
 */
export function AdminBrand() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-md font-semibold text-brand"
      aria-label="Traitscope home"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <circle cx="16" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="2.5" fill="#fff" />
      </svg>
      <span className="text-lg tracking-tight">Traitscope</span>
    </Link>
  );
}
