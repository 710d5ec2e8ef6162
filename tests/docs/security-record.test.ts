import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/security.md maps each ASVS requirement to the tests that prove it. A record that names a test which was
// renamed or deleted would claim a proof that no longer runs, so this reads the record and holds every row to the
// repository as it is.

const ROOT = path.resolve(import.meta.dirname, '../..');
const RECORD = readFileSync(path.join(ROOT, 'docs/security.md'), 'utf8');
const STATUSES = new Set(['Met', 'Partly', 'Not met', 'N/A']);
// Repository paths in a row: what the row says the site is made of must exist.
const REPOSITORY_PATH = /^(?:src|tests|scripts|docs|bench)\//;
const TEST_FILE = /\.(?:test|api\.test|spec)\.tsx?$/;

type Row = { requirement: string; status: string; how: string; proof: string };
type Proof = { file: string; names: string[] };

/** The table rows of the record: cells split on unescaped pipes. */
function tableRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| \d+\.\d+\.\d+ \|/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      const [requirement = '', , status = '', how = '', proof = ''] = cells;
      return { requirement, status, how, proof };
    });
}

/** `file` "test name"; "another" `other file` "name": each quoted name belongs to the file named before it. */
function proofsOf(cell: string): Proof[] {
  const proofs: Proof[] = [];
  for (const [, file, name] of cell.matchAll(/`([^`]+)`|"([^"]+)"/g)) {
    if (file !== undefined) proofs.push({ file, names: [] });
    else if (name !== undefined) proofs.at(-1)?.names.push(name);
  }
  return proofs;
}

/** A test's name as it stands in its file: a string literal in any of the three quotes. */
function namesTest(source: string, name: string): boolean {
  return ["'", '"', '`'].some((quote) => {
    const escaped = name.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`);
    return source.includes(`${quote}${escaped}${quote}`);
  });
}

const rows = tableRows(RECORD);

describe('the security record', () => {
  it('has one row per requirement, each with a known status', () => {
    expect(rows.length).toBeGreaterThan(100);
    const numbers = rows.map((row) => row.requirement);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(rows.filter((row) => !STATUSES.has(row.status)).map((row) => row.requirement)).toEqual([]);
  });

  it('names a test for every requirement it calls met or partly met, or says why there is none', () => {
    const unproved = rows
      .filter((row) => row.status === 'Met' || row.status === 'Partly')
      .filter((row) => !row.proof.startsWith('No test:') && proofsOf(row.proof).length === 0)
      .map((row) => row.requirement);
    expect(unproved).toEqual([]);
  });

  it('names only test files that exist, and only test names that occur in them', () => {
    const broken: string[] = [];
    for (const row of rows) {
      for (const { file, names } of proofsOf(row.proof)) {
        const fullPath = path.join(ROOT, file);
        if (!TEST_FILE.test(file) || !existsSync(fullPath)) {
          broken.push(`${row.requirement}: no test file ${file}`);
          continue;
        }
        if (names.length === 0) broken.push(`${row.requirement}: ${file} without a test name`);
        const source = readFileSync(fullPath, 'utf8');
        for (const name of names) {
          if (!namesTest(source, name)) broken.push(`${row.requirement}: no test "${name}" in ${file}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('points only to files and folders that exist', () => {
    const missing = rows.flatMap((row) =>
      [...row.how.matchAll(/`([^`]+)`/g)]
        .map((match) => match[1] ?? '')
        .filter((token) => REPOSITORY_PATH.test(token) && !existsSync(path.join(ROOT, token)))
        .map((token) => `${row.requirement}: ${token}`),
    );
    expect(missing).toEqual([]);
  });
});
