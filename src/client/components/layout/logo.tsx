import { Link } from 'wouter';

export function Logo() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-md font-semibold text-brand"
      aria-label="Traitscope home"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <circle cx="16" cy="16" r="7" fill="none" strokeWidth="2.5" className="stroke-on-fill" />
        <circle cx="16" cy="16" r="2.5" className="fill-on-fill" />
      </svg>
      <span className="text-lg tracking-tight">Traitscope</span>
    </Link>
  );
}
