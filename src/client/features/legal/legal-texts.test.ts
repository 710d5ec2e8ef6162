import { describe, expect, it } from 'vitest';
import { privacyPolicyDocument as germanPrivacy } from './texts/de/privacy-policy.tsx';
import { termsDocument as germanTerms } from './texts/de/terms.tsx';
import { privacyPolicyDocument as englishPrivacy } from './texts/en/privacy-policy.tsx';
import { termsDocument as englishTerms } from './texts/en/terms.tsx';
import { privacyPolicyDocument as frenchPrivacy } from './texts/fr/privacy-policy.tsx';
import { termsDocument as frenchTerms } from './texts/fr/terms.tsx';

const CONTEXT = {
  supportEmail: 'help@example.org',
  answersMonths: 12,
  notFoundLogDays: 90,
  capturedEmailDays: 30,
};

const ids = (document: { sections: { id: string }[] }) => document.sections.map((section) => section.id);

describe('the legal texts in every language', () => {
  it('keep the English sections and their ids, so a link to a section works in each', () => {
    for (const [privacy, terms] of [
      [germanPrivacy, germanTerms],
      [frenchPrivacy, frenchTerms],
    ] as const) {
      expect(ids(privacy(CONTEXT))).toEqual(ids(englishPrivacy(CONTEXT)));
      // A translation's terms add one section of their own: which version applies where the two differ.
      expect(ids(terms(CONTEXT))).toEqual([...ids(englishTerms(CONTEXT)), 'language-versions']);
    }
  });

  it('are titled in their language', () => {
    expect(englishTerms(CONTEXT).title).toBe('Terms and Conditions');
    expect(germanTerms(CONTEXT).title).toBe('Nutzungsbedingungen');
    expect(frenchTerms(CONTEXT).title).toBe('Conditions générales');
    for (const privacy of [germanPrivacy, frenchPrivacy]) {
      expect(privacy(CONTEXT).title).not.toBe(englishPrivacy(CONTEXT).title);
    }
  });

  it('hold the section the home page links to', () => {
    for (const document of [englishPrivacy(CONTEXT), germanPrivacy(CONTEXT), frenchPrivacy(CONTEXT)]) {
      expect(ids(document)).toContain('information-we-collect');
    }
  });
});
