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
        This result is not in this browser
      </h2>
      <p className="mt-3 text-lg">
        This browser has no result for this link: perhaps the assessment was taken on another device or in
        another browser, or the result was erased.
      </p>
      <p className="mt-4">
        If you took the assessment somewhere else, open the link there to see your result. Or take an
        assessment here: it takes a few minutes, and the preliminary insights are free.
      </p>
      <div className="mt-8">
        <HomeLink variant="primary">Choose an assessment</HomeLink>
      </div>
    </section>
  );
}
