import { AlertTriangle, Check, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { errorStatus, resendAssessmentEmail, visitorMessage } from './checkout-api.ts';

type ResendState = 'idle' | 'sending' | 'success' | 'error';

const RESEND_FAILED = 'Something went wrong while resending your email. Please try again later.';

const LABELS: Record<ResendState, string> = {
  idle: 'Resend Email',
  sending: 'Sending...',
  success: 'Email Resent',
  error: 'Failed - Try Again',
};

/** The return page's panel when the report e-mail failed: a resend button (idle, sending, sent, failed). */
export function EmailDeliveryIssue({
  email,
  assessmentResultId,
  assessmentType,
  sessionId,
}: {
  email: string | null;
  assessmentResultId: number | null;
  assessmentType: string | null;
  sessionId: string | null;
}) {
  const id = useId();
  const [state, setState] = useState<ResendState>('idle');
  const { supportEmail } = getSiteConfig();

  const resend = async () => {
    if (!email || assessmentResultId === null) {
      toast({
        title: 'Missing information',
        description: 'We need your e-mail address and assessment details to resend your report.',
        variant: 'destructive',
      });
      return;
    }
    setState('sending');
    try {
      const answer = await resendAssessmentEmail({
        email,
        assessmentResultId,
        ...(assessmentType && isAssessmentType(assessmentType) ? { assessmentType } : {}),
        ...(sessionId ? { sessionId } : {}),
        isFreeOrder: sessionId === null,
      });
      if (answer.success) {
        setState('success');
        toast({ title: 'Email Resent', description: answer.message });
      } else {
        setState('error');
        toast({
          title: 'Email Resend Failed',
          description: answer.message || RESEND_FAILED,
          variant: 'destructive',
        });
      }
    } catch (error) {
      setState('error');
      if (error instanceof Error) {
        toast({
          title: 'Email Resend Failed',
          description: errorStatus(error) === null ? RESEND_FAILED : visitorMessage(error, RESEND_FAILED),
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Error',
          description: 'An unexpected error occurred. Please try again later.',
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-warn-ink/30 bg-warn-soft p-6 text-warn-ink sm:p-8"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        Email Delivery Issue
      </h2>
      <p className="mt-3 text-ink">
        Your payment went through and your order is safe. We could not send the e-mail with your report
        {email ? (
          <>
            {' '}
            to <strong className="font-semibold break-words">{email}</strong>
          </>
        ) : null}{' '}
        just now. You can ask us to send it again.
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void resend()}
          disabled={state === 'sending' || state === 'success'}
          variant={state === 'error' ? 'danger' : 'primary'}
        >
          {state === 'success' ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
          {LABELS[state]}
        </Button>
        <p aria-live="polite" className="text-sm text-ink">
          {state === 'success' ? 'Please check your inbox (and spam folder) in a few minutes.' : ''}
        </p>
      </div>
      <p className="mt-4 text-sm text-ink">
        If the e-mail still does not arrive, please write to{' '}
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline underline-offset-2">
          {supportEmail}
        </a>{' '}
        and we will make sure you receive your report.
      </p>
    </section>
  );
}
