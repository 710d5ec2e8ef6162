import * as m from '#messages/results';
import { HomeLink } from '../../components/ui/home-link.tsx';

/**
 * A results link opened where the result is not kept (another device or browser, or after erasing it): what
 * happened and what to do, with no automatic redirect, below the page's heading and the line that says a result
 * is shown only in the browser that took it.
 */
export function ResultNotHere() {
  return (
    <section aria-labelledby="not-here-title" className="mt-8 max-w-2xl">
      <h2 id="not-here-title" className="text-2xl font-semibold">
        {m.notHereTitle}
      </h2>
      <p className="mt-3 text-lg">{m.notHereWhy}</p>
      <p className="mt-4">{m.notHereWhatToDo}</p>
      <div className="mt-8">
        <HomeLink variant="primary">{m.chooseAssessment}</HomeLink>
      </div>
    </section>
  );
}
