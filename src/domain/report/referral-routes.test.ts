import { describe, expect, it } from 'vitest';
import { topicLabels } from '#messages/report-routes';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { type CountryCode, REPORT_COUNTRIES } from './countries.ts';
import { COUNTRY_ROUTES, getReferralGuide, WHO_ASSESSES } from './referral-routes.ts';
import { REPORT_TOPICS } from './topics.ts';

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
/** The day the HSE launched its Autism Assessment and Intervention Pathway Protocol. */
const HSE_AUTISM_PROTOCOL_LAUNCH = '2026-05-26';

const KNOWN_PHONE_NUMBERS = ['116117', '1177', '1450'];

/** A written date, such as "26 May 2026" or "the third quarter of 2026", whose year is not a phone number. */
const DATE =
  /\b(\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)|quarter of) \d{4}\b/g;

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
          expect(labels, `${type}/${entry.country}`).toContain(topicLabels[topic]);
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
      // Law 170/2010 is a statute and "26 May 2026" a date, not phone numbers.
      const withoutDates = text.replace('170/2010', '').replace(DATE, '');
      for (const number of withoutDates.match(/\b\d{4,}\b/g) ?? []) {
        expect(KNOWN_PHONE_NUMBERS, text).toContain(number);
      }
    }
  });

  it('describes the HSE’s adult autism protocol with its date and caveat, from a record read after its launch', () => {
    const ireland = COUNTRY_ROUTES.IE;
    expect(ireland.notes.autism).toContain('26 May 2026');
    expect(ireland.notes.autism).toMatch(/refer themselves/);
    expect(ireland.notes.autism).toMatch(/may not yet be available in your area/);
    expect(ireland.notes.autism).not.toMatch(/no public pathway/);
    expect(ireland.verified.on > HSE_AUTISM_PROTOCOL_LAUNCH).toBe(true);
    expect(ireland.verified.source).toMatch(/^https:\/\/about\.hse\.ie\//);
  });

  it('tells adults in Germany that 116117 books a psychotherapeutic consultation without a referral', () => {
    expect(COUNTRY_ROUTES.DE.firstStep).toContain('psychotherapeutische Sprechstunde');
    expect(COUNTRY_ROUTES.DE.firstStep).toMatch(/no referral/);
  });
});
