import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { REPORT_COUNTRIES } from './countries.ts';
import { EU_ORGANISATIONS, getResources, NATIONAL_ORGANISATIONS } from './resources.ts';

const ALL_ORGANISATIONS = [
  ...EU_ORGANISATIONS,
  ...REPORT_COUNTRIES.flatMap((country) => NATIONAL_ORGANISATIONS[country]),
];

describe('organisations that can help', () => {
  it.each(ASSESSMENT_TYPES)('lists European and national organisations for %s', (type) => {
    const resources = getResources(type);
    expect(resources.euWide.length > 0 || resources.note !== null).toBe(true);
    expect(resources.national.length).toBeGreaterThanOrEqual(3);
    for (const entry of resources.national) expect(entry.organisations.length).toBeGreaterThan(0);
  });

  // The research notes are summarised in docs/content-basis.md; these networks are in its section C1.
  it('lists the EU-wide networks from the research notes', () => {
    expect(EU_ORGANISATIONS.map((organisation) => organisation.name)).toEqual([
      'Autism-Europe',
      'ADHD-Europe',
      'European Dyslexia Association',
    ]);
  });

  it('explains why sensory processing and dyspraxia have fewer dedicated organisations', () => {
    expect(getResources('spd').note).toMatch(/occupational therapist/);
    expect(getResources('dyspraxia').note).toMatch(/closed in 2024/);
  });

  it('never lists the Dyspraxia Foundation, which closed in April 2024', () => {
    expect(ALL_ORGANISATIONS.map((organisation) => organisation.name).join(' ')).not.toMatch(
      /Dyspraxia Foundation/,
    );
  });

  it('gives web addresses as bare domains and no phone numbers', () => {
    for (const organisation of ALL_ORGANISATIONS) {
      if (organisation.website) expect(organisation.website).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(organisation.description, organisation.name).not.toMatch(/\d{5,}|https?:\/\//);
    }
  });
});
