// Written by `npm run translations:records` from ../../fr.ts; edit the record, not this file.
import type { ItemTextLoaders } from '../../item-texts.ts';

export const ITEM_TEXT_LOADERS: ItemTextLoaders = {
  audhd: () => import('./audhd.ts').then((module) => module.TEXTS),
  asd: () => import('./asd.ts').then((module) => module.TEXTS),
  adhd: () => import('./adhd.ts').then((module) => module.TEXTS),
  spd: () => import('./spd.ts').then((module) => module.TEXTS),
  dyspraxia: () => import('./dyspraxia.ts').then((module) => module.TEXTS),
  dyslexia: () => import('./dyslexia.ts').then((module) => module.TEXTS),
};
