/**
 * `npm run build`, after the English browser build: one browser build per other language with messages
 * (src/domain/messages/messages.ts), to dist/languages/<language>, each importing its own words as `#messages`
 * (vite.config.ts, decision 058). `npm run bench:bundle` measures each of them against the page budgets.
 */
import { spawnSync } from 'node:child_process';
import { MESSAGES } from '../src/domain/messages/messages.ts';

for (const language of Object.keys(MESSAGES).filter((language) => language !== 'en')) {
  const { status } = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_LANGUAGE: language },
  });
  if (status !== 0) process.exit(status ?? 1);
}
