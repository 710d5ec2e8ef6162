import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { Language } from '../../../domain/locale/languages.ts';

/**
 * Published pictures of the results of one assessment, for the comparison with other takers
 * (docs/decisions/028-private-comparison.md). Each row is taken once, with its noise, and never changed: every
 * instance shows the latest row, so asking again, or asking another instance, draws no fresh noise.
 */
export const comparisonSnapshots = pgTable(
  'comparison_snapshots',
  {
    id: serial('id').primaryKey(),
    assessmentType: varchar('assessment_type', { length: 32 }).$type<AssessmentType>().notNull(),
    itemSetVersion: integer('item_set_version').notNull(),
    /** The language of the results counted: each language's pool is its own. */
    language: varchar('language', { length: 8 }).$type<Language>().notNull().default('en'),
    /** Noisy counts per score bin, as published. */
    bins: jsonb('bins').$type<number[]>().notNull(),
    /**
     * The true number of results counted, never published: it decides when the pool has grown enough for the
     * next snapshot.
     */
    counted: integer('counted').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comparison_snapshots_latest_idx').on(
      table.assessmentType,
      table.itemSetVersion,
      table.language,
      table.takenAt,
    ),
  ],
);
