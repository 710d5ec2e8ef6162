/**
 * `npm run translations:records`: from each language's record of the items (src/domain/assessments/translations/),
 * writes docs/translations/<language>.md, the record as a reader checks it, and
 * src/domain/assessments/translations/texts/<language>/, the translations alone as the pages load them (one module
 * per assessment and an index of loaders, which that language's build imports as `#item-texts`). Tests keep both
 * equal to the records.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ASSESSMENT_TYPES } from '../src/domain/assessments/assessment-types.ts';
import { itemTextsOf } from '../src/domain/assessments/translations/item-texts.ts';
import { renderTranslationRecord } from '../src/domain/assessments/translations/record-document.ts';
import { ITEM_SET_TRANSLATIONS } from '../src/domain/assessments/translations/records.ts';

const TEXTS_DIR = path.resolve('src/domain/assessments/translations/texts');
const written: string[] = [];
const write = (file: string, content: string) => {
  writeFileSync(file, content);
  written.push(path.relative(process.cwd(), file));
};

for (const record of ITEM_SET_TRANSLATIONS) {
  write(path.resolve('docs/translations', `${record.language}.md`), renderTranslationRecord(record));

  const dir = path.join(TEXTS_DIR, record.language);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const origin = `// Written by \`npm run translations:records\` from ../../${record.language}.ts; edit the record, not this file.\n`;
  for (const type of ASSESSMENT_TYPES) {
    write(
      path.join(dir, `${type}.ts`),
      `${origin}export const ITEMS: Readonly<Record<string, string>> = ${JSON.stringify(itemTextsOf(record, type).items)};\n`,
    );
  }
  // The answer labels are the same for every assessment: in the index, which the page loads with its first question.
  const { answerLabels } = itemTextsOf(record, ASSESSMENT_TYPES[0]);
  const loaders = ASSESSMENT_TYPES.map(
    (type) =>
      `${JSON.stringify(type)}: () => import('./${type}.ts').then((module) => ({ answerLabels: ANSWER_LABELS, items: module.ITEMS })),`,
  );
  write(
    path.join(dir, 'index.ts'),
    `${origin}import type { ItemTextLoaders } from '../../item-texts.ts';\n\n` +
      `const ANSWER_LABELS: readonly string[] = ${JSON.stringify(answerLabels)};\n\n` +
      `export const ITEM_TEXT_LOADERS: ItemTextLoaders = {\n${loaders.join('\n')}\n};\n`,
  );
}

// The modules in the project's own format, so that `npm run check` reads them as any other file.
const format = spawnSync('npx', ['biome', 'format', '--write', TEXTS_DIR], { stdio: 'inherit' });
if (format.status !== 0) process.exit(format.status ?? 1);
for (const file of written) process.stdout.write(`wrote ${file}\n`);
