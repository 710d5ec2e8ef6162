import type { ReactNode } from 'react';
import { BODY_SIZE, CONTENT_WIDTH, PAGE_PADDING_BOTTOM, PAGE_PADDING_TOP, SMALL_SIZE } from './theme.ts';

// The report is built as a list of sheets, one <Page> each, so every page number is known in advance and
// printed as plain text. react-pdf's own page numbers (a render prop) make it lay out every page again, and its
// page wrapping lays out everything after a break again for every further page; together they more than
// doubled the render time. Long sections are packed into sheets with a deliberately generous estimate of each
// block's height. renderSheets (render-report-pdf.tsx) checks the page count afterwards and falls back to
// react-pdf's numbering if a sheet ever runs over.

export type Sheet = { key: string; body: ReactNode };

// A4 is 841.89 pt tall; the page padding leaves this much for content.
const SHEET_HEIGHT = 841.89 - PAGE_PADDING_TOP - PAGE_PADDING_BOTTOM;
export const LINE = BODY_SIZE * 1.5;
export const SMALL_LINE = SMALL_SIZE * 1.45;
// Atkinson Hyperlegible averages 0.44 em per character in this report's text; 0.5 leaves room for bold words and
// capitals.
const EM_PER_CHARACTER = 0.5;

/**
 * The lines a text takes, wrapped word by word as the PDF wraps it (hyphenation is off): a long word that does not
 * fit moves whole to the next line, which German's compounds do often, so counting characters alone fell short.
 */
export function lineCount(text: string, width: number, size: number = BODY_SIZE): number {
  const perLine = Math.floor(width / (size * EM_PER_CHARACTER));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const needed = used === 0 ? word.length : used + 1 + word.length;
    if (used > 0 && needed > perLine) {
      lines += 1;
      used = word.length;
    } else {
      used = needed;
    }
  }
  return lines;
}

export type Block = { key: string; height: number; node: ReactNode };

/** What opens a long section's first sheet, with its estimated height. */
export type SheetIntro = { height: number; node: ReactNode };

/**
 * Fills sheets in order; a block that does not fit on the current sheet starts the next one, even when it would
 * have been the first block after a section's opening (longer wording, as in German, can leave no room for it).
 */
function packBlocks(blocks: readonly Block[], firstSheetUsed: number): Block[][] {
  const sheets: Block[][] = [[]];
  let used = firstSheetUsed;
  for (const block of blocks) {
    const current = sheets.at(-1) ?? [];
    if (used > 0 && used + block.height > SHEET_HEIGHT) {
      sheets.push([block]);
      used = block.height;
    } else {
      current.push(block);
      used += block.height;
    }
  }
  return sheets;
}

/**
 * A long section's sheets, keyed `${key}-0`, `${key}-1` and so on. The intro opens the first sheet, its estimated
 * height counted there; the blocks fill the rest of it and as many sheets after it as they need.
 */
export function packSheets(key: string, blocks: readonly Block[], intro: SheetIntro | null = null): Sheet[] {
  return packBlocks(blocks, intro?.height ?? 0).map((sheet, index) => ({
    key: `${key}-${index}`,
    body: (
      <>
        {index === 0 ? intro?.node : null}
        {sheet.map((block) => block.node)}
      </>
    ),
  }));
}

export const SECTION_TITLE_HEIGHT = 15 + 4 + 22 * 1.25 + 14;
export const H2_HEIGHT = 15 * 1.3 + 18 + 8;
export const H3_HEIGHT = 12.5 * 1.35 + 12 + 4;

export function paragraphHeight(text: string, width: number = CONTENT_WIDTH): number {
  return lineCount(text, width) * LINE + 10;
}
