export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="mx-auto flex max-w-6xl justify-center px-4 py-24 text-muted">
      {label}
    </div>
  );
}
