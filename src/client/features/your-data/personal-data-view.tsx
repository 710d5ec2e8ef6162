import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as v from '#messages/your-data-view';
import { getAssessment, isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import { levelLabel } from '../../../domain/assessments/levels.ts';
import { formatBuyerPrice } from '../../../domain/checkout/price.ts';
import { formatDate } from '../../../domain/locale/locale.ts';
import { COUNTRY_NAMES, isCountryCode } from '../../../domain/report/countries.ts';
import type { PersonalData } from '../../../domain/your-data/schemas.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ClosePageButton } from './close-page-button.tsx';
import { CorrectEmailForm } from './correct-email-form.tsx';
import { EraseSection } from './erase-section.tsx';
import { EXPORT_URL } from './your-data-api.ts';

const formatLongDate = (iso: string) => formatDate(new Date(iso), 'long');
const assessmentName = (type: string) => (isAssessmentType(type) ? getAssessment(type).name : type);

type PersonalResult = PersonalData['results'][number];

/**
 * A retake, beside the take before it: the bands then and now on the same wording; on another wording, only that
 * the questions changed (a reworded question is a different question, so answers are never compared across).
 */
function SinceEarlier({ earlier, later }: { earlier: PersonalResult; later: PersonalResult }) {
  const date = formatLongDate(earlier.createdAt);
  return (
    <span className="mt-1 block text-muted">
      {earlier.itemSetVersion === later.itemSetVersion
        ? v.sinceSameWording({ date, before: levelLabel(earlier.level), after: levelLabel(later.level) })
        : v.sinceReworded({ date })}
    </span>
  );
}
const countryName = (code: string) => (isCountryCode(code) ? COUNTRY_NAMES[code] : code);
/** A status in the page's words; one the words do not know, as the data holds it. */
const statusIn = (words: Readonly<Record<string, string>>, status: string) => words[status] ?? status;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-muted">{children}</p>;
}

/** Every result, order, invitation and e-mail held for the address, with the actions the policy promises. */
export function PersonalDataView({
  data,
  expiresAt,
  notice,
  onCorrectionRequested,
  onErased,
  onClosed,
}: {
  data: PersonalData;
  expiresAt: string;
  /** Said first, for instance after a correction was confirmed. */
  notice: string | null;
  onCorrectionRequested: (message: string) => void;
  onErased: (message: string) => void;
  /** The visitor closed the page themselves. */
  onClosed: (message: string) => void;
}) {
  return (
    <div className="space-y-6">
      {notice ? (
        <p role="status" className="rounded-xl border border-brand bg-surface p-4 font-medium">
          {notice}
        </p>
      ) : null}
      <div className="rounded-xl bg-brand-soft p-4">
        <p>
          {v.holdingBefore}
          <strong>{data.email}</strong>
          {v.holdingAfter({ time: formatDate(new Date(expiresAt), 'time') })}
        </p>
        <ClosePageButton onClosed={onClosed} />
      </div>

      <Section title={v.resultsTitle}>
        {data.results.length === 0 ? (
          <Empty>{v.noResults}</Empty>
        ) : (
          <ul className="space-y-2">
            {data.results.map((result, index) => {
              const earlier = data.results
                .slice(0, index)
                .findLast((candidate) => candidate.assessmentType === result.assessmentType);
              return (
                <li key={result.id} className="rounded-lg border border-line p-3">
                  <strong>{assessmentName(result.assessmentType)}</strong>
                  {v.resultTaken({
                    date: formatLongDate(result.createdAt),
                    score: result.score,
                    level: levelLabel(result.level),
                    answers: Object.keys(result.responses).length,
                  })}
                  {earlier ? <SinceEarlier earlier={earlier} later={result} /> : null}
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      {data.enteredOnResults.length > 0 ? (
        <Section title={v.enteredTitle}>
          <p className="text-muted">{v.enteredText}</p>
          <ul className="mt-3 space-y-2">
            {data.enteredOnResults.map((result) => (
              <li key={result.id} className="rounded-lg border border-line p-3">
                <strong>{assessmentName(result.assessmentType)}</strong>
                {v.enteredTaken({ date: formatLongDate(result.createdAt) })}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={v.ordersTitle}>
        {data.orders.length === 0 ? (
          <Empty>{v.noOrders}</Empty>
        ) : (
          <ul className="space-y-2">
            {data.orders.map((order) => (
              <li key={order.id} className="rounded-lg border border-line p-3">
                <strong>{order.reference}</strong>
                {v.orderLine({
                  assessment: assessmentName(order.assessmentType),
                  price: formatBuyerPrice(order.amount, order.currency),
                  date: formatLongDate(order.createdAt),
                  status: statusIn(v.orderStatuses, order.status),
                })}
                {order.consentedAt ? v.orderConsent({ date: formatLongDate(order.consentedAt) }) : null}
                {order.country ? v.orderCountry({ country: countryName(order.country) }) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={v.invitationsTitle}>
        {data.invitations.length === 0 ? (
          <Empty>{v.noInvitations}</Empty>
        ) : (
          <ul className="space-y-2">
            {data.invitations.map((invitation) => (
              <li key={invitation.id}>
                {v.invitedOn({
                  date: formatLongDate(invitation.createdAt),
                  status: statusIn(v.invitationStatuses, invitation.status),
                })}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={v.messagesTitle}>
        {data.messages.length === 0 ? (
          <Empty>{v.noMessages}</Empty>
        ) : (
          <ul className="space-y-2">
            {data.messages.map((message) => (
              <li key={message.id}>
                {v.messageLine({
                  name: v.messageNames[message.kind] ?? v.otherMessage,
                  date: formatLongDate(message.createdAt),
                  status: statusIn(v.messageStatuses, message.status),
                })}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={v.downloadTitle}>
        <p className="text-muted">{v.downloadText}</p>
        <a href={EXPORT_URL} download className={`${buttonClasses('secondary')} mt-4`}>
          <Download aria-hidden="true" className="size-5" />
          {v.downloadButton}
        </a>
      </Section>

      <Section title={v.correctTitle}>
        <CorrectEmailForm current={data.email} onRequested={onCorrectionRequested} />
      </Section>

      <Section title={v.eraseTitle}>
        <EraseSection onErased={onErased} />
      </Section>
    </div>
  );
}
