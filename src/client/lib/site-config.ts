import {
  DEFAULT_SITE_CONFIG,
  isSiteConfig,
  SITE_CONFIG_META,
  type SiteConfig,
} from '../../domain/site/site-config.ts';

let cached: SiteConfig | undefined;

/**
 * The public configuration the server wrote into the page (support address, retention periods, optional tag
 * ids). On the server, the prerender provides it before rendering (`provideSiteConfig`).
 */
export function getSiteConfig(): SiteConfig {
  if (cached) return cached;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_CONFIG_META}"]`)?.content;
  cached = parseSiteConfig(content);
  return cached;
}

/** For the server's prerender: one configuration per process, the one its pages are rendered with. */
export function provideSiteConfig(config: SiteConfig): void {
  cached = config;
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
