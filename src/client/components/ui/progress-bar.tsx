/** A determinate progress bar; the percentage is also given in words next to it by the caller. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-3 w-full overflow-hidden rounded-full border border-brand/40 bg-brand-soft"
    >
      <div
        className="forced-fill-mark h-full rounded-full bg-brand transition-[width] duration-300"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
