import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Check } from '../../components/ui/icons/check.tsx';
import { Send } from '../../components/ui/icons/send.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { errorStatus, visitorMessage } from './checkout-api.ts';

type ResendState = 'idle' | 'sending' | 'success' | 'error';

export type ResendAnswer = { success: boolean; message: string };

const RESEND_FAILED = 'Something went wrong while resending your email. Please try again later.';

const LABELS: Record<ResendState, string> = {
  idle: 'Resend Email',
  sending: 'Sending...',
  success: 'Email Resent',
  error: 'Failed - Try Again',
};

/**
 * The resend button (idle, sending, sent, failed) and its toasts. `send` is the call that asks for it, or null
 * when the page lacks what the call needs.
 */
export function ResendButton({ send }: { send: (() => Promise<ResendAnswer>) | null }) {
  const [state, setState] = useState<ResendState>('idle');

  const resend = async () => {
    if (!send) {
      toast({
        title: 'Missing information',
        description: 'We need your e-mail address and assessment details to resend your report.',
        variant: 'destructive',
      });
      return;
    }
    setState('sending');
    try {
      const answer = await send();
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
    <div className="flex flex-wrap items-center gap-3">
      <Button
        onClick={() => void resend()}
        // In place: a button disabled under the focus would drop it to the page.
        isDisabledInPlace={state === 'sending' || state === 'success'}
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
  );
}
