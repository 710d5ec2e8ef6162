import { LANGUAGES, type Language } from '../locale/languages.ts';
import { DEFAULT_RETENTION, type RetentionPeriods } from '../your-data/retention.ts';

/**
 * What the browser may know of the server's configuration. It is written into index.html at serve time
 * (a <meta> tag, since the Content-Security-Policy forbids inline script). Never put a secret here.
 */
export type SiteConfig = {
  /** `PUBLIC_URL`: the one origin of canonical addresses and link previews. */
  publicUrl: string;
  supportEmail: string;
  retention: RetentionPeriods;
  analyticsId: string | null;
  videoAdPixelId: string | null;
  /**
   * The languages the language switcher names: those offered and, on a deployment that previews one
   * (`PREVIEW_LANGUAGES`), that one too, so that reviewers can move between them. Hreflang and the sitemap name
   * the offered ones only.
   */
  languages: readonly Language[];
};

/** A plain guard (no zod): the browser runs it before the first render. */
export function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const isOptionalString = (field: unknown) => field === null || typeof field === 'string';
  return (
    typeof record.publicUrl === 'string' &&
    typeof record.supportEmail === 'string' &&
    isRetention(record.retention) &&
    isOptionalString(record.analyticsId) &&
    isOptionalString(record.videoAdPixelId) &&
    Array.isArray(record.languages) &&
    record.languages.every((language) => (LANGUAGES as readonly unknown[]).includes(language))
  );
}

function isRetention(value: unknown): value is RetentionPeriods {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return [record.answersMonths, record.capturedEmailDays, record.notFoundLogDays].every(
    (period) => typeof period === 'number' && Number.isInteger(period) && period > 0,
  );
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  publicUrl: '',
  supportEmail: 'support@localhost',
  retention: DEFAULT_RETENTION,
  analyticsId: null,
  videoAdPixelId: null,
  languages: ['en'],
};

export const SITE_CONFIG_META = 'app-config';
