import * as m from '#messages/payment';

/** Where the offer will be, while this browser's result and any order of it are looked up. */
export function OfferLoading() {
  return (
    <p role="status" className="mt-8 text-muted">
      {m.loading}
    </p>
  );
}
