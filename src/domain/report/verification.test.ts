import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { FUN_FACTS } from '../assessments/fun-facts.ts';
import { REPORT_COUNTRIES } from './countries.ts';
import { CRISIS_LINES, EU_EMERGENCY, NATIONAL_EMERGENCY } from './crisis-lines.ts';
import { CLINICAL_INSTRUMENTS } from './provider-summary.ts';
import {
  COUNTRY_ROUTES,
  ELSEWHERE_ROUTE_VERIFIED,
  WHO_ASSESSES,
  WHO_ASSESSES_VERIFIED,
} from './referral-routes.ts';
import {
  EU_ORGANISATIONS,
  NATIONAL_ORGANISATIONS,
  RESOURCE_NOTES,
  RESOURCE_NOTES_VERIFIED,
} from './resources.ts';
import { SOURCES } from './sources.ts';
import { getStrategies } from './strategies.ts';
import { REPORT_TOPICS } from './topics.ts';
import type { Verification } from './verification.ts';

// Issue 19, item 4: every fact the report or the questionnaire states carries the place it was checked, every
// citation points at a listed source, and one web address never stands for two different names.

const ORGANISATIONS = [
  ...EU_ORGANISATIONS,
  ...REPORT_COUNTRIES.flatMap((country) => NATIONAL_ORGANISATIONS[country]),
];

/** Every entry that states a fact, with a label for the failure message. */
function verifiedEntries(): [string, Verification | undefined][] {
  return [
    ...Object.entries(SOURCES).map(([id, source]): [string, Verification | undefined] => [
      `source ${id}`,
      source.verified,
    ]),
    ...ORGANISATIONS.map((organisation): [string, Verification | undefined] => [
      `organisation ${organisation.name}`,
      organisation.verified,
    ]),
    ...Object.keys(RESOURCE_NOTES).map((type): [string, Verification | undefined] => [
      `resource note ${type}`,
      RESOURCE_NOTES_VERIFIED[type as keyof typeof RESOURCE_NOTES_VERIFIED],
    ]),
    ...REPORT_COUNTRIES.map((country): [string, Verification | undefined] => [
      `route ${country}`,
      COUNTRY_ROUTES[country].verified,
    ]),
    ...REPORT_TOPICS.map((topic): [string, Verification | undefined] => [
      `who assesses ${topic}`,
      WHO_ASSESSES_VERIFIED[topic],
    ]),
    ['route elsewhere', ELSEWHERE_ROUTE_VERIFIED],
    ...REPORT_TOPICS.flatMap((topic) =>
      CLINICAL_INSTRUMENTS[topic].map((instrument): [string, Verification | undefined] => [
        `instrument ${instrument.name}`,
        instrument.verified,
      ]),
    ),
    ...FUN_FACTS.map((fact): [string, Verification | undefined] => [fact.id, fact.verified]),
    ['emergency 112', EU_EMERGENCY.verified],
    ...Object.entries(NATIONAL_EMERGENCY).map(([country, entry]): [string, Verification | undefined] => [
      `emergency ${country}`,
      entry?.verified,
    ]),
    ...REPORT_COUNTRIES.flatMap((country) =>
      CRISIS_LINES[country].map((line): [string, Verification | undefined] => [
        `crisis line ${country} ${line.service}`,
        line.verified,
      ]),
    ),
  ];
}

/**
 * Pirate copies, document dumps, a forum, news aggregators and encyclopaedias: none of them is where a fact comes
 * from, so a record names the organisation's own page, the guideline or the DOI instead (issue 25, item 7).
 */
const SECONDHAND_DOMAINS = [
  'vdoc.pub',
  'ebin.pub',
  'studylib.net',
  'studylibpl.com',
  'docslib.org',
  'docplayer.org',
  'fdocuments.in',
  'scribd.com',
  'ininet.org',
  'paperlined.org',
  'flynnforum.com',
  'informationng.com',
  'news.lt',
  'upday.com',
  'newser.com',
  'junia.se',
  'wikipedia.org',
  'wiki.li',
  'netlify.app',
];

/** True when the address is on a domain above, or names its server by a bare IP address. */
function isSecondhand(address: string): boolean {
  const host = new URL(address).hostname.toLowerCase();
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return true;
  return SECONDHAND_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** An address without scheme, "www." or trailing slash, so the same page is recognised however it is written. */
function normalise(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

describe('verified facts', () => {
  it('records where every entry was checked, with a web address and a date', () => {
    const entries = verifiedEntries();
    expect(entries.length).toBeGreaterThan(100);
    for (const [label, verified] of entries) {
      expect(verified, label).toBeDefined();
      if (!verified) continue;
      expect(isWebAddress(verified.source), `${label}: ${verified.source}`).toBe(true);
      for (const also of verified.also ?? []) expect(isWebAddress(also), `${label}: ${also}`).toBe(true);
      expect(isCalendarDate(verified.on), `${label}: ${verified.on}`).toBe(true);
    }
  });

  it('never rests on a pirate copy, a document dump, a forum, a news aggregator or an encyclopaedia', () => {
    for (const [label, verified] of verifiedEntries()) {
      if (!verified) continue;
      for (const address of [verified.source, ...(verified.also ?? [])])
        expect(isSecondhand(address), `${label}: ${address}`).toBe(false);
    }
  });

  it('recognises a second-hand copy however its address is written', () => {
    expect(isSecondhand('https://de.scribd.com/document/1')).toBe(true);
    expect(isSecondhand('https://nl.m.wikipedia.org/wiki/X')).toBe(true);
    expect(isSecondhand('http://47.251.13.51:8081/37704094')).toBe(true);
    expect(isSecondhand('https://notscribd.com/x')).toBe(false);
    expect(isSecondhand('https://doi.org/10.1089/aut.2019.0079')).toBe(false);
  });

  it('checks each topic’s note on who assesses it', () => {
    expect(Object.keys(WHO_ASSESSES_VERIFIED).sort()).toEqual(Object.keys(WHO_ASSESSES).sort());
  });

  it('cites only sources that are listed, and every strategy cites at least one', () => {
    for (const type of ASSESSMENT_TYPES) {
      for (const strategy of getStrategies(type)) {
        expect(strategy.sources.length, strategy.title).toBeGreaterThan(0);
        for (const id of strategy.sources) {
          expect(Object.hasOwn(SOURCES, id), `${strategy.title}: ${id}`).toBe(true);
        }
      }
    }
  });

  it('never gives one web address two different names', () => {
    const addresses: { address: string; name: string }[] = [
      ...ORGANISATIONS.flatMap((organisation) =>
        organisation.website ? [{ address: organisation.website, name: organisation.name }] : [],
      ),
      ...Object.values(SOURCES).flatMap((source) =>
        source.url ? [{ address: source.url, name: source.short }] : [],
      ),
      ...FUN_FACTS.flatMap((fact) =>
        fact.source.url ? [{ address: fact.source.url, name: fact.source.title }] : [],
      ),
    ];
    const names = new Map<string, string>();
    for (const { address, name } of addresses) {
      const key = normalise(address);
      const known = names.get(key);
      if (known !== undefined) expect(name, `${address} is already named ${known}`).toBe(known);
      else names.set(key, name);
    }
  });

  it('lists no organisation twice and none that serves only parents', () => {
    const names = ORGANISATIONS.map((organisation) => organisation.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('Irish Autism Action');
  });
});
