import { FlaskConical } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { productName } from '#messages/payment';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { formatBuyerPrice } from '../../../domain/checkout/price.ts';
import type { TestCheckoutSession } from '../../../domain/checkout/schemas.ts';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { finishTestCheckout, getTestCheckoutSession, visitorMessage } from './checkout-api.ts';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; session: TestCheckoutSession }
  | { status: 'failed'; message: string };

/**
 * The test payment provider's hosted page: our offline stand-in for Stripe Checkout. It must never be mistaken
 * for a real payment, so it says plainly that no money moves.
 */
export default function TestCheckoutPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session_id') ?? '';
  const [state, setState] = useState<LoadState>(() =>
    sessionId ? { status: 'loading' } : { status: 'failed', message: 'This checkout link is incomplete.' },
  );
  const [busyAction, setBusyAction] = useState<'pay' | 'cancel' | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    getTestCheckoutSession(sessionId, controller.signal)
      .then((session) => setState({ status: 'ready', session }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'failed',
          message: visitorMessage(error, 'This checkout could not be loaded. Please try again.'),
        });
      });
    return () => controller.abort();
  }, [sessionId]);

  const finish = async (action: 'pay' | 'cancel') => {
    setBusyAction(action);
    try {
      window.location.assign(await finishTestCheckout(sessionId, action));
    } catch (error) {
      setBusyAction(null);
      toast({
        title: 'Checkout Error',
        description: visitorMessage(error, 'There was a problem processing your payment. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  if (state.status === 'loading') return <PageLoading label="Loading checkout..." />;

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <div className="flex gap-3 rounded-xl border border-warn-ink/30 bg-warn-soft p-4 text-warn-ink">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="font-semibold">Test payment page.</strong> This site is running with its test
          payment provider: no real money moves and no card details are needed.
        </p>
      </div>

      <h1 className="mt-8 text-3xl font-semibold tracking-tight">Test Checkout</h1>

      {state.status === 'failed' ? (
        <div className="mt-4">
          <p role="alert" className="text-lg">
            {state.message}
          </p>
          <Link href="/standard-payment" className={`${buttonClasses('primary')} mt-6`}>
            Back to the payment page
          </Link>
        </div>
      ) : (
        <OrderSummary session={state.session} busyAction={busyAction} onFinish={finish} />
      )}
    </div>
  );
}

function OrderSummary({
  session,
  busyAction,
  onFinish,
}: {
  session: TestCheckoutSession;
  busyAction: 'pay' | 'cancel' | null;
  onFinish: (action: 'pay' | 'cancel') => void;
}) {
  const total = formatBuyerPrice(session.amount, session.currency);
  return (
    <>
      <section
        aria-labelledby="summary-title"
        className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <h2 id="summary-title" className="text-lg font-semibold">
          Order summary
        </h2>
        <dl className="mt-4 space-y-3">
          <SummaryRow term="Product">
            {productName}: {getAssessment(session.assessmentType).name}
          </SummaryRow>
          {session.email ? (
            <SummaryRow term="Email">
              <span className="break-words">{session.email}</span>
            </SummaryRow>
          ) : null}
          {session.discountCode ? <SummaryRow term="Discount code">{session.discountCode}</SummaryRow> : null}
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-lg font-semibold">
            <dt>Total</dt>
            <dd>{total}</dd>
          </div>
        </dl>
      </section>

      {session.status === 'open' ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="flex-1" disabled={busyAction !== null} onClick={() => onFinish('pay')}>
            {busyAction === 'pay' ? 'Processing...' : 'Pay'}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            className="flex-1"
            disabled={busyAction !== null}
            onClick={() => onFinish('cancel')}
          >
            {busyAction === 'cancel' ? 'Cancelling...' : 'Cancel'}
          </Button>
        </div>
      ) : null}

      {session.status === 'paid' ? (
        <div className="mt-6">
          <p>This checkout has already been paid.</p>
          <Button size="lg" className="mt-4" disabled={busyAction !== null} onClick={() => onFinish('pay')}>
            {busyAction === 'pay' ? 'Processing...' : 'Continue'}
          </Button>
        </div>
      ) : null}

      {session.status === 'cancelled' ? (
        <div className="mt-6">
          <p>This checkout was cancelled. Nothing was charged.</p>
          <Link href="/standard-payment" className={`${buttonClasses('primary')} mt-4`}>
            Back to the payment page
          </Link>
        </div>
      ) : null}
    </>
  );
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
