import { HomeLink } from '../../components/ui/home-link.tsx';

/**
 * A results link opened where the result is not kept (another device or browser, or after erasing it): what
 * happened and what to do, with no automatic redirect. A result is shown only to the browser that took it.
 */
export function ResultNotHere() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
        This result is not in this browser
      </h1>
      <p className="mt-4 text-lg">
        A result is kept in the browser where the assessment was taken, and it is never shown to anyone else.
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
    </div>
  );
}
