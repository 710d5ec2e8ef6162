/**
 * `npm run build`, after the English builds: for each other language with messages (src/domain/messages/messages.ts)
 * its browser build and its prerender, to dist/languages/<language>/client and /render, each importing its own words
 * as `#messages` (vite.config.ts, decision 058). The server serves them at /<language>/ (decision 060);
 * `npm run bench:bundle` measures each against the page budgets.
 */
import { spawnSync } from 'node:child_process';
import { MESSAGES } from '../src/domain/messages/messages.ts';

for (const language of Object.keys(MESSAGES).filter((language) => language !== 'en')) {
  for (const ssr of [[], ['--ssr', 'render-page.tsx']]) {
    const { status } = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...ssr], {
      stdio: 'inherit',
      env: { ...process.env, BUILD_LANGUAGE: language },
    });
    if (status !== 0) process.exit(status ?? 1);
  }
}
