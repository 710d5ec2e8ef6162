import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'wouter';
import * as m from '#messages/payment-return';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import type { OrderConfirmation } from '../../../domain/checkout/schemas.ts';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Clock } from '../../components/ui/icons/clock.tsx';
import { SearchX } from '../../components/ui/icons/search-x.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { errorStatus, getOrderConfirmation, resendOrderEmail, visitorMessage } from './checkout-api.ts';
import { EmailDeliveryIssue } from './email-delivery-issue.tsx';
import { DeliveryFailedPage, PageShell, ReturnHome, StatusHeading } from './page-parts.tsx';
import { PurchaseConfirmation } from './purchase-confirmation.tsx';
import { ResendButton } from './resend-button.tsx';
import { SuccessPanel } from './success-panel.tsx';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderConfirmation }
  /** The server's one answer for a ref that is not this visitor's order, whatever the reason. */
  | { status: 'not-found'; message: string }
  /** No answer (a lost connection, a server error): the order itself is safe. */
  | { status: 'failed' };

function titleOf(state: LoadState): string {
  if (state.status === 'not-found') return m.orderNotFoundTitle;
  if (state.status !== 'ready') return m.yourOrderTitle;
  return state.order.delivery === 'email-failed' ? m.completedTitle : m.successTitle;
}

async function loadOrder(ref: string, signal?: AbortSignal): Promise<LoadState> {
  try {
    return { status: 'ready', order: await getOrderConfirmation(ref, signal) };
  } catch (error) {
    return errorStatus(error) === 404
      ? { status: 'not-found', message: visitorMessage(error, m.orderNotFound) }
      : { status: 'failed' };
  }
}

/**
 * `/orders/<ref>`: an order's confirmation, at an address of its own that survives a reload, a restored tab and
 * Back. Every order lands here (a free code, a referral reward, a paid checkout); only the visitor who placed the
 * order is answered, and the address is shown masked.
 */
export default function OrderConfirmationPage() {
  const { ref = '' } = useParams<{ ref: string }>();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(titleOf(state));

  useEffect(() => {
    const controller = new AbortController();
    void loadOrder(ref, controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setState(loaded);
    });
    return () => controller.abort();
  }, [ref]);

  // Keyboard and screen-reader users are taken to the news once it is here.
  useEffect(() => {
    if (state.status !== 'loading') headingRef.current?.focus();
  }, [state.status]);

  const retry = () => {
    setState({ status: 'loading' });
    void loadOrder(ref).then(setState);
  };

  if (state.status === 'loading') return <PageLoading label={m.loadingOrder} />;

  if (state.status === 'not-found') {
    return (
      <PageShell>
        <StatusHeading
          headingRef={headingRef}
          icon={<SearchX aria-hidden="true" className="size-8 text-brand" />}
        >
          {m.orderNotFoundTitle}
        </StatusHeading>
        <p className="mt-3 text-lg">{state.message}</p>
        <div className="mt-8">
          <ReturnHome />
        </div>
      </PageShell>
    );
  }

  if (state.status === 'failed') {
    return (
      <PageShell>
        <StatusHeading
          headingRef={headingRef}
          icon={<Clock aria-hidden="true" className="size-8 text-warn-ink" />}
        >
          {m.orderNotLoadedTitle}
        </StatusHeading>
        <p className="mt-3 text-lg">{m.orderNotLoadedText}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button onClick={retry}>{m.checkAgain}</Button>
          <ReturnHome variant="secondary" />
        </div>
      </PageShell>
    );
  }

  const { order } = state;
  const reportName = getAssessment(order.assessmentType).name;
  const address = order.maskedEmail ? (
    <strong className="font-semibold break-words">{order.maskedEmail}</strong>
  ) : (
    m.givenAddress
  );
  const send = () => resendOrderEmail(order.orderRef);

  if (order.delivery === 'email-failed') {
    return (
      <DeliveryFailedPage
        headingRef={headingRef}
        thankYou={<p>{m.thankYouForOrderingAssessment({ assessment: reportName })}</p>}
        issue={<EmailDeliveryIssue email={order.maskedEmail} send={send} />}
      />
    );
  }

  return (
    <PageShell>
      <SuccessPanel headingRef={headingRef} title={m.successTitle}>
        <p>{m.orderedSuccessfully}</p>
        {order.delivery === 'decided-by-email' ? (
          // A referral reward: whether this address may take one is told to the address, not here.
          <p>
            {m.outcomeSentToBefore}
            {address}
            {m.outcomeSentToAfter({ assessment: reportName })}
          </p>
        ) : (
          <p>
            {m.reportWillBeSentBefore({ assessment: reportName })}
            {address}
            {m.reportWillBeSentAfter}
          </p>
        )}
        <p>{m.checkInboxShortly}</p>
      </SuccessPanel>
      <NotArrived send={send} />
      <div className="mt-8">
        <PurchaseConfirmation email={order.maskedEmail} orderedType={order.assessmentType} />
      </div>
    </PageShell>
  );
}

/** The resend for an order whose e-mail went out: nothing is wrong, so it stays a quiet offer. */
function NotArrived({ send }: { send: () => ReturnType<typeof resendOrderEmail> }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {m.notArrivedHeading}
      </h2>
      <p className="mt-2 text-muted">{m.notArrivedText}</p>
      <div className="mt-4">
        <ResendButton send={send} />
      </div>
    </section>
  );
}
