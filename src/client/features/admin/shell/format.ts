import { formatIsoDate, formatNumber } from '../../../../domain/locale/locale.ts';

/** An ISO time in the admin's own time zone, or the text itself when it is not a date. */
export function formatDateTime(iso: string): string {
  return formatIsoDate(iso, 'dateTimeSeconds');
}

/** `backlogOlderThan10Minutes` -> 'Backlog older than 10 minutes'; `p99Ms` -> 'P99 ms'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A probe detail as readable text: yes/no for booleans, nested objects as `key: value` pairs. */
export function formatDetailValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(formatDetailValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${humanizeKey(key)}: ${formatDetailValue(inner)}`)
      .join('; ');
  }
  return String(value);
}
