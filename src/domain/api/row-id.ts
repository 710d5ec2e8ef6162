import { z } from 'zod';

/**
 * The largest id a `serial` column holds. A larger number names no row, and PostgreSQL refuses to compare it with
 * an integer column at all, so it must be refused at the edge with a 400 instead of failing in the query.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a body or a path: a whole number from 1 to MAX_ROW_ID; a string of digits is read as a number. */
export const rowIdSchema = z.coerce
  .number({ error: 'The id must be a number.' })
  .int('The id must be a whole number.')
  .positive('The id must be a positive number.')
  .max(MAX_ROW_ID, 'No record has this id.');
