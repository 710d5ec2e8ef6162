import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/server/config.ts';

// An operator learns the settings from .env.example and the README's table: both must name every variable the
// server reads, and none it does not.

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENV_EXAMPLE = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe('the configuration documents', () => {
  it('.env.example lists every variable once, with its default, and nothing else', () => {
    const listed = [...ENV_EXAMPLE.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it("the README's table names every variable", () => {
    const table = README.slice(README.indexOf('## Configuration'), README.indexOf('## Going to production'));
    const named = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));
    expect(CONFIG_VARIABLES.filter((variable) => !named.has(variable))).toEqual([]);
  });
});
