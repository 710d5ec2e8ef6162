import type { ItemTextLoaders } from '../item-texts.ts';

/**
 * `#item-texts` in the English build: the items are written in English, so there is nothing to load. Every other
 * language's build takes texts/<language>/index.ts instead (vite.config.ts), written from its record by
 * `npm run translations:records`.
 */
export const ITEM_TEXT_LOADERS: ItemTextLoaders | undefined = undefined;
