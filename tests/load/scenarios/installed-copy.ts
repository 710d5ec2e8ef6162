import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkServes } from '../instances.ts';
import { createLoadClient } from '../journeys.ts';
import { type Scenario, startLoadApp, withLoadDatabase } from '../scenario.ts';
import { createTally } from '../tally.ts';
import { waitForDeliveries } from './deliveries.ts';

const DELIVERY_TIMEOUT_MS = 60_000;

/**
 * Production's installation (the Dockerfile's runtime stage does the same): package.json, package-lock.json and
 * dist/ copied to a folder of their own, `npm ci --omit=dev` there, then `npm run start:prod` there. A
 * page and an API call answer, and a bought report's e-mail goes out, its PDF rendered in the compiled worker
 * thread: nothing the server needs at run time is a devDependency, and nothing needs tsx. SIGTERM to npm alone
 * then drains the server, which exits 0 (the script `exec`s node, decision 033).
 */
export const installedCopy: Scenario = {
  name: 'installed-copy',
  async run(context) {
    // Outside this checkout: Node looks for packages in every parent folder, and must find only the copy's.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'traitscope-installed-'));
    try {
      for (const file of ['package.json', 'package-lock.json', 'dist']) {
        cpSync(file, path.join(folder, file), { recursive: true });
      }
      const installStarted = Date.now();
      const install = await npmCiOmitDev(folder, path.join(context.logDir, 'installed-copy-npm.log'));
      if (install !== 0) {
        return { line: 'npm ci --omit=dev failed', problems: [`npm ci --omit=dev exited with ${install}`] };
      }
      const installSeconds = ((Date.now() - installStarted) / 1000).toFixed(0);

      return await withLoadDatabase(async (database) => {
        context.smtp.reset();
        const app = await startLoadApp(context, 'installed-copy', database, { cwd: folder, isViaNpm: true });
        const problems: string[] = [];
        try {
          problems.push(...(await checkServes(app)));
          const client = createLoadClient(app.url, createTally());
          if (!(await client.buyReport('installed-copy@load.test'))) problems.push('buying a report failed');
          else if (!(await waitForDeliveries(context.smtp, 1, DELIVERY_TIMEOUT_MS))) {
            problems.push(`the report e-mail was not sent within ${DELIVERY_TIMEOUT_MS / 1000} s`);
          }
        } finally {
          await app.stop();
        }
        const exitCode = await app.exited;
        if (exitCode !== 0) problems.push(`npm run start:prod exited with ${exitCode} on SIGTERM, not 0`);
        return {
          line:
            `npm ci --omit=dev in ${installSeconds} s, then the compiled server from the copy [${database.kind}]: ` +
            `page and API answered, report e-mails sent: ${context.smtp.accepted.length}; SIGTERM to npm: ` +
            `exit ${exitCode}`,
          problems,
        };
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};

async function npmCiOmitDev(folder: string, logFile: string): Promise<number | null> {
  const log = createWriteStream(logFile);
  // The packages come from npm's cache when it holds them (CI installed the same lock file moments ago).
  const child = spawn('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}
