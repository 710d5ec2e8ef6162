import { z } from 'zod';
import { LANGUAGE_NAMES, LANGUAGES, OFFERED_LANGUAGES } from './languages.ts';

/**
 * Any of the six languages, as a call names one (a module of its own: the pages that read languages.ts must not
 * download zod). Naming a language is not yet taking an assessment in it: the server checks that against the
 * languages it serves.
 */
export const languageSchema = z.enum(LANGUAGES, {
  error: `Unknown language. Use one of: ${LANGUAGES.join(', ')}.`,
});

/** What a call that names a language the server does not offer answers. */
export const NOT_OFFERED_MESSAGE = `Assessments can be taken in ${OFFERED_LANGUAGES.map((language) => LANGUAGE_NAMES[language].inEnglish).join(', ')} for now.`;
