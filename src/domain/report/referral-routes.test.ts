import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { type CountryCode, REPORT_COUNTRIES } from './countries.ts';
import { COUNTRY_ROUTES, getReferralGuide, WHO_ASSESSES } from './referral-routes.ts';
import { REPORT_TOPICS, TOPIC_LABELS } from './topics.ts';

// The report must cover at least the larger EU countries plus Belgium, Sweden, Austria and Ireland.
const REQUIRED_COUNTRIES: readonly CountryCode[] = [
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'PL',
  'BE',
  'SE',
  'AT',
  'IE',
];

// Phone numbers of national public services we name on purpose; any other number would be invented.
const KNOWN_PHONE_NUMBERS = ['116117', '1177', '1450'];

describe('how to seek a formal assessment', () => {
  it('covers every required country', () => {
    for (const country of REQUIRED_COUNTRIES) expect(REPORT_COUNTRIES).toContain(country);
  });

  it('gives every country a first step and a note on every topic', () => {
    for (const country of REPORT_COUNTRIES) {
      const route = COUNTRY_ROUTES[country];
      expect(route.firstStep.length, country).toBeGreaterThan(40);
      for (const topic of REPORT_TOPICS)
        expect(route.notes[topic]?.length ?? 0, `${country}/${topic}`).toBeGreaterThan(30);
    }
  });

  it('says who usually assesses each topic', () => {
    for (const topic of REPORT_TOPICS) expect(WHO_ASSESSES[topic].length).toBeGreaterThan(60);
  });

  it.each(ASSESSMENT_TYPES)(
    'gives %s a route in every country, with a note for each of its topics',
    (type) => {
      const guide = getReferralGuide(type);
      expect(guide.countries.map((entry) => entry.country)).toEqual([...REPORT_COUNTRIES]);
      expect(guide.whoAssesses.length).toBeGreaterThan(0);
      for (const entry of guide.countries) {
        const labels = entry.notes.flatMap((note) => note.label.split(' and '));
        for (const { topic } of guide.whoAssesses)
          expect(labels, `${type}/${entry.country}`).toContain(TOPIC_LABELS[topic]);
      }
      expect(guide.elsewhere).toMatch(/GP|primary care/);
      expect(guide.preparation.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('shares one note between autism and ADHD where a country routes them the same way', () => {
    const sweden = getReferralGuide('audhd').countries.find((entry) => entry.country === 'SE');
    expect(sweden?.notes.map((note) => note.label)).toEqual(['Autism and ADHD']);
  });

  it('names routes and national services, never invented clinics, links or phone numbers', () => {
    const texts = REPORT_COUNTRIES.flatMap((country) => [
      COUNTRY_ROUTES[country].firstStep,
      ...Object.values(COUNTRY_ROUTES[country].notes),
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/https?:\/\/|www\./);
      for (const number of text.match(/\b\d{4,}\b/g) ?? []) {
        // Law 170/2010 is a statute, not a phone number.
        if (number === '2010') continue;
        expect(KNOWN_PHONE_NUMBERS, text).toContain(number);
      }
    }
  });
});
