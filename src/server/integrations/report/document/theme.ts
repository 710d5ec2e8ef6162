import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import type { Level } from '../../../../domain/assessments/levels.ts';
import { BRAND_PALETTE } from '../../../../domain/site/brand-palette.ts';
import { woffToSfnt } from '../woff-to-sfnt.ts';

// The report's look: the site's calm palette (src/client/styles.css), Atkinson Hyperlegible, and the BDA
// Dyslexia Style Guide's advice (docs/content-basis.md C3): a clear sans-serif, generous line spacing,
// left-aligned text, and no italics, underlining or capitals for emphasis. Every text colour is at least
// 4.5:1 on white.
export const COLOURS = { ...BRAND_PALETTE, track: '#e8eef1', white: '#ffffff' } as const;

// A ramp of the brand colour, like the results page: more alignment is a deeper shade, never an alarming red.
export const BAND_FILLS: Readonly<Record<Level, string>> = {
  low: '#d5e6e4',
  medium: '#8fbab6',
  high: '#3f7e7a',
};

export const PAGE_MARGIN_X = 60;
// A4 is 595.28 pt wide.
export const CONTENT_WIDTH = 595.28 - 2 * PAGE_MARGIN_X;
export const PAGE_PADDING_TOP = 56;
// Room for the footer, which sits 30 pt above the bottom edge.
export const PAGE_PADDING_BOTTOM = 78;

export const BODY_SIZE = 11;
export const SMALL_SIZE = 10;

// The latin subset holds every letter and mark German needs (ä ö ü ß Ä Ö Ü „ “ ‚ ‘ – …), in both weights.
const FONT_FAMILY = 'Atkinson Hyperlegible';
// The latin-ext subset, used as a fallback for letters such as ł, ś and ż in Polish organisation names.
const FONT_FAMILY_EXT = 'Atkinson Hyperlegible Ext';
export const FONT_STACK = [FONT_FAMILY, FONT_FAMILY_EXT];

const require = createRequire(import.meta.url);

// A local file, unpacked from WOFF once and handed to react-pdf as a data URL (see woff-to-sfnt.ts for why).
function fontSource(subset: 'latin' | 'latin-ext', weight: 400 | 700): string {
  const path = require.resolve(
    `@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-${subset}-${weight}-normal.woff`,
  );
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(path)).toString('base64')}`;
}

let isRegistered = false;

/** Registers the local font files once per process; react-pdf keeps them loaded after the first render. */
export function registerReportFonts(): void {
  if (isRegistered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: fontSource('latin', 400), fontWeight: 400 },
      { src: fontSource('latin', 700), fontWeight: 700 },
    ],
  });
  Font.register({
    family: FONT_FAMILY_EXT,
    fonts: [
      { src: fontSource('latin-ext', 400), fontWeight: 400 },
      { src: fontSource('latin-ext', 700), fontWeight: 700 },
    ],
  });
  // Whole words only: split words are harder to read for many of our readers, and break text search.
  Font.registerHyphenationCallback((word) => [word]);
  isRegistered = true;
}
