import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The start script (src/client/public/boot.js, copied to the build's root), written into the head of every page
 * rather than named there. It must run before the first paint (it applies the stored reading preferences), so as a
 * file it held every page's first paint for one more request: about 100 ms of a slow phone's LCP by Lighthouse's
 * count (decision 052). The Content-Security-Policy allows it by the hash of these exact bytes, and no other
 * inline script.
 */
export type BootScript = { source: string; cspSource: string };

/** Absent without a client build (tests of the API alone): such a server serves no pages to start. */
export function readBootScript(clientDir: string): BootScript | undefined {
  const file = path.join(clientDir, 'boot.js');
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  // Written between <script> and </script>, where "</script" would end it early.
  if (/<\/script/i.test(source))
    throw new Error(`${file} contains "</script", so it cannot be written into a page`);
  return { source, cspSource: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}
