import {
  DEFAULT_SITE_CONFIG,
  isSiteConfig,
  SITE_CONFIG_META,
  type SiteConfig,
} from '../../domain/site-config.ts';

let cached: SiteConfig | undefined;

/** The public configuration the server wrote into index.html (support address, optional tag ids). */
export function getSiteConfig(): SiteConfig {
  if (cached) return cached;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_CONFIG_META}"]`)?.content;
  cached = parseSiteConfig(content);
  return cached;
}

function parseSiteConfig(content: string | undefined): SiteConfig {
  if (!content) return DEFAULT_SITE_CONFIG;
  try {
    const parsed: unknown = JSON.parse(content);
    return isSiteConfig(parsed) ? parsed : DEFAULT_SITE_CONFIG;
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}
