import { existsSync } from 'node:fs';

/** Debian's `chromium-headless-shell` package: the same Chromium build, headless only, as Playwright runs it by default. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Debian's `chromium` package: the full browser. */
const FULL_BROWSER = '/usr/bin/chromium';

/**
 * The Chromium the journeys run in: `CHROMIUM_PATH` when set, else Debian's headless shell when installed, else
 * Debian's full browser. Never a downloaded one. The headless shell leaves out the full browser's window and
 * compositor machinery, and the journeys take about a third less time with it on 2 cores (decision 050).
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
}
