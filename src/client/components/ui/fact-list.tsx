import type { ReactNode } from 'react';

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const;

export type Fact = readonly [term: string, value: ReactNode];

/** Named values as a description list: each term above its value, in up to two or three columns. */
export function FactList({ items, columns = 2 }: { items: readonly Fact[]; columns?: keyof typeof COLUMNS }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 text-sm ${COLUMNS[columns]}`}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
