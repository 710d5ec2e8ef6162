import { type ReactNode, useEffect, useId } from 'react';
import * as m from '#messages/legal';
import { formatUtcDay } from '../../../domain/locale/locale.ts';
import { HomeLink } from '../../components/ui/home-link.tsx';

/** The day both legal documents took effect; change it whenever their text changes (in every language). */
const LEGAL_EFFECTIVE_DAY = '2025-03-30';

export type LegalSection = {
  /** Shown after the section number: "1. Introduction". */
  title: string;
  /**
   * Fragment id for in-page links (`/privacy-policy#your-rights`): the English title's words in every language, so
   * a link works whatever the reader's language.
   */
  id: string;
  content: ReactNode;
};

/** What a legal text needs of the site's settings, to write in its sentences. */
export type LegalTextContext = { supportEmail: string; answersMonths: number };

/**
 * A legal document in one language: each is translated in full, as a whole (`texts/<language>/<document>.tsx`,
 * imported as `#legal/<document>`), not sentence by sentence, so that it reads as one text in each language.
 */
export type LegalDocumentText = { title: string; intro: ReactNode; sections: LegalSection[] };

type LegalDocumentProps = LegalDocumentText & { showTableOfContents?: boolean };

/**
 * Prose styles for the section bodies, set once here so the pages stay plain JSX. Short measure and
 * generous leading: many readers of these pages are easily overwhelmed by dense legal text.
 */
const PROSE =
  'mt-4 space-y-4 leading-7 text-ink [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

export function LegalDocument({ title, intro, sections, showTableOfContents = true }: LegalDocumentProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const contentsId = `${baseId}-contents`;
  const numbered = sections.map((section, index) => ({
    ...section,
    number: index + 1,
  }));

  useScrollToFragment();

  return (
    <article aria-labelledby={titleId} className="mx-auto max-w-[70ch] px-4 py-12 sm:py-16">
      <header>
        <h1 id={titleId} className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-muted">
          {m.effectiveDate} {formatUtcDay(LEGAL_EFFECTIVE_DAY, 'long')}
        </p>
        <div className="mt-6 space-y-4 text-lg leading-8 text-ink">{intro}</div>
      </header>

      {showTableOfContents && (
        <nav
          aria-labelledby={contentsId}
          className="mt-10 rounded-xl border border-line bg-surface p-5 sm:p-6"
        >
          <p id={contentsId} className="font-semibold text-ink">
            {m.contents}
          </p>
          <ol className="mt-3 space-y-2">
            {numbered.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-brand underline underline-offset-2 hover:no-underline"
                >
                  {section.number}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {numbered.map((section) => {
        const headingId = `${section.id}-heading`;
        return (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={headingId}
            className="mt-12 scroll-mt-6 border-t border-line pt-10"
          >
            <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-ink">
              {section.number}. {section.title}
            </h2>
            <div className={PROSE}>{section.content}</div>
          </section>
        );
      })}

      <div className="mt-14 border-t border-line pt-8">
        <HomeLink variant="secondary">{m.backToHome}</HomeLink>
      </div>
    </article>
  );
}

/**
 * Opening /privacy-policy#your-rights from another page: the section exists only after this lazy page
 * rendered, and the layout scrolls every new route to the top, so the fragment is honoured here, after both.
 */
function useScrollToFragment(): void {
  useEffect(() => {
    const { hash } = window.location;
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // A malformed fragment is simply ignored, as the browser itself would.
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}
