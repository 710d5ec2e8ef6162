import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLoosePaths, loosePathWarning, tightenTree } from './owner-only-files.ts';

function folderOpenToOthers(): { dir: string; file: string } {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'ts-modes-')), 'pglite');
  mkdirSync(path.join(dir, 'base'), { recursive: true });
  const file = path.join(dir, 'base', '1259');
  writeFileSync(file, 'rows');
  chmodSync(file, 0o666);
  chmodSync(path.join(dir, 'base'), 0o755);
  chmodSync(dir, 0o755);
  return { dir, file };
}

describe('owner-only files', () => {
  it('finds what others can open and names the fix', () => {
    const { dir, file } = folderOpenToOthers();
    const loose = findLoosePaths([dir, file, path.join(dir, 'missing')]);
    expect(loose).toEqual([
      { path: dir, mode: '0755' },
      { path: file, mode: '0666' },
    ]);
    expect(loosePathWarning(loose)).toContain(`Fix: chmod -R go-rwx ${dir} ${file}`);
    expect(loosePathWarning([])).toBeUndefined();
  });

  it('takes group and other permissions off a folder and everything in it', () => {
    const { dir, file } = folderOpenToOthers();
    tightenTree(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'base')).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(findLoosePaths([dir, file])).toEqual([]);
  });
});
