import { Info } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { EmailToolsNav } from './email-tools.tsx';
import { SendTestForm } from './send-test-form.tsx';

/** The e-mail test route, named after the delivery service it was first written for: one message through the current provider. */
export default function MailgunTestPage() {
  usePageTitle('Mailgun Test');
  return (
    <>
      <AdminPageHeader
        title="Mailgun Test"
        description="Send one test message and see what the e-mail provider answered."
      />
      <EmailToolsNav />
      <section aria-labelledby="mailgun-test-title" className="rounded-xl border border-line bg-surface p-5">
        <h2 id="mailgun-test-title" className="font-semibold">
          Send a test e-mail
        </h2>
        <p className="mt-1 mb-4 flex gap-2 text-sm text-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          The message goes through the provider in use now: Mailgun when a key is configured, otherwise SMTP
          or the capture mailbox. The answer names the provider.
        </p>
        <SendTestForm submitLabel="Send Test E-mail" />
      </section>
    </>
  );
}
