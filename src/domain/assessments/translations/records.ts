import { ITEMS_IN_GERMAN } from './de.ts';
import { ITEMS_IN_SPANISH } from './es.ts';
import { ITEMS_IN_FRENCH } from './fr.ts';
import { ITEMS_IN_ITALIAN } from './it.ts';
import type { ItemSetTranslation } from './item-translation.ts';
import { ITEMS_IN_DUTCH } from './nl.ts';

/** Every language's record of the items (docs/translations/). */
export const ITEM_SET_TRANSLATIONS: readonly ItemSetTranslation[] = [
  ITEMS_IN_GERMAN,
  ITEMS_IN_FRENCH,
  ITEMS_IN_SPANISH,
  ITEMS_IN_DUTCH,
  ITEMS_IN_ITALIAN,
];
