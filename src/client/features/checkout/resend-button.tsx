import { useState } from 'react';
import * as m from '#messages/payment-return';
import { Button } from '../../components/ui/button.tsx';
import { Check } from '../../components/ui/icons/check.tsx';
import { Send } from '../../components/ui/icons/send.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { errorStatus, visitorMessage } from './checkout-api.ts';

type ResendState = 'idle' | 'sending' | 'success' | 'error';

export type ResendAnswer = { success: boolean; message: string };

const LABELS: Record<ResendState, string> = {
  idle: m.resendButton,
  sending: m.sending,
  success: m.emailResent,
  error: m.resendFailedButton,
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
        title: m.missingInfoTitle,
        description: m.missingInfoText,
        variant: 'destructive',
      });
      return;
    }
    setState('sending');
    try {
      const answer = await send();
      if (answer.success) {
        setState('success');
        toast({ title: m.emailResent, description: answer.message });
      } else {
        setState('error');
        toast({
          title: m.resendFailedTitle,
          description: answer.message || m.resendFailed,
          variant: 'destructive',
        });
      }
    } catch (error) {
      setState('error');
      if (error instanceof Error) {
        toast({
          title: m.resendFailedTitle,
          description: errorStatus(error) === null ? m.resendFailed : visitorMessage(error, m.resendFailed),
          variant: 'destructive',
        });
      } else {
        toast({
          title: m.errorTitle,
          description: m.unexpectedError,
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
        {state === 'success' ? m.checkInbox : ''}
      </p>
    </div>
  );
}
