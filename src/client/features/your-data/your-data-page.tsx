import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import * as m from '#messages/your-data';
import type { DataSessionView } from '../../../domain/your-data/schemas.ts';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { LANGUAGE_BASE } from '../../lib/build-language.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { RequestLinkForm } from './request-link-form.tsx';
import {
  confirmEmailCorrection,
  failureReason,
  isSessionMissing,
  loadPersonalData,
  openDataLink,
} from './your-data-api.ts';

// Most visits ask for a link and never see the data: its view (and the tables, dates and dialogs it draws) comes
// in a chunk of its own, fetched beside the data when a link is opened, and once a session's data arrives otherwise.
const loadDataView = () => import('./personal-data-view.tsx');
const PersonalDataView = lazy(() => loadDataView().then((module) => ({ default: module.PersonalDataView })));

/** What a one-time link in an e-mail carries: a data link's token, or a correction's confirmation. */
type LinkInUrl = { kind: 'open' | 'confirm'; token: string };

/**
 * The token of the e-mailed link. New links carry it in the fragment (`#token=`, `#confirm=`), which the browser
 * never sends to the server; links sent before that carry `?token=`, and are still read here, never by the
 * server's GET of the page, so a mail scanner that fetches the link uses nothing up.
 */
function readLinkInUrl(): LinkInUrl | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const confirm = fragment.get('confirm');
  if (confirm) return { kind: 'confirm', token: confirm };
  const token = fragment.get('token') ?? new URLSearchParams(window.location.search).get('token');
  return token ? { kind: 'open', token } : null;
}

// A link works once, so a second effect run (React's development double run) must share the first one's call.
let opening: { token: string; view: Promise<DataSessionView> } | undefined;
function exchangeOnce({ kind, token }: LinkInUrl): Promise<DataSessionView> {
  if (opening?.token !== token) {
    opening = { token, view: kind === 'confirm' ? confirmEmailCorrection(token) : openDataLink(token) };
  }
  return opening.view;
}

type PageState =
  | { kind: 'loading' }
  | { kind: 'request'; notice: string | null }
  | { kind: 'open'; view: DataSessionView; notice: string | null }
  | { kind: 'closed'; message: string };

/**
 * The Your data page: reached from the footer and from every report e-mail. With a one-time link's token it
 * opens the data at once (and drops the token from the address bar and history); otherwise it shows the data
 * of a session still open in this browser, or the form that asks for a link.
 */
export default function YourDataPage() {
  const isHydrated = useHydrated();
  // Read once: the token leaves the address bar at once, and that change must not load the page again. The
  // server's prerendered page cannot see the fragment, so it is read once the page is live (`undefined` until
  // then), and the request form stands meanwhile.
  const [link, setLink] = useState<LinkInUrl | null | undefined>(() =>
    isHydrated ? readLinkInUrl() : undefined,
  );
  const [state, setState] = useState<PageState>(() =>
    link ? { kind: 'loading' } : { kind: 'request', notice: null },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (isHydrated) setLink((current) => (current === undefined ? readLinkInUrl() : current));
  }, [isHydrated]);

  // A link pasted into the address bar of this page already open changes only the fragment: no new page load.
  useEffect(() => {
    const readAgain = () => {
      const next = readLinkInUrl();
      if (next) setLink(next);
    };
    window.addEventListener('hashchange', readAgain);
    return () => window.removeEventListener('hashchange', readAgain);
  }, []);

  useEffect(() => {
    if (link === undefined) return;
    // A link is opened at once; without one, the form stays while we ask whether a session is open here.
    if (link) {
      window.history.replaceState(window.history.state, '', `${LANGUAGE_BASE}/your-data`);
      setState({ kind: 'loading' });
    }
    const load = link ? exchangeOnce(link) : loadPersonalData();
    if (link) void loadDataView();
    const notice = link?.kind === 'confirm' ? m.correctionDone : null;
    let isCurrent = true;
    load
      .then((view) => isCurrent && setState({ kind: 'open', view, notice }))
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const notice = link || !isSessionMissing(error) ? failureReason(error, m.openFailed) : null;
        setState({ kind: 'request', notice });
      });
    return () => {
      isCurrent = false;
    };
  }, [link]);

  /** Erasure, a correction and closing all end the page's access: say what happened, with the focus on it. */
  const close = (message: string) => {
    setState({ kind: 'closed', message });
    headingRef.current?.focus();
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {m.heading}
      </h1>
      <p className="mt-3 text-lg text-muted">{m.lead}</p>
      <div className="mt-8">
        {state.kind === 'loading' ? <PageLoading label={m.loading} /> : null}
        {state.kind === 'request' ? <RequestLinkForm notice={state.notice} /> : null}
        {state.kind === 'open' ? (
          <Suspense fallback={<PageLoading label={m.loading} />}>
            <PersonalDataView
              data={state.view.data}
              expiresAt={state.view.expiresAt}
              notice={state.notice}
              onCorrectionRequested={close}
              onErased={close}
              onClosed={close}
            />
          </Suspense>
        ) : null}
        {state.kind === 'closed' ? (
          <p role="status" className="rounded-2xl border border-line bg-brand-soft p-6">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
