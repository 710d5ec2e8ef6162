import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { AnswerPattern } from '../../../domain/assessments/answer-pattern.ts';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { Level } from '../../../domain/assessments/levels.ts';
import type { ResultContext } from '../../../domain/assessments/result-context.ts';
import type { AudhdSubscores, Responses } from '../../../domain/assessments/scoring.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import { createdAt } from './columns.ts';

/**
 * A finished assessment. Score, level and subscores are the server's own, computed from `responses` when the
 * row was written; the score a client sends is never stored.
 */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    /**
     * The anonymous visitor who took the assessment; only they can read the row back. Null once retention
     * detached the answers from the visitor (they stay for anonymous analysis).
     */
    visitorId: varchar('visitor_id', { length: 64 }),
    assessmentType: varchar('assessment_type', { length: 32 }).$type<AssessmentType>().notNull(),
    responses: jsonb('responses').$type<Responses>().notNull(),
    score: integer('score').notNull(),
    /** audhd only; null for every other type. */
    subscores: jsonb('subscores').$type<AudhdSubscores>(),
    level: varchar('level', { length: 16 }).$type<Level>().notNull(),
    /** Detached by retention or erasure, like the visitor id. */
    email: text('email'),
    preliminaryGenerated: boolean('preliminary_generated').notNull().default(true),
    /** The wording the taker answered (item-sets.ts); results stored before versions were kept are version 1. */
    itemSetVersion: integer('item_set_version').notNull().default(1),
    /**
     * The language of the page it was taken on: its e-mails and report come in it, and it is compared only with
     * results taken in the same language (a translated item set is another instrument until shown otherwise).
     */
    language: varchar('language', { length: 8 }).$type<Language>().notNull().default('en'),
    /** How the sheet reads as a whole (answer-pattern.ts); null for results stored before it was read. */
    answerPattern: varchar('answer_pattern', { length: 16 }).$type<AnswerPattern>(),
    /**
     * The three optional context questions (result-context.ts); null until asked. Personal data in the person's
     * own words: retention and erasure remove it with the visitor id.
     */
    context: jsonb('context').$type<ResultContext>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('assessment_results_visitor_idx').on(table.visitorId),
    // The comparison's count: one assessment's results on one wording in one language, newest per visitor.
    index('assessment_results_comparison_idx').on(
      table.assessmentType,
      table.itemSetVersion,
      table.language,
      table.visitorId,
      table.createdAt,
    ),
  ],
);
