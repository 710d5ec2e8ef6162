import { Component, type ReactNode } from 'react';
import * as m from '#messages/shell';
import { buttonClasses } from '../ui/button.tsx';
import { HomeLink } from '../ui/home-link.tsx';

type State = { error: Error | null };

/** One per page region: a page that fails to load or render shows a way on instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isStaleBuild = /dynamically imported module|Loading chunk|Importing a module script failed/i.test(
      error.message,
    );
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{m.errorTitle}</h1>
        <p className="mt-3 text-muted">{isStaleBuild ? m.errorNewVersion : m.errorNotShown}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            {m.reload}
          </button>
          <HomeLink variant="secondary">{m.returnHome}</HomeLink>
        </div>
      </div>
    );
  }
}
