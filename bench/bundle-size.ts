/**
 * The first download of every public page, from the Vite build's manifest (`npm run bench:bundle`, after
 * `npm run build`): the entry chunk plus the page's lazy chunk and everything they import statically, gzipped.
 * One line per page and language (the English build and each language's client in dist/languages/); fails when a page exceeds its
 * budget of JavaScript (90 KB, the home page 80 KB) or pulls in admin code. Every page also carries the start script in its HTML (public/boot.js, about 2 KB gzipped), which
 * starts the rest on the prerendered pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
const BUDGET_KB = 90;
/** The first page most visitors see (issue 14). */
const HOME_BUDGET_KB = 80;
const HOME_PAGE = 'features/home/home-page.tsx';
/** The English build the server serves, then each other language's (scripts/build-languages.ts). */
const BUILDS: readonly { language: string; dir: string }[] = [
  { language: 'en', dir: path.resolve('dist/client') },
  ...(existsSync(path.resolve('dist/languages'))
    ? readdirSync(path.resolve('dist/languages')).map((language) => ({
        language,
        dir: path.resolve('dist/languages', language, 'client'),
      }))
    : []),
];

const ADMIN_CODE = /(^|\/)features\/admin\//;

/** One line per page of one language's build; false when a public page is over its budget or pulls admin code. */
function measureBuild(language: string, clientDir: string): boolean {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gzipSize = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;

  /** A chunk and its static imports, transitively. */
  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  }

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`no entry chunk in the ${language} manifest`);
  const pages = Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry && /-page\.tsx$|admin-app\.tsx$/.test(key),
  );

  let ok = true;
  for (const page of pages.sort()) {
    const keys = new Set([...closure(entryKey), ...closure(page)]);
    const chunks = [...keys]
      .map((key) => manifest[key])
      .filter((chunk): chunk is Chunk => chunk !== undefined);
    const js = chunks.reduce((total, chunk) => total + gzipSize(chunk.file), 0);
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].reduce(
      (total, file) => total + gzipSize(file),
      0,
    );
    const isAdmin = ADMIN_CODE.test(page);
    const pullsAdmin = !isAdmin && [...keys].some((key) => ADMIN_CODE.test(key));
    const budgetKb = page === HOME_PAGE ? HOME_BUDGET_KB : BUDGET_KB;
    const pass = isAdmin || (js <= budgetKb * 1024 && !pullsAdmin);
    ok &&= pass;
    const name = page.replace(/^.*features\//, '');
    process.stdout.write(
      `bundle [${language}] ${name}: ${(js / 1024).toFixed(3)} KB JS + ${(css / 1024).toFixed(1)} KB CSS gzipped` +
        (isAdmin
          ? ' (admin area, loaded only by admin paths)\n'
          : `, budget ${budgetKb} KB JS, admin code ${pullsAdmin ? 'INCLUDED' : 'none'} ${pass ? 'PASS' : 'FAIL'}\n`),
    );
  }
  return ok;
}

let ok = true;
for (const { language, dir } of BUILDS) ok = measureBuild(language, dir) && ok;
process.exit(ok ? 0 : 1);
