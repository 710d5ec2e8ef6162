import * as m from '#messages/results';

/** Where the result will be, while it is looked for: in the server's HTML and until the result is here. */
export function ResultLoading() {
  return (
    <p role="status" className="mt-8 text-muted">
      {m.loading}
    </p>
  );
}
