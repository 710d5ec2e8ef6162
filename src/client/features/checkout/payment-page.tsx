import { lazy, Suspense } from 'react';
import * as m from '#messages/payment';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { OfferLoading } from './offer-loading.tsx';
import type { PaymentVariant } from './payment-form.tsx';

// The offer and the form: fetched beside the app (the route table names it for preloading).
const PaymentOffer = lazy(() => import('./payment-offer.tsx'));

/**
 * `/standard-payment` (variant 'standard') and `/payment` (variant 'basic'). The heading and the line under it are
 * the same for everyone and true whatever this browser holds, so the server sends them prerendered and they paint
 * before any script; the offer below depends on the result saved here and is rendered in the browser alone.
 */
export default function PaymentPage({ variant = 'standard' }: { variant?: PaymentVariant }) {
  const isHydrated = useHydrated();
  usePageTitle(m.heading);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{m.heading}</h1>
      <p className="mt-3 text-lg text-muted">{m.lead}</p>
      {isHydrated ? (
        <Suspense fallback={<OfferLoading />}>
          <PaymentOffer variant={variant} />
        </Suspense>
      ) : (
        <OfferLoading />
      )}
    </div>
  );
}
