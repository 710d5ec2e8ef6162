import type { ReactNode, SVGProps } from 'react';

/**
 * A decorative line icon (hidden from screen readers) drawn in place. Icons on the first screen of a page are drawn
 * with this rather than imported from lucide-react, whose shared drawing code alone is 1.6 KB of a page's first
 * download. Each icon is a module of its own in icons/, so that a page's chunk holds the icons it draws and no other
 * page's. The shapes drawn with it are lucide's (ISC licence).
 */
export function StrokeIcon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}
