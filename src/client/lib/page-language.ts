import { languageOfPath } from '../../domain/locale/language-paths.ts';
import { LANGUAGE_BASE } from './build-language.ts';

/**
 * The language of this build's pages, for what formats a number or date, speaks a text or is stored with a result.
 * Apart from build-language.ts, which the entry imports, so that the language table is downloaded only by the pages
 * that use it.
 */
export const PAGE_LANGUAGE = languageOfPath(`${LANGUAGE_BASE}/`).language;
