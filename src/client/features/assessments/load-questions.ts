import { ITEM_TEXT_LOADERS } from '#item-texts';
import { ASSESSMENT_TYPES, type AssessmentType } from '../../../domain/assessments/assessment-types.ts';
import type { Question } from '../../../domain/assessments/questions.ts';
import type { ItemTexts } from '../../../domain/assessments/translations/item-texts.ts';
import { createKeyedLoader } from '../../lib/keyed-loader.ts';

/**
 * A question as the page shows it: in the build's language, with the answer labels in it too (absent in English,
 * whose labels are the scale's own).
 */
export type ShownQuestion = Question & { answerLabels?: readonly string[] };

// One chunk per assessment: a visitor downloads the 8 to 30 questions they are answering, not all 87.
// (`getQuestions` would bring every question file into this public page; the lists are the same objects.)
const ENGLISH: Readonly<Record<AssessmentType, () => Promise<readonly Question[]>>> = {
  audhd: () => import('../../../domain/assessments/questions/audhd.ts').then((m) => m.AUDHD_QUESTIONS),
  asd: () => import('../../../domain/assessments/questions/asd.ts').then((m) => m.ASD_QUESTIONS),
  adhd: () => import('../../../domain/assessments/questions/adhd.ts').then((m) => m.ADHD_QUESTIONS),
  spd: () => import('../../../domain/assessments/questions/spd.ts').then((m) => m.SPD_QUESTIONS),
  dyspraxia: () =>
    import('../../../domain/assessments/questions/dyspraxia.ts').then((m) => m.DYSPRAXIA_QUESTIONS),
  dyslexia: () =>
    import('../../../domain/assessments/questions/dyslexia.ts').then((m) => m.DYSLEXIA_QUESTIONS),
};

/** The questions with the build language's reconciled translations (translations/texts/, issue 28). */
export function translateQuestions(questions: readonly Question[], texts: ItemTexts): ShownQuestion[] {
  return questions.map((question) => ({
    ...question,
    text: texts.items[question.id] ?? question.text,
    answerLabels: texts.answerLabels,
  }));
}

// In another language's build, the English questions (ids, keying, scoring) and that language's texts of them
// download side by side.
export const loadQuestions = createKeyedLoader<AssessmentType, readonly ShownQuestion[]>(
  Object.fromEntries(ASSESSMENT_TYPES.map((type) => [type, () => load(type)])) as Record<
    AssessmentType,
    () => Promise<readonly ShownQuestion[]>
  >,
);

async function load(type: AssessmentType): Promise<readonly ShownQuestion[]> {
  if (!ITEM_TEXT_LOADERS) return ENGLISH[type]();
  const [questions, texts] = await Promise.all([ENGLISH[type](), ITEM_TEXT_LOADERS[type]()]);
  return translateQuestions(questions, texts);
}

/** Whether this build's questions are translations, which the page says in one line. */
export const ARE_QUESTIONS_TRANSLATED = ITEM_TEXT_LOADERS !== undefined;
