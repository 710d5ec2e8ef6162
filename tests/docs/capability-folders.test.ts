import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One name per capability (decision 046): its rules and contracts in src/domain/<name>/, its routes in
// src/server/features/<name>/, its pages in src/client/features/<name>/. docs/architecture.md promises this shape.

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Client features with nothing to share with the server: no rule, schema or contract of their own. */
const ONLY_IN_THE_CLIENT: ReadonlySet<string> = new Set([
  'home', // the landing page
  'legal', // the privacy policy and the terms: text
  'not-found', // the 404 page; the call that logs it is analytics'
  'read-aloud', // the browser's speech
  'reading-preferences', // type size, spacing and theme, kept in the browser
  'results', // a result's page; its rules are assessments' and comparison's
  'shared-results', // a shared link's page; its rules are assessments' and share-preview's
]);

/** Server features with nothing in src/domain. None today: metrics and pages have their contracts there. */
const ONLY_ON_THE_SERVER: ReadonlySet<string> = new Set();

/**
 * The admin area is one client feature (one chunk, decision 016) with a folder per capability: `admin/<name>` is
 * the capability `admin-<name>` (admin-auth, admin-dashboard, admin-orders) or `<name>` (email, keys, health,
 * your-data). Its `shell/` is the area's frame, which no other room has.
 */
const ADMIN_AREA = 'admin';
const ONLY_IN_THE_ADMIN_AREA: ReadonlySet<string> = new Set(['shell']);

function folders(relative: string): string[] {
  return readdirSync(path.join(SRC, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const domain = new Set(folders('domain'));
const serverFeatures = folders('server/features');
const clientFeatures = folders('client/features');
const adminFolders = folders(`client/features/${ADMIN_AREA}`);
const adminCapability = (name: string) => [`admin-${name}`, name].find((candidate) => domain.has(candidate));

describe('the capability folders', () => {
  it('leave no source file loose in src/domain', () => {
    const loose = readdirSync(path.join(SRC, 'domain'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js)$/.test(entry.name))
      .map((entry) => `src/domain/${entry.name}`);
    expect(loose).toEqual([]);
  });

  it('give every server feature a domain folder of the same name', () => {
    const missing = serverFeatures.filter((name) => !domain.has(name) && !ONLY_ON_THE_SERVER.has(name));
    expect(missing).toEqual([]);
  });

  it('give every client feature a domain folder of the same name', () => {
    const missing = clientFeatures.filter(
      (name) => name !== ADMIN_AREA && !domain.has(name) && !ONLY_IN_THE_CLIENT.has(name),
    );
    const missingInAdmin = adminFolders
      .filter((name) => !adminCapability(name) && !ONLY_IN_THE_ADMIN_AREA.has(name))
      .map((name) => `${ADMIN_AREA}/${name}`);
    expect([...missing, ...missingInAdmin]).toEqual([]);
  });

  it('list as one room’s only the folders that are so', () => {
    const listed = [
      ...[...ONLY_IN_THE_CLIENT].map((name) => ({
        name,
        there: clientFeatures.includes(name) && !domain.has(name),
      })),
      ...[...ONLY_ON_THE_SERVER].map((name) => ({
        name,
        there: serverFeatures.includes(name) && !domain.has(name),
      })),
      ...[...ONLY_IN_THE_ADMIN_AREA].map((name) => ({
        name: `${ADMIN_AREA}/${name}`,
        there: adminFolders.includes(name) && !adminCapability(name),
      })),
    ];
    expect(listed.filter(({ there }) => !there).map(({ name }) => name)).toEqual([]);
  });
});
