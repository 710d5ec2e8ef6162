import { AlertCircle, Compass } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { howToReadTheBands } from '#messages/result-words';
import * as m from '#messages/shared-result';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { getSharedLevelDescription } from '../../../domain/assessments/insights.ts';
import { getBands, getLevel, LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import {
  type DecodedSharePayload,
  decodeSharePayload,
  SHARE_ERROR_MESSAGES,
  type ShareDecodeError,
} from '../../../domain/assessments/share.ts';
import { formatUtcDay } from '../../../domain/locale/locale.ts';
import { AudhdProfile } from '../../components/ui/audhd-profile.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { HomeLink } from '../../components/ui/home-link.tsx';
import { ScoreBar } from '../../components/ui/score-bar.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function SharedResultsPage() {
  const data = new URLSearchParams(useSearch()).get('data');
  const decoded = decodeSharePayload(data);
  return decoded.ok ? <SharedSummary payload={decoded.payload} /> : <SharedError error={decoded.error} />;
}

function SharedSummary({ payload }: { payload: DecodedSharePayload }) {
  const assessment = getAssessment(payload.type);
  // The level follows from the score, so the picture and the words can never disagree.
  const level = getLevel(payload.type, payload.score);
  usePageTitle(m.pageTitle({ assessment: assessment.shortName }));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{m.eyebrow}</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">{assessment.name}</h1>
      {payload.date ? (
        <p className="mt-2 text-muted">{m.takenOn({ date: formatUtcDay(payload.date, 'long') })}</p>
      ) : null}

      <section
        aria-labelledby="shared-summary-title"
        className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <h2 id="shared-summary-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {m.summaryHeading}
        </h2>
        {payload.parts ? (
          <AudhdProfile
            parts={payload.parts}
            score={payload.score}
            reader="friend"
            totalSummary={getSharedLevelDescription(payload.type, level)}
          />
        ) : (
          <>
            <p className="mt-2 text-2xl font-semibold sm:text-3xl">{LEVEL_LABELS[level]}</p>
            <p className="mt-3 text-lg">{getSharedLevelDescription(payload.type, level)}</p>
            <ScoreBar
              title={m.score}
              score={payload.score}
              bands={getBands(payload.type)}
              levelLabels={LEVEL_LABELS}
            />
          </>
        )}
        <p className="mt-3 text-sm text-muted">{howToReadTheBands}</p>
      </section>

      <p className="mt-6 flex gap-2 text-sm text-muted">
        <Compass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {m.readOnly}
      </p>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href={`/assessment/${payload.type}`} className={buttonClasses('primary')}>
          {m.takeThisAssessment}
        </Link>
        <HomeLink variant="secondary">{m.exploreAll}</HomeLink>
      </div>
    </div>
  );
}

function SharedError({ error }: { error: ShareDecodeError }) {
  const message = SHARE_ERROR_MESSAGES[error];
  usePageTitle(message.title);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <AlertCircle aria-hidden="true" className="mx-auto size-10 text-warn-ink" />
      <h1 className="mt-4 text-2xl font-semibold">{message.title}</h1>
      <p className="mt-3 text-muted">{message.description}</p>
      <p className="mt-2 text-muted">{m.askAgain}</p>
      <div className="mt-8 flex justify-center">
        <HomeLink variant="primary">{m.exploreAll}</HomeLink>
      </div>
    </div>
  );
}
