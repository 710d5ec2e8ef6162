import { getSiteConfig } from '../../lib/site-config.ts';
import { allowsMarketing, allowsThirdPartyAnalytics, type ConsentPreferences } from '../consent/consent.ts';

/** TikTok's command queue: calls made before its script arrives wait here, as its official base code does. */
type TikTokQueue = unknown[] & {
  page(): void;
  track(event: string, params: Record<string, unknown>, options: { event_id: string }): void;
};

export type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  TiktokAnalyticsObject?: string;
  ttq?: TikTokQueue;
};

const loaded = new Set<string>();

/** Adds a tag's script; each loader checks `loaded` first, so a tag loads once per page load. */
function loadScript(id: string, src: string): void {
  loaded.add(id);
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Google Analytics (when ANALYTICS_ID is configured), loaded only after analytics consent. */
export function loadGoogleAnalytics(measurementId: string): void {
  if (loaded.has('ga-tag')) return;
  const w = window as TagWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag must push the `arguments` object itself, which is why this is not an arrow function.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the gtag.js queue format requires the arguments object.
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { anonymize_ip: true });
  loadScript('ga-tag', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

/** The video-ad pixel (TikTok, when VIDEO_AD_PIXEL_ID is configured), loaded only after marketing consent. */
export function loadVideoAdPixel(pixelId: string): void {
  if (loaded.has('video-ad-pixel')) return;
  const w = window as TagWindow;
  // What TikTok's base code sets up before its script runs: the queue's global name and the pixel to start.
  const queue = [] as unknown[] as TikTokQueue;
  queue.page = () => queue.push(['page']);
  queue.track = (...args) => queue.push(['track', ...args]);
  Object.assign(queue, {
    _i: { [pixelId]: Object.assign([], { _u: 'https://analytics.tiktok.com/i18n/pixel/events.js' }) },
    _t: { [pixelId]: Date.now() },
    _o: { [pixelId]: {} },
  });
  w.TiktokAnalyticsObject = 'ttq';
  w.ttq = queue;
  queue.page();
  loadScript(
    'video-ad-pixel',
    `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(pixelId)}&lib=ttq`,
  );
}

/**
 * Loads the configured third-party tags that the choice allows. A script cannot be unloaded once it ran,
 * so withdrawing consent takes effect (no tag loads) from the next page load on; the settings say so.
 */
export function applyThirdPartyTags(preferences: ConsentPreferences | null): void {
  const { analyticsId, videoAdPixelId } = getSiteConfig();
  if (analyticsId && allowsThirdPartyAnalytics(preferences)) loadGoogleAnalytics(analyticsId);
  if (videoAdPixelId && allowsMarketing(preferences)) loadVideoAdPixel(videoAdPixelId);
}
