import { type ReactNode, useId } from 'react';

/**
 * A titled panel. Its heading names it, so screen-reader users can jump between panels as regions; a badge
 * beside the title says the panel's status in words.
 */
export function Card({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {badge}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
