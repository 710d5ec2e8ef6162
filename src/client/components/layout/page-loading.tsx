/** A page's place while it loads, saying what it waits for in the page's words. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto flex max-w-6xl justify-center px-4 py-24 text-muted">
      {label}
    </div>
  );
}
