import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, MESSAGES } from '../../../domain/messages/messages.ts';
import type { LegalDocumentText, LegalTextContext } from './legal-document.tsx';
import { privacyPolicyDocument as englishPrivacy } from './texts/en/privacy-policy.tsx';
import { termsDocument as englishTerms } from './texts/en/terms.tsx';

const CONTEXT = {
  supportEmail: 'help@example.org',
  answersMonths: 12,
  notFoundLogDays: 90,
  capturedEmailDays: 30,
};

const TEXTS = path.join(import.meta.dirname, 'texts');

/** Each translation's folder of legal texts (texts/<language>/), as its build imports them (`#legal/*`). */
const TRANSLATIONS = readdirSync(TEXTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name);

type Documents = Record<'privacy' | 'terms', LegalDocumentText>;

async function documentsIn(language: string): Promise<Documents> {
  const privacy = await import(path.join(TEXTS, language, 'privacy-policy.tsx'));
  const terms = await import(path.join(TEXTS, language, 'terms.tsx'));
  return {
    privacy: (privacy.privacyPolicyDocument as (context: LegalTextContext) => LegalDocumentText)(CONTEXT),
    terms: (terms.termsDocument as (context: LegalTextContext) => LegalDocumentText)(CONTEXT),
  };
}

const ids = (document: { sections: { id: string }[] }) => document.sections.map((section) => section.id);
const english = { privacy: englishPrivacy(CONTEXT), terms: englishTerms(CONTEXT) };

describe('the legal texts in every language', () => {
  it('exist in each language being translated', () => {
    expect(TRANSLATIONS).toEqual(expect.arrayContaining(['de', 'fr']));
  });

  it.each(TRANSLATIONS)(
    'in %s keep the English sections and their ids, so a link to a section works',
    async (language) => {
      const { privacy, terms } = await documentsIn(language);
      expect(ids(privacy)).toEqual(ids(english.privacy));
      // A translation's terms add one section of their own: which version applies where the two differ.
      expect(ids(terms)).toEqual([...ids(english.terms), 'language-versions']);
    },
  );

  it.each(MESSAGE_LANGUAGES)('in %s are titled as the pages and links name them', async (language) => {
    const { privacy, terms } = language === 'en' ? english : await documentsIn(language);
    expect(privacy.title).toBe(MESSAGES[language].pages.privacyPolicyTitle);
    expect(terms.title).toBe(MESSAGES[language].pages.termsTitle);
  });

  it('hold the section the home page links to, in every language', async () => {
    expect(ids(english.privacy)).toContain('information-we-collect');
    for (const language of TRANSLATIONS) {
      expect(ids((await documentsIn(language)).privacy), language).toContain('information-we-collect');
    }
  });
});
