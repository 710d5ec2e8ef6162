import { Lock } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { OrderOutcome } from '../../../domain/checkout/schemas.ts';
import { checkEmailAddress, VISITOR_EMAIL_MESSAGES } from '../../../domain/email-address/email-address.ts';
import {
  COUNTRY_NAMES,
  type CountryCode,
  countryFromLanguageTag,
  isCountryCode,
  REPORT_COUNTRIES,
} from '../../../domain/report/countries.ts';
import {
  ANSWERS_CONSENT_HINT,
  ANSWERS_CONSENT_LABEL,
  CONSENT_REQUIRED_MESSAGE,
} from '../../../domain/your-data/consent.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import type { AssessmentData } from '../../lib/assessment-storage.ts';
import { InvalidResponseError } from '../../lib/call-api.ts';
import { useAction } from '../../lib/use-action.ts';
import {
  createCheckoutSession,
  createFreeOrder,
  validateDiscountCode,
  visitorMessage,
} from './checkout-api.ts';
import { savePendingPayment } from './pending-payment.ts';

// A plain controlled form rather than react-hook-form + zod: with one field to validate, those two would add
// about 25 KB (gzip) to this public page and take it over its 90 KB budget (decision record 005).

export type PaymentVariant = 'standard' | 'basic';

const SUBMIT_LABELS: Record<PaymentVariant, string> = {
  standard: 'Proceed to Secure Checkout',
  basic: 'Proceed to Checkout',
};

type AppliedCode = { code: string; isFree: boolean; message: string };
type CodeFeedback = { kind: 'applied'; applied: AppliedCode } | { kind: 'refused'; message: string } | null;

const CHECKOUT_ERROR = 'Checkout Error';

// Alphabetical, as people look for their country by name; anyone elsewhere picks the last option.
const COUNTRY_OPTIONS = [...REPORT_COUNTRIES].sort((a, b) =>
  COUNTRY_NAMES[a].localeCompare(COUNTRY_NAMES[b], 'en'),
);
const ANOTHER_COUNTRY = '';

/** The browser's region as a first guess; the buyer can change it. */
function guessCountry(): CountryCode | typeof ANOTHER_COUNTRY {
  return countryFromLanguageTag(navigator.language) ?? ANOTHER_COUNTRY;
}

function checkoutErrorToast(description: string): void {
  toast({ title: CHECKOUT_ERROR, description, variant: 'destructive' });
}

export function PaymentForm({
  assessment,
  variant,
  initialEmail,
  onFreeOrderComplete,
}: {
  assessment: AssessmentData;
  variant: PaymentVariant;
  initialEmail: string;
  /** Called with a placed free order, which the page then shows at its own address. */
  onFreeOrderComplete: (outcome: OrderOutcome) => void;
}) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const [hasConsent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [email, setEmail] = useState(initialEmail);
  const [discountCode, setDiscountCode] = useState('');
  const [country, setCountry] = useState<CountryCode | typeof ANOTHER_COUNTRY>(guessCountry);
  const [emailError, setEmailError] = useState<string | null>(null);
  // Like react-hook-form's default: check on submit, then again on every change once a message shows.
  const [hasTriedSubmit, setTriedSubmit] = useState(false);
  const { isBusy: isSubmitting, run: runOrder } = useAction();
  const [feedback, setFeedback] = useState<CodeFeedback>(null);
  const { isBusy: isCheckingCode, run: runCodeCheck } = useAction();
  // Stays true while the browser leaves for the provider's page, so the button cannot be pressed twice.
  const [isRedirecting, setRedirecting] = useState(false);

  // Coming back with the browser's Back button restores this page from memory: make the form usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const applied = feedback?.kind === 'applied' ? feedback.applied : null;
  const isBusy = isSubmitting || isRedirecting;

  const applyCode = async () => {
    const code = discountCode.trim();
    if (!code) {
      toast({ title: 'Empty Code', description: 'Please enter a discount code to apply.' });
      return;
    }
    await runCodeCheck(async () => {
      try {
        const verdict = await validateDiscountCode(code);
        setFeedback(
          verdict.valid
            ? { kind: 'applied', applied: { code, isFree: verdict.isFree, message: verdict.message } }
            : { kind: 'refused', message: verdict.message },
        );
      } catch (error) {
        setFeedback({
          kind: 'refused',
          message: visitorMessage(error, 'We could not check this code just now. Please try again.'),
        });
      }
    });
  };

  // Enter in the code field applies the code; it must not send the visitor off to pay.
  const onCodeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!applied && !isCheckingCode) void applyCode();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setTriedSubmit(true);
    const checked = checkEmailAddress(email, VISITOR_EMAIL_MESSAGES);
    setEmailError(checked.error);
    setConsentError(hasConsent ? null : CONSENT_REQUIRED_MESSAGE);
    if (checked.email === null) {
      emailRef.current?.focus();
      return;
    }
    if (!hasConsent) {
      consentRef.current?.focus();
      return;
    }
    const address = checked.email;
    await runOrder(() => placeOrder(address));
  };

  const placeOrder = async (email: string) => {
    const { assessmentType, assessmentResultId } = assessment;
    if (applied?.isFree) {
      try {
        const outcome = await createFreeOrder({
          email,
          assessmentType,
          assessmentResultId,
          discountCode: applied.code,
          consent: true,
          ...(country ? { country } : {}),
          responses: assessment.responses,
          score: assessment.score,
        });
        if (outcome.success) onFreeOrderComplete(outcome);
        else checkoutErrorToast('Failed to process your free order. Please try again.');
      } catch (error) {
        checkoutErrorToast(visitorMessage(error, 'Failed to process your free order. Please try again.'));
      }
      return;
    }

    try {
      const session = await createCheckoutSession({
        email,
        assessmentType,
        assessmentResultId,
        ...(applied ? { discountCode: applied.code } : {}),
        currency: 'EUR',
        consent: true,
        ...(country ? { country } : {}),
      });
      savePendingPayment({ email, assessmentType, assessmentResultId });
      setRedirecting(true);
      window.location.assign(session.url);
    } catch (error) {
      checkoutErrorToast(
        error instanceof InvalidResponseError
          ? 'Invalid checkout response. Please try again.'
          : visitorMessage(error, 'Failed to create checkout session. Please try again.'),
      );
    }
  };

  const codeHintId = `${id}-code-feedback`;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-busy={isBusy}>
      <EmailField
        label="Email Address"
        hint="Your detailed report will be sent to this email"
        placeholder="name@example.com"
        name="email"
        inputRef={emailRef}
        value={email}
        error={emailError}
        onChange={(value) => {
          setEmail(value);
          if (hasTriedSubmit) setEmailError(checkEmailAddress(value, VISITOR_EMAIL_MESSAGES).error);
        }}
      />

      <div>
        <label htmlFor={`${id}-country`} className="block font-medium">
          Country you live in
        </label>
        <p id={`${id}-country-hint`} className="mt-1 text-sm text-muted">
          Your report lists the services and organisations in this country first
        </p>
        <select
          id={`${id}-country`}
          name="country"
          aria-describedby={`${id}-country-hint`}
          className="mt-2 block min-h-11 w-full rounded-lg border border-muted bg-surface px-3 py-2 text-base"
          value={country}
          onChange={(event) => {
            const chosen = event.target.value;
            setCountry(isCountryCode(chosen) ? chosen : ANOTHER_COUNTRY);
          }}
        >
          {COUNTRY_OPTIONS.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_NAMES[code]}
            </option>
          ))}
          <option value={ANOTHER_COUNTRY}>Another country</option>
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-code`} className="block font-medium">
          Discount Code <span className="font-normal text-muted">(optional)</span>
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={`${id}-code`}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={feedback ? codeHintId : undefined}
            aria-invalid={feedback?.kind === 'refused' ? true : undefined}
            className="block min-h-11 w-full min-w-0 rounded-lg border border-muted bg-surface px-3 py-2 text-base aria-[invalid=true]:border-danger"
            name="discountCode"
            value={discountCode}
            onChange={(event) => {
              setDiscountCode(event.target.value);
              // A changed code is a new code: it has to be applied again.
              setFeedback(null);
            }}
            onKeyDown={onCodeKeyDown}
          />
          {/* Checking, then applied: the button stays where the focus is, so the reader keeps their place. It is never
              narrower than its word: the code field beside it gives way instead. */}
          <Button
            variant="secondary"
            className="shrink-0 whitespace-nowrap"
            onClick={() => void applyCode()}
            disabled={discountCode === ''}
            isDisabledInPlace={applied !== null || isCheckingCode || isBusy}
          >
            {isCheckingCode ? 'Checking...' : applied ? 'Applied' : 'Apply'}
          </Button>
        </div>
        <div aria-live="polite">
          {feedback?.kind === 'applied' ? (
            <div id={codeHintId} className="mt-2 text-sm text-success">
              <p className="font-medium">Discount code will be applied at checkout</p>
              {feedback.applied.isFree ? <p className="mt-1">{feedback.applied.message}</p> : null}
            </div>
          ) : null}
          {feedback?.kind === 'refused' ? (
            <p id={codeHintId} className="mt-2 text-sm font-medium text-danger">
              {feedback.message}
            </p>
          ) : null}
        </div>
      </div>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            ref={consentRef}
            type="checkbox"
            name="consent"
            checked={hasConsent}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={`${id}-consent-hint${consentError ? ` ${id}-consent-error` : ''}`}
            className="mt-1 size-5 shrink-0 accent-brand"
            onChange={(event) => {
              setConsent(event.target.checked);
              if (event.target.checked) setConsentError(null);
            }}
          />
          <div>
            <label htmlFor={`${id}-consent`} className="font-medium">
              {ANSWERS_CONSENT_LABEL}
            </label>
            <p id={`${id}-consent-hint`} className="mt-1 text-sm text-muted">
              {ANSWERS_CONSENT_HINT}
            </p>
          </div>
        </div>
        {consentError ? (
          <p id={`${id}-consent-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
            {consentError}
          </p>
        ) : null}
      </div>

      <div>
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {isBusy ? (
            'Processing...'
          ) : (
            <>
              <Lock aria-hidden="true" className="size-5" />
              {SUBMIT_LABELS[variant]}
            </>
          )}
        </Button>
        {variant === 'standard' ? (
          <p className="mt-3 text-center text-sm text-muted">
            By purchasing, you agree to our{' '}
            <Link href="/terms" className="font-medium text-brand underline underline-offset-2">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href="/privacy-policy" className="font-medium text-brand underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
        ) : null}
      </div>
    </form>
  );
}
