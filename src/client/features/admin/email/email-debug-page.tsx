import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { CAPTURED_EMAILS_KEY, OUTBOX_KEY } from './email-api.ts';
import { EmailToolsNav } from './email-tools.tsx';
import { Mailbox } from './mailbox.tsx';
import { MessageDetail } from './message-detail.tsx';
import { OutboxSection } from './outbox-section.tsx';
import { ReportPreview } from './report-preview.tsx';
import { TemplatePreview } from './template-preview.tsx';

/** `?message=<id>` opens one captured message, so a message can be linked to and the Back button works. */
function useSelectedMessageId(): number | null {
  const value = new URLSearchParams(useSearch()).get('message');
  const id = value === null ? Number.NaN : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The e-mail debug page: the capture mailbox, the outbox and the report previews. */
export default function EmailDebugPage() {
  usePageTitle('E-mail Debug');
  const selectedId = useSelectedMessageId();
  const [isRefreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([
      queryClient.refetchQueries({ queryKey: CAPTURED_EMAILS_KEY, exact: true }),
      queryClient.refetchQueries({ queryKey: OUTBOX_KEY }),
    ]);
    setRefreshing(false);
  };

  return (
    <>
      <AdminPageHeader
        title="E-mail Debug"
        description="Messages the site sent, as the recipient sees them, and the queue they went through."
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={isRefreshing}>
            <RefreshCw aria-hidden="true" className={`size-4 ${isRefreshing ? 'animate-spin' : ''}`} />
            Refresh
          </Button>
        }
      />
      <EmailToolsNav />
      <div className="grid gap-10">
        {selectedId !== null ? <MessageDetail key={selectedId} id={selectedId} /> : null}
        <Mailbox selectedId={selectedId} />
        <OutboxSection />
        <ReportPreview />
        <TemplatePreview />
      </div>
    </>
  );
}
