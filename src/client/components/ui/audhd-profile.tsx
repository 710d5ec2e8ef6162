import {
  type AudhdParts,
  describeSharedExperiences,
  getProfileLevels,
  PROFILE_PART_TITLES,
  PROFILE_PARTS,
  type Reader,
  SHARED_EXPERIENCES_ABOUT,
  SHARED_EXPERIENCES_TITLE,
  TOTAL_TITLE,
} from '../../../domain/assessments/audhd-profile.ts';
import { getBands, getSubscoreBands, LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import { ScoreBar } from './score-bar.tsx';

type Props = {
  parts: AudhdParts;
  /** The total, the sum of the parts. */
  score: number;
  reader: Reader;
  /** The sentence about the total's level, shown with the total. */
  totalSummary: string;
};

/**
 * The combined result, profile first (docs/decisions/027-audhd-profile-first.md): the autism-related and
 * ADHD-related parts with their own bands lead; the shared experiences follow in words, with no band and no band
 * colour; the total comes last, smaller, as the sum. The results page and the shared page both show it.
 */
export function AudhdProfile({ parts, score, reader, totalSummary }: Props) {
  const levels = getProfileLevels(parts);
  return (
    <>
      <p data-read-aloud className="mt-2 text-xl font-semibold sm:text-2xl">
        {PROFILE_PARTS.map((part) => (
          <span key={part} className="block">
            {`${PROFILE_PART_TITLES[part]}: ${LEVEL_LABELS[levels[part]]}`}
          </span>
        ))}
      </p>
      {PROFILE_PARTS.map((part) => (
        <ScoreBar
          key={part}
          title={PROFILE_PART_TITLES[part]}
          score={parts[part]}
          bands={getSubscoreBands(part)}
          levelLabels={LEVEL_LABELS}
        />
      ))}
      <section aria-labelledby="shared-experiences" className="mt-6 rounded-xl border border-line p-4">
        <h3 id="shared-experiences" className="font-semibold">
          {SHARED_EXPERIENCES_TITLE}
        </h3>
        <p data-read-aloud className="mt-1">
          {describeSharedExperiences(parts.overlap, reader)}
        </p>
        <p className="mt-1 text-sm text-muted">{SHARED_EXPERIENCES_ABOUT}</p>
      </section>
      <div className="mt-6 border-t border-line pt-2">
        <ScoreBar
          isCompact
          title={TOTAL_TITLE}
          score={score}
          bands={getBands('audhd')}
          levelLabels={LEVEL_LABELS}
        />
        <p className="mt-2 text-sm text-muted">{totalSummary}</p>
      </div>
    </>
  );
}
