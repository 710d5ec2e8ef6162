import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '../../locale/languages.ts';
import { ASSESSMENT_TYPES } from '../assessment-types.ts';
import { CURRENT_ITEM_SET_VERSION } from '../item-sets.ts';
import { ANSWER_OPTIONS, getQuestions } from '../questions.ts';
import { type ItemTextLoaders, itemTextsOf } from './item-texts.ts';
import { KEPT, SAME_MEANING, SECOND_BACK_TRANSLATION } from './item-translation.ts';
import { renderTranslationRecord } from './record-document.ts';
import { ITEM_SET_TRANSLATIONS } from './records.ts';

const ITEMS = ASSESSMENT_TYPES.flatMap((type) => getQuestions(type));
const DOCS = path.resolve(import.meta.dirname, '../../../../docs/translations');

describe('the translation records of the items', () => {
  it('cover every language being translated, once', () => {
    expect(ITEM_SET_TRANSLATIONS.map((record) => record.language).sort()).toEqual(
      [...TRANSLATED_LANGUAGES].sort(),
    );
  });

  describe.each(ITEM_SET_TRANSLATIONS.map((record) => [record.language, record] as const))(
    '%s',
    (_language, record) => {
      it("translate today's wording of every item, in order: an item whose English changed reopens its translation", () => {
        expect(record.itemSetVersion).toBe(CURRENT_ITEM_SET_VERSION);
        expect(record.items.map((item) => [item.id, item.english])).toEqual(
          ITEMS.map((item) => [item.id, item.text]),
        );
      });

      it('translate the five answer labels from "Strongly Disagree" to "Strongly Agree"', () => {
        expect(record.answerLabels.map((label) => label.english)).toEqual(
          ANSWER_OPTIONS.map((option) => option.label),
        );
      });

      it('have a translation, a back-translation and a reconciliation for each, the translation not left in English', () => {
        for (const text of [...record.answerLabels, ...record.items]) {
          expect(text.translation.trim(), text.english).not.toBe('');
          expect(text.backTranslation.trim(), text.english).not.toBe('');
          expect(text.reconciliation.trim(), text.english).not.toBe('');
        }
        // A label may be one word that two languages share ("Neutral"); a statement never is.
        for (const item of record.items) expect(item.translation, item.id).not.toBe(item.english);
      });

      it('settle every item one of three ways, and back-translate every change blind again', () => {
        for (const item of record.items) {
          const { reconciliation } = item;
          const isSettled =
            reconciliation === SAME_MEANING ||
            reconciliation.startsWith(KEPT) ||
            reconciliation.includes(`${SECOND_BACK_TRANSLATION} "`);
          expect(isSettled, `${item.id}: ${reconciliation}`).toBe(true);
        }
      });

      it("is what the language's pages load, assessment by assessment (texts/, npm run translations:records)", async () => {
        const { ITEM_TEXT_LOADERS } = (await import(`./texts/${record.language}/index.ts`)) as {
          ITEM_TEXT_LOADERS: ItemTextLoaders;
        };
        for (const type of ASSESSMENT_TYPES) {
          const texts = await ITEM_TEXT_LOADERS[type]();
          expect(texts, type).toEqual(itemTextsOf(record, type));
          expect(Object.keys(texts.items), type).toEqual(getQuestions(type).map((item) => item.id));
        }
      });

      it('is the record docs/translations shows', () => {
        const written = readFileSync(path.join(DOCS, `${record.language}.md`), 'utf8');
        expect(written).toBe(renderTranslationRecord(record));
      });
    },
  );
});
