import { type FormEvent, useId, useState } from 'react';
import { checkEmailAddress, VISITOR_EMAIL_MESSAGES } from '../../../../domain/email-address/email-address.ts';
import { formatDate } from '../../../../domain/locale/locale.ts';
import type { ErasureAudit } from '../../../../domain/your-data/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Cell, DataTable } from '../../../components/ui/data-table.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { useAction } from '../../../lib/use-action.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { tableStateOf } from '../shell/query-table.ts';
import { StatusLine, type StatusMessage } from '../shell/status-line.tsx';
import { ERASURES_KEY, requestErasure, useErasures } from './your-data-api.ts';

const SOURCE_LABELS: Record<ErasureAudit['source'], string> = {
  admin: 'Admin',
  'self-service': 'Your data page',
  visitor: 'Results page (visitor)',
};

/** Erasure requests received by e-mail or letter, and the record of every erasure (who, when, how much). */
export default function PrivacyRequestsPage() {
  usePageTitle('Privacy Requests');
  return (
    <>
      <AdminPageHeader
        title="Privacy Requests"
        description="Erase a person's data when they ask by e-mail or letter. Most people do it themselves on the Your data page."
      />
      <ErasureForm />
      <ErasureRecord />
    </>
  );
}

function ErasureForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const {
    isBusy: isErasing,
    error,
    setError,
    run,
  } = useAction((failure) =>
    failure instanceof Error ? failure.message : 'The erasure failed. Please try again.',
  );
  const [erased, setErased] = useState<StatusMessage | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field still submits while the button is busy.
    if (isErasing) return;
    const checked = checkEmailAddress(email, VISITOR_EMAIL_MESSAGES);
    setError(checked.error);
    const address = checked.email;
    if (address === null) return;
    await run(async () => {
      setErased(null);
      const outcome = await requestErasure(address, note);
      const { results, orders, outboxMessages, capturedEmails } = outcome.counts;
      setErased({
        tone: 'info',
        title: 'Data erased',
        description: `${results} results, ${orders} orders' personal fields, ${outboxMessages + capturedEmails} e-mails.`,
      });
      setEmail('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ERASURES_KEY });
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-8 rounded-xl border border-line bg-surface p-5">
      <h2 id={`${id}-title`} className="font-semibold">
        Erase by e-mail address
      </h2>
      <p className="mt-1 text-sm text-muted">
        Check first that the request really comes from the owner of the address. Erasure removes their
        results, the address on orders, invitations and every e-mail to them; amounts, dates and payment
        references stay for accounting. It cannot be undone.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:max-w-xl">
        <EmailField
          label="E-mail address"
          autoComplete="off"
          value={email}
          error={error}
          onChange={setEmail}
        />
        <div>
          <label htmlFor={`${id}-note`} className="block font-medium">
            Note for the record <span className="font-normal text-muted">(optional, no personal data)</span>
          </label>
          <input
            id={`${id}-note`}
            type="text"
            maxLength={500}
            placeholder="e.g. request by e-mail, ticket 123"
            className="mt-2 block min-h-11 w-full rounded-lg border border-muted bg-surface px-3 py-2"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div>
          <Button type="submit" variant="danger" isDisabledInPlace={isErasing}>
            {isErasing ? 'Erasing...' : 'Erase this person’s data'}
          </Button>
          <StatusLine message={erased} className="mt-3" />
        </div>
      </form>
    </section>
  );
}

function ErasureRecord() {
  const audits = useErasures();
  return (
    <section aria-labelledby="erasure-record-title">
      <h2 id="erasure-record-title" className="mb-1 text-xl font-semibold">
        Erasure record
      </h2>
      <p className="mb-3 text-sm text-muted">
        Who erased how much, and when. The erased data itself is not kept.
      </p>
      <DataTable
        caption="Erasure record"
        columns={['Date', 'By', 'Results', 'Orders kept', 'E-mails', 'Invitations', 'Note']}
        {...tableStateOf(audits)}
        loadingLabel="Loading the erasure record..."
        isErrorAnnounced
        empty="No erasures yet."
        renderRow={(audit) => (
          <tr key={audit.id}>
            <Cell>{formatDate(new Date(audit.createdAt), 'dateTime', { timeZone: 'UTC' })} UTC</Cell>
            <Cell>
              {SOURCE_LABELS[audit.source]}
              {audit.requestedBy ? ` (${audit.requestedBy})` : ''}
            </Cell>
            <Cell>{audit.counts.results}</Cell>
            <Cell>{audit.ordersKept}</Cell>
            <Cell>{audit.counts.outboxMessages + audit.counts.capturedEmails}</Cell>
            <Cell>{audit.counts.invitations}</Cell>
            <Cell>{audit.note ?? ''}</Cell>
          </tr>
        )}
      />
    </section>
  );
}
