import type { MessageLanguage } from '../../../domain/messages/messages.ts';

/**
 * The import condition under which `#messages/*`, `#insights/*` and `#item-texts` resolve to a language's modules
 * (package.json "imports"): a report worker started from the source runs with it, and the compiled server's
 * worker for that language is bundled with it. English is the default, which needs no condition.
 */
export function languageCondition(language: MessageLanguage): string {
  return `language-${language}`;
}

/** The compiled worker of a language, beside the server's modules: `report-worker.js` for English. */
export function reportWorkerFile(language: MessageLanguage): string {
  return language === 'en' ? 'report-worker.js' : `report-worker-${language}.js`;
}
