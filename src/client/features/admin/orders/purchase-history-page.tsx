import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { usePurchaseHistory } from './orders-api.ts';
import { PurchaseHistoryTable } from './purchase-history-table.tsx';

/** /payment-history: every purchase, with a Refresh button. */
export default function PurchaseHistoryPage() {
  usePageTitle('Purchase History');
  const history = usePurchaseHistory('own page');
  return (
    <>
      <AdminPageHeader
        title="Purchase History"
        description="Every purchase with the delivery of its report e-mail."
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void history.refetch()}
            disabled={history.isFetching}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${history.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </Button>
        }
      />
      <h2 className="mb-3 text-xl font-semibold">All Purchases</h2>
      <PurchaseHistoryTable caption="All Purchases" place="own page" />
    </>
  );
}
