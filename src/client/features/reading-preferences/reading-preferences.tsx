import { lazy, Suspense, useRef, useState } from 'react';
import * as m from '#messages/shell';

const ReadingPreferencesDialog = lazy(() =>
  import('./reading-preferences-dialog.tsx').then((module) => ({ default: module.ReadingPreferencesDialog })),
);

/**
 * Opens the reading preferences panel: in the header of every page (the assessment's questions included, which
 * have no second one, to keep a question on one phone screen) and the admin area's sidebar. The panel's code loads on the first press, so pages do not carry it. The stored choices
 * are already on the page before it paints (public/boot.js), whether or not this button is ever pressed.
 */
export function ReadingPreferencesButton({ className = '' }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-soft ${className}`}
      >
        <span aria-hidden="true" className="font-semibold text-brand">
          Aa
        </span>
        {/* On a phone only "Reading" shows; the button's name stays whole. */}
        {m.readingButtonShort}
        <span className="max-sm:sr-only">{m.readingButtonRest}</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReadingPreferencesDialog onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
