import { useOutbox } from './email-api.ts';
import { OutboxTable } from './email-tools.tsx';

export function OutboxSection() {
  const outbox = useOutbox();
  return (
    <section aria-labelledby="outbox-title" className="grid gap-3">
      <div>
        <h2 id="outbox-title" className="text-xl font-semibold">
          Outbox
        </h2>
        <p className="text-sm text-muted">
          Every e-mail the site queued (the last 200), with its delivery status. Failed sends are retried with
          growing pauses before they are marked failed.
        </p>
      </div>
      <OutboxTable
        caption="Outbox"
        entries={outbox.data}
        error={outbox.error}
        isPending={outbox.isPending}
        isFetching={outbox.isFetching}
        empty="The outbox is empty."
      />
    </section>
  );
}
