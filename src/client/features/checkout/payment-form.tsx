import { Lock } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import * as m from '#messages/payment';
import type { OrderOutcome } from '../../../domain/checkout/schemas.ts';
import { checkEmailAddress, type EmailMessages } from '../../../domain/email-address/email-address.ts';
import { regionName, sortByText } from '../../../domain/locale/region-names.ts';
import {
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
  standard: m.submitStandard,
  basic: m.submitBasic,
};

const EMAIL_MESSAGES: EmailMessages = { empty: m.invalidEmail, invalid: m.invalidEmail };

type AppliedCode = { code: string; isFree: boolean; message: string };
type CodeFeedback = { kind: 'applied'; applied: AppliedCode } | { kind: 'refused'; message: string } | null;

// Alphabetical in the page's language, as people look for their country by name; anyone elsewhere picks the last
// option.
const COUNTRY_OPTIONS = sortByText(REPORT_COUNTRIES, regionName);
const ANOTHER_COUNTRY = '';

/** The browser's region as a first guess; the buyer can change it. */
function guessCountry(): CountryCode | typeof ANOTHER_COUNTRY {
  return countryFromLanguageTag(navigator.language) ?? ANOTHER_COUNTRY;
}

function checkoutErrorToast(description: string): void {
  toast({ title: m.checkoutError, description, variant: 'destructive' });
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
      toast({ title: m.emptyCode, description: m.enterCode });
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
          message: visitorMessage(error, m.codeNotChecked),
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
    const checked = checkEmailAddress(email, EMAIL_MESSAGES);
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
        else checkoutErrorToast(m.freeOrderFailed);
      } catch (error) {
        checkoutErrorToast(visitorMessage(error, m.freeOrderFailed));
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
          ? m.invalidCheckoutResponse
          : visitorMessage(error, m.checkoutFailed),
      );
    }
  };

  const codeHintId = `${id}-code-feedback`;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-busy={isBusy}>
      <EmailField
        label={m.emailLabel}
        hint={m.emailHint}
        placeholder="name@example.com"
        name="email"
        inputRef={emailRef}
        value={email}
        error={emailError}
        onChange={(value) => {
          setEmail(value);
          if (hasTriedSubmit) setEmailError(checkEmailAddress(value, EMAIL_MESSAGES).error);
        }}
      />

      <div>
        <label htmlFor={`${id}-country`} className="block font-medium">
          {m.countryLabel}
        </label>
        <p id={`${id}-country-hint`} className="mt-1 text-sm text-muted">
          {m.countryHint}
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
              {regionName(code)}
            </option>
          ))}
          <option value={ANOTHER_COUNTRY}>{m.anotherCountry}</option>
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-code`} className="block font-medium">
          {m.discountCode} <span className="font-normal text-muted">{m.optional}</span>
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
            {isCheckingCode ? m.checkingCode : applied ? m.codeApplied : m.applyCode}
          </Button>
        </div>
        <div aria-live="polite">
          {feedback?.kind === 'applied' ? (
            <div id={codeHintId} className="mt-2 text-sm text-success">
              <p className="font-medium">{m.codeWillApply}</p>
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
            m.processing
          ) : (
            <>
              <Lock aria-hidden="true" className="size-5" />
              {SUBMIT_LABELS[variant]}
            </>
          )}
        </Button>
        {variant === 'standard' ? (
          <p className="mt-3 text-center text-sm text-muted">
            {m.agreeBefore}
            <Link href="/terms" className="font-medium text-brand underline underline-offset-2">
              {m.agreeTerms}
            </Link>
            {m.agreeAnd}
            <Link href="/privacy-policy" className="font-medium text-brand underline underline-offset-2">
              {m.agreePrivacy}
            </Link>
            {m.agreeAfter}
          </p>
        ) : null}
      </div>
    </form>
  );
}
