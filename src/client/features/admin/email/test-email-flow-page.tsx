import { Loader2, Play } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AssessmentType } from '../../../../domain/assessments/catalogue.ts';
import { checkEmailAddress, LIBRARY_EMAIL_MESSAGES } from '../../../../domain/email-address/email-address.ts';
import { formatNumber } from '../../../../domain/locale/locale.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isSessionEnded } from '../shell/admin-call.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { StatusLine, type StatusMessage } from '../shell/status-line.tsx';
import { runTestEmailFlow, type TestEmailFlowResult } from './email-api.ts';
import { AssessmentTypeSelect, EmailToolsNav, OutcomeBadge } from './email-tools.tsx';

function FlowResult({ result, email }: { result: TestEmailFlowResult; email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="flow-result-title" className="rounded-xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="flow-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold focus:outline-none"
        >
          Result
        </h2>
        <OutcomeBadge isOk={result.ok} ok="All steps passed" failed="A step failed" />
      </div>
      <ol className="mt-4 grid gap-3">
        {result.steps.map((step, index) => (
          <li
            key={step.name}
            className={`rounded-lg border p-4 ${step.ok ? 'border-line bg-paper' : 'border-danger/30 bg-danger-soft'}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                <span className="text-muted">{index + 1}.</span> {step.name}
              </p>
              <span className="flex items-center gap-3 text-sm text-muted">
                <span>{formatNumber(step.ms)} ms</span>
                <OutcomeBadge isOk={step.ok} ok="OK" failed="Failed" />
              </span>
            </div>
            <p className="mt-1 text-sm break-words">{step.detail}</p>
          </li>
        ))}
      </ol>
      {result.ok ? (
        <p className="mt-4 text-sm">
          The report e-mail to {email} is in the{' '}
          <Link href="/email-debug" className="font-medium text-brand underline">
            e-mail debug page
          </Link>{' '}
          when the capture mailbox is in use, with its PDF attached.
        </p>
      ) : null}
    </section>
  );
}

/** `/test-email-flow`: order, report and e-mail for a sample assessment, each step with its outcome. */
export default function TestEmailFlowPage() {
  usePageTitle('Test E-mail Flow');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [type, setType] = useState<AssessmentType>('adhd');
  const [error, setError] = useState<string | null>(null);
  const { isBusy: isRunning, run: runFlow } = useAction();
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const [outcome, setOutcome] = useState<{ result: TestEmailFlowResult; email: string; run: number } | null>(
    null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmailAddress(email, LIBRARY_EMAIL_MESSAGES);
    setError(checked.error);
    if (checked.email === null) {
      inputRef.current?.focus();
      return;
    }
    const address = checked.email;
    await runFlow(async () => {
      setMessage(null);
      try {
        const result = await runTestEmailFlow(address, type);
        setOutcome((previous) => ({ result, email: address, run: (previous?.run ?? 0) + 1 }));
        setMessage(
          result.ok
            ? {
                tone: 'info',
                title: 'Test Flow Passed',
                description: `Every step worked; the report went to ${address}.`,
              }
            : { tone: 'error', title: 'Test Flow Failed', description: 'A step failed; see its details.' },
        );
      } catch (failure) {
        // A 401 already said 'Authentication Required' and is on its way to the login page.
        if (!isSessionEnded(failure)) {
          setMessage({ tone: 'error', title: 'Test Flow Failed', description: (failure as Error).message });
        }
      }
    });
  };

  return (
    <>
      <AdminPageHeader
        title="Test E-mail Flow"
        description="Runs what a purchase runs, for sample answers: store the result, create a free test order, render the report, send the e-mail."
      />
      <EmailToolsNav />
      <div className="grid gap-4">
        <Card title="Run the flow">
          <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
            <EmailField
              size="sm"
              label="Send the report to"
              describedBy={`${id}-order`}
              isRequired
              inputRef={inputRef}
              value={email}
              error={error}
              onChange={(value) => {
                setEmail(value);
                if (error) setError(checkEmailAddress(value, LIBRARY_EMAIL_MESSAGES).error);
              }}
            />
            <div>
              <label htmlFor={`${id}-type`} className="text-sm font-medium">
                Assessment
              </label>
              <AssessmentTypeSelect id={`${id}-type`} value={type} onChange={setType} />
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2">
              <Button type="submit" isDisabledInPlace={isRunning}>
                {isRunning ? (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Play aria-hidden="true" className="size-4" />
                )}
                {isRunning ? 'Running...' : 'Run Test Flow'}
              </Button>
              <p id={`${id}-order`} className="text-xs text-muted">
                The test order is free and marked ADMIN-TEST.
              </p>
            </div>
          </form>
          <StatusLine message={message} className="mt-4" />
        </Card>
        {outcome ? <FlowResult key={outcome.run} result={outcome.result} email={outcome.email} /> : null}
      </div>
    </>
  );
}
