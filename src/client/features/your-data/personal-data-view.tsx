import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
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
  const since = `Since your take of ${formatLongDate(earlier.createdAt)}`;
  return (
    <span className="mt-1 block text-muted">
      {earlier.itemSetVersion === later.itemSetVersion
        ? `${since}: ${levelLabel(earlier.level)} then, ${levelLabel(later.level)} now.`
        : `${since}: some questions were reworded in between, so the answers are not compared.`}
    </span>
  );
}
const countryName = (code: string) => (isCountryCode(code) ? COUNTRY_NAMES[code] : code);

const MESSAGE_NAMES: Record<string, string> = {
  report: 'Your report',
  'address-correction': 'A link to confirm this address',
};

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
          This is everything we hold for <strong>{data.email}</strong>. This page stays open until{' '}
          {formatDate(new Date(expiresAt), 'time')}; after that, ask for a new link.
        </p>
        <ClosePageButton onClosed={onClosed} />
      </div>

      <Section title="Your results">
        {data.results.length === 0 ? (
          <Empty>No results of orders made with this address are stored.</Empty>
        ) : (
          <ul className="space-y-2">
            {data.results.map((result, index) => {
              const earlier = data.results
                .slice(0, index)
                .findLast((candidate) => candidate.assessmentType === result.assessmentType);
              return (
                <li key={result.id} className="rounded-lg border border-line p-3">
                  <strong>{assessmentName(result.assessmentType)}</strong>, taken on{' '}
                  {formatLongDate(result.createdAt)}: score {result.score}, {levelLabel(result.level)},{' '}
                  {Object.keys(result.responses).length} answers stored.
                  {earlier ? <SinceEarlier earlier={earlier} later={result} /> : null}
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      {data.enteredOnResults.length > 0 ? (
        <Section title="Entered on a result">
          <p className="text-muted">
            This address was typed on these results, but no completed order from this address proves they are
            yours. Anyone can type any address, so we do not show their answers here. Erasing your data below
            removes your address from them.
          </p>
          <ul className="mt-3 space-y-2">
            {data.enteredOnResults.map((result) => (
              <li key={result.id} className="rounded-lg border border-line p-3">
                <strong>{assessmentName(result.assessmentType)}</strong>, taken on{' '}
                {formatLongDate(result.createdAt)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Your orders">
        {data.orders.length === 0 ? (
          <Empty>No orders were made with this address.</Empty>
        ) : (
          <ul className="space-y-2">
            {data.orders.map((order) => (
              <li key={order.id} className="rounded-lg border border-line p-3">
                <strong>{order.reference}</strong>: Complete Report, {assessmentName(order.assessmentType)},{' '}
                {formatBuyerPrice(order.amount, order.currency)}, {formatLongDate(order.createdAt)},{' '}
                {order.status}.
                {order.consentedAt
                  ? ` You agreed to keep your answers with your address on ${formatLongDate(order.consentedAt)}.`
                  : null}
                {order.country ? ` Country for your report: ${countryName(order.country)}.` : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Invitations to you">
        {data.invitations.length === 0 ? (
          <Empty>Nobody has invited this address through our referral programme.</Empty>
        ) : (
          <ul className="space-y-2">
            {data.invitations.map((invitation) => (
              <li key={invitation.id}>
                A friend invited you on {formatLongDate(invitation.createdAt)} ({invitation.status}).
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="E-mails we sent you">
        {data.messages.length === 0 ? (
          <Empty>We hold no e-mails to this address.</Empty>
        ) : (
          <ul className="space-y-2">
            {data.messages.map((message) => (
              <li key={message.id}>
                {MESSAGE_NAMES[message.kind] ?? 'A link to this page'}, {formatLongDate(message.createdAt)} (
                {message.status}).
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Download your data">
        <p className="text-muted">
          One file (JSON, readable by people and programs) with everything above, including every answer.
        </p>
        <a href={EXPORT_URL} download className={`${buttonClasses('secondary')} mt-4`}>
          <Download aria-hidden="true" className="size-5" />
          Download my data
        </a>
      </Section>

      <Section title="Correct your e-mail address">
        <CorrectEmailForm current={data.email} onRequested={onCorrectionRequested} />
      </Section>

      <Section title="Withdraw consent and erase">
        <EraseSection onErased={onErased} />
      </Section>
    </div>
  );
}
