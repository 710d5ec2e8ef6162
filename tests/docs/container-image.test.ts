import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageCommand } from '../support/app-process.ts';

// docs/operations.md ("Container image") and decision 033 say how the image starts and what compose.yaml locks
// down. Docker cannot run where the tests do, so these read the files for what those claims rest on.

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the container image', () => {
  it('starts node itself, with the flags of `npm run start:prod`, whose script execs node too', () => {
    const [, args] = imageCommand();
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts['start:prod']).toBe(`exec node ${args.join(' ')}`);
    expect(args.at(-1)).toBe('dist/server/main.js');
  });

  it('refuses a CMD that would put npm or a shell between the runtime and the server', () => {
    expect(() => imageCommand('CMD ["npm", "run", "start:prod"]\n')).toThrow(/starts npm, not node/);
    expect(() => imageCommand('CMD node dist/server/main.js\n')).toThrow(/no CMD in exec form/);
    expect(imageCommand('CMD ["npm"]\nCMD ["node", "a.js"]\n')).toEqual([process.execPath, ['a.js']]);
  });

  it('builds on a base image pinned by digest', () => {
    expect(read('Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim@sha256:[0-9a-f]{64}$/m);
    expect(read('Dockerfile')).not.toMatch(/^FROM (?!\$\{NODE_IMAGE\})/m);
  });

  it('runs in compose with a read-only root, no capabilities, no privilege gain, and the secrets as files', () => {
    const app = read('compose.yaml').split('\nservices:')[0] ?? '';
    expect(app).toMatch(/^ {2}read_only: true$/m);
    expect(app).toMatch(/^ {2}cap_drop: \[ALL\]$/m);
    expect(app).toMatch(/^ {2}security_opt: \["no-new-privileges:true"\]$/m);
    expect(app).toMatch(/^ {4}SECRET_KEY_FILE: \/run\/secrets\/secret_key$/m);
    expect(app).toMatch(/^ {4}DATABASE_URL_FILE: \/run\/secrets\/database_url$/m);
    expect(app).not.toMatch(/^ {4}(SECRET_KEY|DATABASE_URL):/m);
  });
});
