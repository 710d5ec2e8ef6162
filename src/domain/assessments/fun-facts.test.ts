import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AssessmentType, getAssessment } from './catalogue.ts';
import {
  FUN_FACT_TAGS,
  FUN_FACTS,
  type FunFactTag,
  resolveFunFactTag,
  selectFunFacts,
  shuffle,
} from './fun-facts.ts';

function withTag(tag: FunFactTag) {
  return FUN_FACTS.filter((fact) => fact.tags.includes(tag));
}

// A deterministic stand-in for Math.random: a linear congruential generator seeded per test.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('fun fact data', () => {
  it('holds 33 facts with unique ids', () => {
    expect(FUN_FACTS).toHaveLength(33);
    expect(new Set(FUN_FACTS.map((fact) => fact.id)).size).toBe(33);
  });

  it('tags every fact with known tags, none twice', () => {
    for (const fact of FUN_FACTS) {
      expect(fact.tags.length, fact.id).toBeGreaterThan(0);
      expect(new Set(fact.tags).size, fact.id).toBe(fact.tags.length);
      for (const tag of fact.tags) {
        expect(FUN_FACT_TAGS, fact.id).toContain(tag);
      }
    }
  });

  it.each(FUN_FACT_TAGS)('has at least five facts tagged %s', (tag) => {
    expect(withTag(tag).length).toBeGreaterThanOrEqual(5);
  });

  it('names a source for every fact, dated or linked', () => {
    for (const { id, source } of FUN_FACTS) {
      expect(source.title.trim().length, id).toBeGreaterThan(0);
      expect(source.publisher.trim().length, id).toBeGreaterThan(0);
      expect(source.year !== undefined || source.url !== undefined, id).toBe(true);
      if (source.year !== undefined) {
        expect(source.year, id).toBeGreaterThanOrEqual(1900);
        expect(source.year, id).toBeLessThanOrEqual(2026);
      }
      if (source.url !== undefined) {
        expect(source.url, id).toMatch(/^https:\/\/[^\s]+$/);
      }
    }
  });

  it('keeps each fact to a sentence or two', () => {
    for (const fact of FUN_FACTS) {
      expect(fact.text.length, fact.id).toBeLessThanOrEqual(220);
      expect(fact.text, fact.id).toMatch(/\.$/);
    }
  });
});

describe('resolveFunFactTag', () => {
  it('maps the agreed aliases to their tags', () => {
    const cases: [string, FunFactTag][] = [
      ['add', 'adhd'],
      ['audhd', 'adhd'],
      ['adhd', 'adhd'],
      ['autism', 'asd'],
      ['autistic', 'asd'],
      ['aspergers', 'asd'],
      ['asd', 'asd'],
      ['sensory', 'sps'],
      ['spd', 'sps'],
      ['sps', 'sps'],
      ['dyspraxia', 'dyspraxia'],
      ['dyslexia', 'dyslexia'],
    ];
    for (const [type, tag] of cases) {
      expect(resolveFunFactTag(type), type).toBe(tag);
    }
  });

  it('ignores case and surrounding space', () => {
    expect(resolveFunFactTag('  Autism ')).toBe('asd');
    expect(resolveFunFactTag('ADD')).toBe('adhd');
  });

  it('returns null for anything else, including inherited property names', () => {
    for (const type of ['mystery', '', 'toString', '__proto__', 'constructor']) {
      expect(resolveFunFactTag(type), type).toBeNull();
    }
  });
});

describe('selectFunFacts', () => {
  it('picks only facts of the type, topped up with general ones', () => {
    for (const [type, tag] of [
      ['audhd', 'adhd'],
      ['add', 'adhd'],
      ['autistic', 'asd'],
      ['aspergers', 'asd'],
      ['sensory', 'sps'],
      ['spd', 'sps'],
    ] as const) {
      for (const fact of selectFunFacts(type, 40)) {
        expect(fact.tags.includes(tag) || fact.tags.includes('general'), `${type} ${fact.id}`).toBe(true);
      }
    }
  });

  it('tops up with general facts only when the tagged facts run short', () => {
    const dyspraxia = withTag('dyspraxia');
    const picked = selectFunFacts('dyspraxia', dyspraxia.length + 2);
    expect(picked).toHaveLength(dyspraxia.length + 2);
    expect(picked.filter((f) => !f.tags.includes('dyspraxia')).every((f) => f.tags.includes('general'))).toBe(
      true,
    );

    const few = selectFunFacts('dyspraxia', 3);
    expect(few).toHaveLength(3);
    expect(few.every((f) => f.tags.includes('dyspraxia'))).toBe(true);
  });

  it('uses only general facts for a type it does not know', () => {
    const picked = selectFunFacts('mystery', 10);
    expect(picked).toHaveLength(withTag('general').length);
    expect(picked.every((f) => f.tags.includes('general'))).toBe(true);
  });

  it.each<AssessmentType>(['adhd', 'spd', 'dyspraxia', 'dyslexia'])(
    'has enough facts for one on every question of the %s assessment',
    (type) => {
      const count = getAssessment(type).questionCount;
      expect(selectFunFacts(type, count)).toHaveLength(count);
    },
  );

  it('returns min(count, available) facts with no duplicates', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('asd', 'adhd', 'audhd', 'spd', 'sensory', 'dyspraxia', 'dyslexia', 'autism', 'other'),
        fc.integer({ min: 0, max: 50 }),
        fc.integer(),
        (type, count, seed) => {
          const picked = selectFunFacts(type, count, seededRandom(seed));
          const tag = resolveFunFactTag(type);
          const available = new Set([...(tag ? withTag(tag) : []), ...withTag('general')]).size;
          expect(picked).toHaveLength(Math.min(count, available));
          expect(new Set(picked.map((f) => f.id)).size).toBe(picked.length);
        },
      ),
    );
  });

  it('returns nothing for a zero, negative or non-finite count', () => {
    expect(selectFunFacts('adhd', 0)).toEqual([]);
    expect(selectFunFacts('adhd', -3)).toEqual([]);
    expect(selectFunFacts('adhd', Number.NaN)).toEqual([]);
  });

  it('gives the same selection for the same random sequence', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 20 }), (seed, count) => {
        const first = selectFunFacts('asd', count, seededRandom(seed)).map((f) => f.id);
        const second = selectFunFacts('asd', count, seededRandom(seed)).map((f) => f.id);
        expect(second).toEqual(first);
      }),
    );
  });

  it('shuffles rather than keeping catalogue order', () => {
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        selectFunFacts('adhd', 10, seededRandom(seed))
          .map((f) => f.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('shuffle', () => {
  it('returns a permutation of its input and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items];
        const shuffled = shuffle(items, seededRandom(seed));
        expect(items).toEqual(copy);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('follows Fisher–Yates from the end, swapping with floor(random × (i + 1))', () => {
    // random() = 0 swaps each position i with 0, from the end:
    // i=3 swap(3,0) [d,b,c,a]; i=2 swap(2,0) [c,b,d,a]; i=1 swap(1,0) [b,c,d,a].
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
    // A random source just below 1 always picks j = i, leaving the order unchanged.
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0.999999)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('stays within bounds even if the random source returns exactly 1', () => {
    expect(shuffle([1, 2, 3], () => 1)).toEqual([1, 2, 3]);
  });
});
