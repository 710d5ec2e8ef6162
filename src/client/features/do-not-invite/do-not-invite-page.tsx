import { CheckCircle2, Loader2, MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import * as m from '#messages/do-not-invite';
import { doNotInviteContract } from '../../../domain/do-not-invite/contracts.ts';
import { Button } from '../../components/ui/button.tsx';
import { HomeLink } from '../../components/ui/home-link.tsx';
import { callApi, refusalReason } from '../../lib/call-api.ts';

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Where the "Do not invite me again" link of an invitation leads (and a mail client's List-Unsubscribe, when it
 * opens the address in a browser). Opening the page changes nothing, since mail scanners open links too: only
 * the button stops invitations.
 */
export default function DoNotInvitePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'ready' });
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The outcome takes the focus, so a keyboard or screen reader user hears what happened.
  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'failed') outcomeRef.current?.focus();
  }, [state.kind]);

  const stop = async () => {
    setState({ kind: 'sending' });
    try {
      const { message } = await callApi(doNotInviteContract, { body: { token } });
      setState({ kind: 'done', message });
    } catch (error) {
      setState({ kind: 'failed', message: refusalReason(error, m.failed) });
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{m.heading}</h1>
      {state.kind === 'done' ? (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role="status"
          className="mt-8 flex gap-3 rounded-2xl border border-success/30 bg-success-soft p-6 focus:outline-none"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          <div>
            <p className="font-semibold text-ink">{state.message}</p>
            <p className="mt-2 text-muted">{m.stillReachYou}</p>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-3 text-lg text-muted">{m.why}</p>
          <p className="mt-3 text-muted">{m.noList}</p>
          {token ? (
            <div className="mt-8">
              <Button size="lg" onClick={() => void stop()} disabled={state.kind === 'sending'}>
                {state.kind === 'sending' ? (
                  <Loader2 aria-hidden="true" className="size-5 animate-spin" />
                ) : (
                  <MailX aria-hidden="true" className="size-5" />
                )}
                {state.kind === 'sending' ? m.saving : m.button}
              </Button>
            </div>
          ) : (
            <p className="mt-8 rounded-2xl border border-line bg-paper p-6">{m.openFromEmail}</p>
          )}
          {state.kind === 'failed' ? (
            <div
              ref={outcomeRef}
              tabIndex={-1}
              role="alert"
              className="mt-6 rounded-2xl border border-danger/30 bg-danger-soft p-6 text-danger focus:outline-none"
            >
              {state.message}
            </div>
          ) : null}
        </>
      )}
      <p className="mt-10">
        <HomeLink variant="secondary">{m.returnHome}</HomeLink>
      </p>
    </div>
  );
}
