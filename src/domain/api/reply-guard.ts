/**
 * The pieces of a reply guard: a check of an answer's shape written by hand, for the browser. The server
 * validates with zod; the browser must not download it (a public page's budget would not hold it), so each
 * contract the browser reads carries a guard built from these, and `src/domain/api/reply-guards.test.ts` holds
 * every guard to the zod schema of the same answer.
 */
export type Guard<T> = (value: unknown) => value is T;

type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (value) => typeof value === 'string';

export const isBoolean: Guard<boolean> = (value) => typeof value === 'boolean';

/** A finite number (JSON has no other), as zod's `z.number()`. */
export const isNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A whole number within `min`..`max`, as zod's `z.number().int()` with its bounds. */
/* @__NO_SIDE_EFFECTS__ */
export function isInteger(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Guard<number> {
  return (value): value is number =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** A calendar date `YYYY-MM-DD`, as zod's `z.iso.date()`. */
export const isIsoDate: Guard<string> = (value): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A moment with its offset, as `Date.toISOString()` writes it (zod's `z.iso.datetime({ offset: true })`). */
export const isIsoDateTime: Guard<string> = (value): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends string | number | boolean>(values: readonly T[]): Guard<T> {
  return (value): value is T => (values as readonly unknown[]).includes(value);
}

/* @__NO_SIDE_EFFECTS__ */
export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

/** A field that may be absent. */
/* @__NO_SIDE_EFFECTS__ */
export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value);
}

/* @__NO_SIDE_EFFECTS__ */
export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  // Every index, holes included (`every` would skip a hole, which zod refuses).
  return (value): value is T[] => Array.isArray(value) && Array.from(value).every((item) => guard(item));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/* @__NO_SIDE_EFFECTS__ */
export function recordOf<T>(guard: Guard<T>): Guard<Record<string, T>> {
  return (value): value is Record<string, T> => isPlainObject(value) && Object.values(value).every(guard);
}

/** An object with these fields (others are let through, as zod lets them through and strips them). */
/* @__NO_SIDE_EFFECTS__ */
export function object<Shape extends Record<string, Guard<unknown>>>(
  shape: Shape,
): Guard<{ [K in keyof Shape]: Guarded<Shape[K]> }> {
  const fields = Object.entries(shape);
  return (value): value is { [K in keyof Shape]: Guarded<Shape[K]> } =>
    isPlainObject(value) && fields.every(([key, guard]) => guard(value[key]));
}

/* @__NO_SIDE_EFFECTS__ */
export function either<A, B>(first: Guard<A>, second: Guard<B>): Guard<A | B> {
  return (value): value is A | B => first(value) || second(value);
}
