import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * Any of the six languages, as a call names one (a module of its own: the pages that read languages.ts must not
 * download zod). Naming a language is not yet taking an assessment in it: the server checks that against the
 * languages it serves.
 */
export const languageSchema = z.enum(LANGUAGES, {
  error: `Unknown language. Use one of: ${LANGUAGES.join(', ')}.`,
});
