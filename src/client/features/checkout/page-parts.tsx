import type { ReactNode, RefObject } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';

// The parts the return page and the order confirmation page are built of.

export function PageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">{children}</div>;
}

export function ReturnHome({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link href="/" className={buttonClasses(variant)}>
      Return Home
    </Link>
  );
}

/** A page's heading with the icon of its state, focusable so that focus can be taken to the news. */
export function StatusHeading({
  headingRef,
  icon,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      {icon}
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl"
      >
        {children}
      </h1>
    </div>
  );
}
