import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ADMIN_MODULE, NOT_FOUND_MODULE, PAGE_ROUTES } from '../domain/pages/page-routes.ts';
import { ErrorBoundary } from './components/layout/error-boundary.tsx';
import { PageLoading } from './components/layout/page-loading.tsx';

type PageModule = { default: ComponentType<Record<string, string>> };

// Every page is its own chunk, so a visitor downloads only the page they open (and never admin code). The glob
// only makes the modules known to the build; the table in domain/pages/page-routes.ts says which path shows which.
const PAGE_LOADERS = {
  ...import.meta.glob<PageModule>(['./features/*/*-page.tsx', '!./features/admin/**']),
  ...import.meta.glob<PageModule>('./features/admin/admin-app.tsx'),
};

function lazyPage(module: string) {
  const load = PAGE_LOADERS[`./${module}`];
  if (!load) throw new Error(`No page module ${module} under src/client/`);
  return lazy(load);
}

const PAGES = PAGE_ROUTES.map((route) => ({ ...route, Page: lazyPage(route.module) }));
const NotFoundPage = lazyPage(NOT_FOUND_MODULE);

export function AppRoutes() {
  return (
    <Switch>
      {PAGES.map(({ path, Page, props }) => (
        <Route key={path} path={path}>
          <Page {...props} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

// The admin area is one chunk of its own, with its own router and console layout; no public module imports it.
const AdminApp = lazyPage(ADMIN_MODULE);

/** Every admin path renders the one lazy AdminApp, outside the public header, footer and cookie banner. */
export function AdminRoutes({ pathname }: { pathname: string }) {
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading label="Loading admin area..." />}>
        <AdminApp />
      </Suspense>
    </ErrorBoundary>
  );
}
