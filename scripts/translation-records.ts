/**
 * `npm run translations:records`: writes docs/translations/<language>.md from each language's record of the items
 * (src/domain/assessments/translations/). A test keeps the files equal to what this writes.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderTranslationRecord } from '../src/domain/assessments/translations/record-document.ts';
import { ITEM_SET_TRANSLATIONS } from '../src/domain/assessments/translations/records.ts';

for (const record of ITEM_SET_TRANSLATIONS) {
  const file = path.resolve('docs/translations', `${record.language}.md`);
  writeFileSync(file, renderTranslationRecord(record));
  process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}
