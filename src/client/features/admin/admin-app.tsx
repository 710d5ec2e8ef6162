import { Route, Switch } from 'wouter';
import { AdminGuard } from './auth/admin-guard.tsx';
import AdminLoginPage from './auth/admin-login-page.tsx';
import TwoStepPage from './auth/two-step/two-step-page.tsx';
import EmailDebugPage from './email/email-debug-page.tsx';
import EmailDiagnosticsPage from './email/email-diagnostics-page.tsx';
import MailgunTestPage from './email/mailgun-test-page.tsx';
import TestEmailFlowPage from './email/test-email-flow-page.tsx';
import HealthMonitorPage from './health/health-monitor-page.tsx';
import KeyManagerPage from './keys/key-manager-page.tsx';
import OrdersPage from './orders/orders-page.tsx';
import PurchaseHistoryPage from './orders/purchase-history-page.tsx';
import { AdminLayout } from './shell/admin-layout.tsx';
import { AdminNotFound } from './shell/admin-not-found.tsx';
import PrivacyRequestsPage from './your-data/privacy-requests-page.tsx';

/**
 * The whole admin area, one lazily loaded chunk that no public page imports. Everything but the login page is
 * behind the guard; admin paths without a page here show the admin not-found page.
 * The error boundary and scroll reset are around it in routes.tsx: importing them from components/layout here
 * makes the bundler split React's JSX runtime out of the public entry chunk.
 * One folder per server capability (auth and its two-step sign-in, dashboard, health, orders, email, keys,
 * your-data), each with the calls it makes in its own `*-api.ts`; `shell/` holds the layout and what the
 * capabilities share.
 */
export default function AdminApp() {
  return (
    <Switch>
      <Route path="/admin-login" component={AdminLoginPage} />
      <Route>
        <AdminGuard>
          {(username) => (
            <AdminLayout username={username}>
              <Switch>
                <Route path="/health-monitor" component={HealthMonitorPage} />
                <Route path="/admin/orders" component={OrdersPage} />
                <Route path="/payment-history" component={PurchaseHistoryPage} />
                <Route path="/admin/privacy" component={PrivacyRequestsPage} />
                <Route path="/api-key-manager" component={KeyManagerPage} />
                <Route path="/email-debug" component={EmailDebugPage} />
                <Route path="/email-diagnostics" component={EmailDiagnosticsPage} />
                <Route path="/mailgun-test" component={MailgunTestPage} />
                <Route path="/test-email-flow" component={TestEmailFlowPage} />
                <Route path="/admin/two-step">
                  <TwoStepPage username={username} />
                </Route>
                <Route component={AdminNotFound} />
              </Switch>
            </AdminLayout>
          )}
        </AdminGuard>
      </Route>
    </Switch>
  );
}
