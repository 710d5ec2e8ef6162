import { scoreInBand, scoreOutOf, yourScoreBand } from '#messages/result-words';
import type { Band, Level } from '../../../domain/assessments/levels.ts';

// A calm ramp of the brand colour: more alignment is a deeper shade, never an alarming red. (In forced colours, a
// ramp of system colours: styles.css.)
const BAND_COLOURS: Readonly<Record<Level, string>> = {
  low: 'bg-brand/15 forced-fill-low',
  medium: 'bg-brand/45 forced-fill-mid',
  high: 'bg-brand/80 forced-fill-high',
};

type Props = {
  title: string;
  score: number;
  bands: readonly Band[];
  levelLabels: Readonly<Record<Level, string>>;
  /** Smaller type for secondary bars such as subscores. */
  isCompact?: boolean;
};

function percentOf(value: number, max: number): number {
  return Math.min(100, Math.max(0, (value / (max + 1)) * 100));
}

/** Room for a legend entry: its label's longest word and the swatch before it (about two characters wide). */
function legendColumnCh(bands: readonly Band[], levelLabels: Readonly<Record<Level, string>>): number {
  const words = bands.flatMap((band) => levelLabels[band.level].split(/\s+/));
  return Math.max(...words.map((word) => word.length)) + 2;
}

/**
 * A score drawn on a bar split into its three level bands. The picture is for sighted readers; the same facts
 * are in the text (title, score, band legend), so nothing depends on seeing the colours.
 */
export function ScoreBar({ title, score, bands, levelLabels, isCompact = false }: Props) {
  const max = bands.at(-1)?.max ?? score;
  const current = bands.find((band) => score >= band.min && score <= band.max) ?? bands.at(-1);
  // The marker sits in the middle of the score's unit, so it lines up with the band edges.
  const markerAt = percentOf(score + 0.5, max);
  const labelAt = Math.min(92, Math.max(8, markerAt));

  return (
    <figure className={isCompact ? 'mt-4' : 'mt-6'}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className={isCompact ? 'font-medium' : 'font-semibold'}>{title}</span>
        <span className="text-sm text-muted">
          <span className="font-semibold text-ink">{score}</span>
          {scoreOutOf({ max })}
          {current ? (
            <span className="sr-only">{scoreInBand({ level: levelLabels[current.level] })}</span>
          ) : null}
        </span>
      </figcaption>
      <div aria-hidden="true" className={`relative ${isCompact ? 'pt-7' : 'pt-9'}`}>
        <span
          className="absolute top-0 -translate-x-1/2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-surface"
          style={{ left: `${labelAt}%` }}
        >
          {score}
        </span>
        <div
          className={`forced-edge flex overflow-hidden rounded-full ring-1 ring-brand/30 ${isCompact ? 'h-3' : 'h-4'}`}
        >
          {bands.map((band) => (
            <div
              key={band.level}
              className={`${BAND_COLOURS[band.level]} border-r-2 border-surface last:border-r-0`}
              style={{ width: `${percentOf(band.max - band.min + 1, max)}%` }}
            />
          ))}
        </div>
        <span
          className={`forced-fill-mark absolute -translate-x-1/2 rounded-sm bg-ink ${isCompact ? 'top-6 h-5 w-1' : 'top-8 h-6 w-1'}`}
          style={{ left: `${markerAt}%` }}
        />
      </div>
      {/* Three bands side by side while each has room for its longest word beside its swatch, else fewer per
          line: a long word ('Übereinstimmung') moves a band to the next line rather than being broken. */}
      <ul
        className="mt-2 grid gap-2 text-xs sm:text-sm"
        style={{
          gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${legendColumnCh(bands, levelLabels)}ch), 1fr))`,
        }}
      >
        {bands.map((band) => {
          const isCurrent = band.level === current?.level;
          return (
            <li key={band.level} className={isCurrent ? 'font-semibold text-ink' : 'text-muted'}>
              <span className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className={`forced-edge inline-block size-3 shrink-0 rounded-sm ring-1 ring-brand/30 ${BAND_COLOURS[band.level]}`}
                />
                {levelLabels[band.level]}
              </span>
              <span className="block">
                {band.min}–{band.max}
                {isCurrent ? <span className="sr-only">{yourScoreBand}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
