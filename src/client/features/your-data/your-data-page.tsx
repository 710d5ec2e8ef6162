import { useEffect, useRef, useState } from 'react';
import type { DataSessionView, PersonalData } from '../../../domain/privacy/schemas.ts';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { errorMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PersonalDataView } from './personal-data-view.tsx';
import { RequestLinkForm } from './request-link-form.tsx';
import { isSessionMissing, loadPersonalData, openDataLink } from './your-data-api.ts';

// A link works once, so a second effect run (React's development double run) must share the first one's call.
let opening: { token: string; view: Promise<DataSessionView> } | undefined;
function openOnce(token: string): Promise<DataSessionView> {
  if (opening?.token !== token) opening = { token, view: openDataLink(token) };
  return opening.view;
}

type PageState =
  | { kind: 'loading' }
  | { kind: 'request'; notice: string | null }
  | { kind: 'open'; view: DataSessionView }
  | { kind: 'erased'; message: string };

/**
 * The Your data page: reached from the footer and from every report e-mail. With a one-time link's token it
 * opens the data at once (and drops the token from the address bar and history); otherwise it shows the data
 * of a session still open in this browser, or the form that asks for a link.
 */
export default function YourDataPage() {
  usePageTitle('Your data');
  // Read once: the token leaves the address bar at once, and that change must not load the page again.
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', '/your-data');
    const load = token ? openOnce(token) : loadPersonalData();
    let isCurrent = true;
    load
      .then((view) => isCurrent && setState({ kind: 'open', view }))
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const notice =
          token || !isSessionMissing(error)
            ? errorMessage(error, 'We could not open your data just now. Please ask for a new link.')
            : null;
        setState({ kind: 'request', notice });
      });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const showErased = (message: string) => {
    setState({ kind: 'erased', message });
    headingRef.current?.focus();
  };
  const replaceData = (data: PersonalData) =>
    setState((previous) =>
      previous.kind === 'open' ? { kind: 'open', view: { ...previous.view, data } } : previous,
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold tracking-tight sm:text-4xl">
        Your data
      </h1>
      <p className="mt-3 text-lg text-muted">
        See everything we hold about you, download it, correct your e-mail address, or withdraw your consent
        and erase it. It is free and takes a minute.
      </p>
      <div className="mt-8">
        {state.kind === 'loading' ? <PageLoading label="Loading your data..." /> : null}
        {state.kind === 'request' ? <RequestLinkForm notice={state.notice} /> : null}
        {state.kind === 'open' ? (
          <PersonalDataView
            data={state.view.data}
            expiresAt={state.view.expiresAt}
            onChanged={replaceData}
            onErased={showErased}
          />
        ) : null}
        {state.kind === 'erased' ? (
          <p role="status" className="rounded-2xl border border-line bg-brand-soft p-6">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
