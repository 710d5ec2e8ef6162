import { LANGUAGE_NAMES } from '../../locale/languages.ts';
import { type ItemSetTranslation, KEPT, SAME_MEANING, type TranslatedText } from './item-translation.ts';

/** A table cell: one line, with the pipe that would end the cell written as an entity. */
function cell(text: string): string {
  return text.replaceAll('|', '&#124;').replaceAll(/\s*\n\s*/g, ' ');
}

function row(first: string, text: TranslatedText): string {
  return `| ${[first, text.english, text.translation, text.backTranslation, text.reconciliation].map(cell).join(' | ')} |`;
}

/**
 * `docs/translations/<language>.md`: a language's record as a reader checks it, item by item. Written by
 * `npm run translations:records` from the record in code, and kept equal to it by a test.
 */
export function renderTranslationRecord(record: ItemSetTranslation): string {
  const { inEnglish, inItself } = LANGUAGE_NAMES[record.language];
  const header = `| | English | ${inItself} | Back-translation | Reconciliation |\n|---|---|---|---|---|`;
  const same = record.items.filter((item) => item.reconciliation === SAME_MEANING).length;
  const kept = record.items.filter((item) => item.reconciliation.startsWith(KEPT)).length;
  return [
    `# ${inEnglish} (${record.language}): translation record of the items`,
    '',
    `Item set version ${record.itemSetVersion}, reconciled on ${record.reconciledOn}. How it was made and what it is`,
    'not: [README.md](README.md). This file is written from',
    `\`src/domain/assessments/translations/${record.language}.ts\` by \`npm run translations:records\`; edit the record,`,
    'not this file.',
    '',
    `${record.items.length} items: ${same} with the same meaning, ${kept} kept with the choice explained, ` +
      `${record.items.length - same - kept} changed after the back-translation.`,
    '',
    '## Answer labels',
    '',
    header,
    ...record.answerLabels.map((label, index) => row(String(index), label)),
    '',
    '## Items',
    '',
    header,
    ...record.items.map((item) => row(item.id, item)),
    '',
  ].join('\n');
}
