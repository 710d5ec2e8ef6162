import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { getQuestions } from '../assessments/questions.ts';
import { SOURCES, type SourceId } from './sources.ts';
import { getStrategies, STRATEGY_AREAS } from './strategies.ts';

/**
 * Themes on the autism side: every asd theme, and audhd themes whose items are all autism items. Autistic-burnout
 * advice belongs only here, never under ADHD or shared themes such as audhd's "Emotional regulation".
 */
function autismSideThemes(): Set<string> {
  const audhd = getQuestions('audhd');
  const audhdAutism = audhd
    .map((question) => question.construct)
    .filter((construct) =>
      audhd
        .filter((question) => question.construct === construct)
        .every((question) => question.category === 'autism'),
    );
  return new Set([...getQuestions('asd').map((question) => question.construct), ...audhdAutism]);
}

/** Themes about the senses, where strategies must rest on something the team has read. */
const SENSORY_THEMES = [
  'Sensory experiences',
  'Detail and senses',
  'Sensory sensitivity',
  'Sensation seeking',
  'Body signals',
];

const MIN_STRATEGIES = 8;
const MIN_PER_AREA = 2;

describe('practical strategies', () => {
  it.each(ASSESSMENT_TYPES)('gives %s at least eight strategies, each naming a known source', (type) => {
    const strategies = getStrategies(type);
    expect(strategies.length).toBeGreaterThanOrEqual(MIN_STRATEGIES);
    for (const strategy of strategies) {
      expect(strategy.sources.length, strategy.title).toBeGreaterThan(0);
      for (const id of strategy.sources) expect(SOURCES[id], `${strategy.title}: ${id}`).toBeDefined();
    }
  });

  it.each(ASSESSMENT_TYPES)('covers daily life, work or study and relationships for %s', (type) => {
    const strategies = getStrategies(type);
    for (const area of STRATEGY_AREAS) {
      expect(strategies.filter((strategy) => strategy.area === area).length, area).toBeGreaterThanOrEqual(
        MIN_PER_AREA,
      );
    }
  });

  it.each(ASSESSMENT_TYPES)('never repeats a strategy within %s', (type) => {
    const titles = getStrategies(type).map((strategy) => strategy.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes each strategy as a short, complete piece of advice', () => {
    for (const type of ASSESSMENT_TYPES) {
      for (const strategy of getStrategies(type)) {
        expect(strategy.title.length, strategy.title).toBeLessThanOrEqual(60);
        expect(strategy.text, strategy.title).toMatch(/[.!]$/);
        expect(strategy.text.split(/\s+/).length, strategy.title).toBeLessThanOrEqual(70);
      }
    }
  });

  it('makes no claim that sensory aids work, since the evidence is still being gathered', () => {
    for (const type of ASSESSMENT_TYPES) {
      for (const strategy of getStrategies(type)) {
        expect(strategy.text, strategy.title).not.toMatch(/\b(proven|will (help|work|reduce)|guarantee)/i);
      }
    }
  });

  it('uses every listed source somewhere, so the reference list holds nothing unused', () => {
    const used = new Set<SourceId>(
      ASSESSMENT_TYPES.flatMap((type) => getStrategies(type).flatMap((strategy) => strategy.sources)),
    );
    expect([...Object.keys(SOURCES)].filter((id) => !used.has(id as SourceId))).toEqual([]);
  });

  it('gives every source a short name and a full reference without invented links', () => {
    for (const [id, source] of Object.entries(SOURCES)) {
      expect(source.short.length, id).toBeGreaterThan(3);
      expect(source.full.length, id).toBeGreaterThan(source.short.length);
      expect(source.full, id).not.toMatch(/https?:\/\//);
    }
  });

  it('offers autistic-burnout advice only under autism-side themes', () => {
    const allowed = autismSideThemes();
    for (const type of ASSESSMENT_TYPES) {
      for (const strategy of getStrategies(type).filter((entry) => /burnout/i.test(entry.text))) {
        for (const theme of strategy.themes)
          expect(allowed.has(theme), `${strategy.title}: ${theme}`).toBe(true);
      }
    }
  });

  it('keeps quiet-and-focus advice under the senses, not under detail focus', () => {
    const quiet = getStrategies('asd').find((strategy) => strategy.title === 'Protect quiet and focus time');
    expect(quiet?.themes).toEqual(['Sensory experiences']);
  });

  it('bases every sensory strategy on a paper with a DOI or a national guideline, which can be read', () => {
    for (const type of ASSESSMENT_TYPES) {
      for (const strategy of getStrategies(type)) {
        const isSensory = type === 'spd' || strategy.themes.some((theme) => SENSORY_THEMES.includes(theme));
        if (!isSensory) continue;
        for (const id of strategy.sources) {
          const source = SOURCES[id];
          expect(
            /doi:10\./.test(source.full) || source.short.startsWith('NICE'),
            `${strategy.title}: ${id}`,
          ).toBe(true);
        }
      }
    }
  });
});
