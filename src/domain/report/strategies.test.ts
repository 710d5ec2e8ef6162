import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { SOURCES, type SourceId } from './sources.ts';
import { getStrategies, STRATEGY_AREAS } from './strategies.ts';

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
});
