import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A step of the two-step screens that replaces what the person just used (a button, a form): reading and keyboard
 * focus continue at its heading, at the level that fits where it sits.
 */
export function FocusedSection({
  title,
  level,
  children,
}: {
  title: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <Heading
        ref={headingRef}
        id={`${id}-title`}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
