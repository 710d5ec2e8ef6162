import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { type ButtonVariant, buttonClasses } from './button.tsx';

/** The way back to the home page (where every assessment starts), drawn as a button. */
export function HomeLink({ variant, children }: { variant: ButtonVariant; children: ReactNode }) {
  return (
    <Link href="/" className={buttonClasses(variant)}>
      {children}
    </Link>
  );
}
