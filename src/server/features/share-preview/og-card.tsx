import type { ReactNode } from 'react';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { LEVELS, type Level } from '../../../domain/assessments/levels.ts';
import { MESSAGES, type Messages } from '../../../domain/messages/messages.ts';
import {
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  type ShareImage,
} from '../../../domain/share-preview/share-images.ts';
import { BRAND_PALETTE } from '../../../domain/site/brand-palette.ts';

// The site's palette (src/client/styles.css). Flat fills only: gradients and shadows would cost PNG bytes and
// say nothing a small preview can show.
const COLOURS = BRAND_PALETTE;

export const CARD_FONT_FAMILY = 'Atkinson Hyperlegible';

const PADDING = '60px 72px';

/**
 * The card a link preview shows, as elements for satori (a subset of CSS: every box is a flexbox). Previews are
 * often drawn at a third of this width, so the text is large and there is little of it.
 */
export function OgCard({ image }: { image: ShareImage }) {
  const words = MESSAGES[image.language];
  return (
    <div
      style={{
        width: OG_IMAGE_WIDTH,
        height: OG_IMAGE_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        padding: PADDING,
        backgroundColor: COLOURS.paper,
        borderTop: `16px solid ${COLOURS.brand}`,
        color: COLOURS.ink,
        fontFamily: CARD_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Wordmark size={image.kind === 'site' ? 64 : 44} />
        {image.kind === 'result' ? <Pill>{words['share-card'].sharedResultPill}</Pill> : null}
      </div>
      {image.kind === 'site' ? (
        <SiteBody lines={words['share-card'].siteImageLines} />
      ) : (
        <ResultBody type={image.type} level={image.level} words={words} />
      )}
      <p style={{ margin: 0, fontSize: 28, color: COLOURS.muted }}>{words['share-card'].calmLine}</p>
    </div>
  );
}

function ResultBody({ type, level, words }: { type: AssessmentType; level: Level; words: Messages }) {
  const levels = words['result-words'];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
      <p style={{ margin: 0, fontSize: 60, fontWeight: 700, lineHeight: 1.15 }}>
        {words.catalogue.assessmentWords[type].name}
      </p>
      <p style={{ margin: '16px 0 0', fontSize: 44, fontWeight: 700, color: COLOURS.brand }}>
        {levels.levelLabels[level]}
      </p>
      <div style={{ display: 'flex', gap: 12, marginTop: 32 }}>
        {LEVELS.map((segment) => (
          <BandSegment key={segment} isCurrent={segment === level}>
            {levels.levelShortLabels[segment]}
          </BandSegment>
        ))}
      </div>
    </div>
  );
}

function BandSegment({ isCurrent, children }: { isCurrent: boolean; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0 }}>
      <div
        style={{
          height: 28,
          borderRadius: 14,
          backgroundColor: isCurrent ? COLOURS.brand : COLOURS.brandSoft,
          border: `2px solid ${isCurrent ? COLOURS.brand : COLOURS.line}`,
        }}
      />
      <p
        style={{
          margin: '10px 0 0',
          fontSize: 26,
          fontWeight: isCurrent ? 700 : 400,
          color: isCurrent ? COLOURS.ink : COLOURS.muted,
        }}
      >
        {children}
      </p>
    </div>
  );
}

/** The site's lines, broken by hand: left to wrap on its own, a last word sat alone on a third line. */
function SiteBody({ lines }: { lines: readonly string[] }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
      {lines.map((line) => (
        <p key={line} style={{ margin: 0, fontSize: 64, fontWeight: 700, lineHeight: 1.2 }}>
          {line}
        </p>
      ))}
    </div>
  );
}

function Pill({ children }: { children: ReactNode }) {
  return (
    <span
      style={{
        padding: '8px 20px',
        borderRadius: 999,
        backgroundColor: COLOURS.brandSoft,
        color: COLOURS.brand,
        fontSize: 26,
        fontWeight: 700,
      }}
    >
      {children}
    </span>
  );
}

/** The header's logo (src/client/components/layout/logo.tsx): a rounded square with a ring and a dot. */
function Wordmark({ size }: { size: number }) {
  const mark = Math.round(size * 1.25);
  const ring = Math.round(mark * 0.516);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: Math.round(size * 0.35) }}>
      <div
        style={{
          width: mark,
          height: mark,
          borderRadius: mark / 4,
          backgroundColor: COLOURS.brand,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <div
          style={{
            width: ring,
            height: ring,
            borderRadius: ring / 2,
            border: `${Math.max(3, Math.round(mark * 0.078))}px solid ${COLOURS.surface}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <div
            style={{
              width: Math.round(mark * 0.156),
              height: Math.round(mark * 0.156),
              borderRadius: mark,
              backgroundColor: COLOURS.surface,
            }}
          />
        </div>
      </div>
      <span style={{ fontSize: size, fontWeight: 700, color: COLOURS.brand, letterSpacing: -0.5 }}>
        Traitscope
      </span>
    </div>
  );
}
