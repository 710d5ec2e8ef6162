// Written by `npm run translations:records` from ../../de.ts; edit the record, not this file.
import type { ItemTextLoaders } from '../../item-texts.ts';

const ANSWER_LABELS: readonly string[] = [
  'Stimme gar nicht zu',
  'Stimme nicht zu',
  'Weder noch',
  'Stimme zu',
  'Stimme voll zu',
];

export const ITEM_TEXT_LOADERS: ItemTextLoaders = {
  audhd: () => import('./audhd.ts').then((module) => ({ answerLabels: ANSWER_LABELS, items: module.ITEMS })),
  asd: () => import('./asd.ts').then((module) => ({ answerLabels: ANSWER_LABELS, items: module.ITEMS })),
  adhd: () => import('./adhd.ts').then((module) => ({ answerLabels: ANSWER_LABELS, items: module.ITEMS })),
  spd: () => import('./spd.ts').then((module) => ({ answerLabels: ANSWER_LABELS, items: module.ITEMS })),
  dyspraxia: () =>
    import('./dyspraxia.ts').then((module) => ({ answerLabels: ANSWER_LABELS, items: module.ITEMS })),
  dyslexia: () =>
    import('./dyslexia.ts').then((module) => ({ answerLabels: ANSWER_LABELS, items: module.ITEMS })),
};
