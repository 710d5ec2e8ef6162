import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A newcomer follows the documents' paths to the code: a moved or renamed file must take its mentions along.
// Checked: every `code span` that looks like a path in the project's own folders, and every relative Markdown link.
// A span with a placeholder (`<capability>`, `*`, `NNN`) names a pattern, not a file, and is left out.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROJECT_FOLDERS = ['src', 'tests', 'scripts', 'bench', 'docs', '.ci', 'deploy', 'public'];

function documents(): string[] {
  const inDocs = readdirSync(path.join(ROOT, 'docs'), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', 'CONTRIBUTING.md', ...inDocs];
}

function namedPaths(document: string): { named: string; resolved: string }[] {
  const text = readFileSync(path.join(ROOT, document), 'utf8');
  const spans = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((span) => PROJECT_FOLDERS.some((folder) => span.startsWith(`${folder}/`)))
    .map((span) => span.replace(/[:#].*$/, '').replace(/[.,;]$/, ''))
    .map((span) => ({ named: span, resolved: path.join(ROOT, span) }));
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((link) => !/^[a-z]+:/i.test(link) && !link.startsWith('#'))
    .map((link) => link.replace(/#.*$/, ''))
    .map((link) => ({ named: link, resolved: path.join(ROOT, path.dirname(document), link) }));
  return [...spans, ...links].filter(({ named }) => !/[<>*{}]|NNN|\.\.\.|…/.test(named));
}

describe('the documents', () => {
  it('name only paths that exist', () => {
    const missing = documents().flatMap((document) =>
      namedPaths(document)
        .filter(({ resolved }) => !existsSync(resolved))
        .map(({ named }) => `${document}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});
