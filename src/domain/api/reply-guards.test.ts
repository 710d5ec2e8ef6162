import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as assessmentContracts from '../assessments/contracts.ts';
import * as checkoutContracts from '../checkout/contracts.ts';
import * as comparisonContracts from '../comparison/contracts.ts';
import * as privacyContracts from '../your-data/contracts.ts';
import { CALL_SCHEMAS } from './call-schemas.ts';
import type { Contract } from './contract.ts';

/**
 * Every reply guard against the zod schema the server answers with: for values generated from the schema's
 * shape both accept, for the same values with one field broken both refuse, and for anything at all both say
 * the same. The guards are hand-written so that the browser carries no zod; this is what keeps them honest.
 */
const GUARDED: readonly [string, Contract][] = [
  assessmentContracts,
  checkoutContracts,
  comparisonContracts,
  privacyContracts,
].flatMap((module) =>
  Object.entries(module as Record<string, Contract>).filter(([, contract]) => contract.reply !== undefined),
);

/** Four-digit years: what an ISO date can name. */
const moments = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});

type AnySchema = z.ZodType & { _zod: { def: { type: string } } };

/** Values of the schema's shape, each leaf filtered to what its own schema accepts (bounds, formats). */
function valuesOf(schema: AnySchema): fc.Arbitrary<unknown> {
  const leaf = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.filter((value) => schema.safeParse(value).success);
  const { def } = schema._zod as unknown as { def: Record<string, unknown> & { type: string } };
  switch (def.type) {
    case 'string': {
      const format = (schema as unknown as { format?: string | null }).format;
      if (format === 'date') return moments.map((moment) => moment.toISOString().slice(0, 10));
      if (format === 'datetime') return moments.map((moment) => moment.toISOString());
      return leaf(fc.string());
    }
    case 'number': {
      const { minValue, maxValue, isInt } = schema as unknown as z.ZodNumber;
      const min = Math.max(minValue ?? -1e6, -1e6);
      const max = Math.min(maxValue ?? 1e6, 1e6);
      return leaf(isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...(schema as unknown as z.ZodEnum).options);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'nullable':
      return fc.option(valuesOf(def.innerType as AnySchema), { nil: null });
    case 'optional':
      return fc.option(valuesOf(def.innerType as AnySchema), { nil: undefined });
    case 'array':
      return fc.array(valuesOf(def.element as AnySchema), { maxLength: 3 });
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), valuesOf(def.valueType as AnySchema), {
        maxKeys: 3,
      });
    case 'union':
      return fc.oneof(...(def.options as AnySchema[]).map(valuesOf));
    case 'object': {
      const shape = (schema as unknown as z.ZodObject).shape as Record<string, AnySchema>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, valuesOf(field)]));
      return fc.record(fields).map((value) =>
        // An optional field is left out rather than sent as undefined, as JSON would.
        Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
      );
    }
    default:
      throw new Error(`no generator for a zod ${def.type}`);
  }
}

/** Paths to every field of a value, to break one of them. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

/** The value with the field at `path` replaced (or, with `undefined`, removed). */
function withField(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as never)
    : { ...(value as object) };
  const next = withField(copy[key], rest, replacement);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

const brokenFields: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant('not what was asked'),
  fc.constant(-1.5),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
);

describe('reply guards', () => {
  it('every guarded contract has the schema its route answers with', () => {
    expect(GUARDED.length).toBeGreaterThan(0);
    for (const [name, contract] of GUARDED) expect(CALL_SCHEMAS.get(contract)?.response, name).toBeDefined();
  });

  describe.each(GUARDED)('%s', (_name, contract) => {
    const schema = CALL_SCHEMAS.get(contract)?.response as AnySchema;
    const guard = contract.reply as (value: unknown) => boolean;

    it('accepts what the schema generates', () => {
      fc.assert(
        fc.property(valuesOf(schema), (value) => {
          expect(schema.safeParse(value).success).toBe(true);
          expect(guard(value)).toBe(true);
        }),
        { numRuns: 200 },
      );
    });

    it('agrees with the schema on the same value with one field broken', () => {
      const broken = valuesOf(schema).chain((value) =>
        fc
          .tuple(fc.constantFrom(...pathsOf(value)), brokenFields)
          .map(([path, field]) => withField(value, path, field)),
      );
      fc.assert(
        fc.property(broken, (value) => {
          expect(guard(value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 300 },
      );
    });

    it('agrees with the schema on anything at all', () => {
      fc.assert(
        fc.property(fc.anything(), (value) => {
          expect(guard(value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 200 },
      );
    });
  });
});
