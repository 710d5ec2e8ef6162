import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBatchedLogStream } from './log-stream.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the batched log stream', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-log-stream-'));
  let fd: number | undefined;
  afterEach(() => {
    if (fd !== undefined) closeSync(fd);
  });

  const open = (name: string) => {
    const file = path.join(dir, name);
    fd = openSync(file, 'a');
    return { file, stream: createBatchedLogStream(fd) };
  };

  it('writes the lines of one turn of the event loop together, in order, at the end of the turn', async () => {
    const { file, stream } = open('turn.log');
    stream.write('{"msg":"one"}\n');
    stream.write('{"msg":"two"}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await nextTurn();
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"one"}\n{"msg":"two"}\n');
    stream.write('{"msg":"three"}\n');
    await nextTurn();
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"one"}\n{"msg":"two"}\n{"msg":"three"}\n');
  });

  it('writes at once when a turn has gathered many lines, and on flush', () => {
    const { file, stream } = open('many.log');
    const line = `${JSON.stringify({ msg: 'x'.repeat(1000) })}\n`;
    for (let index = 0; index < 100; index++) stream.write(line);
    const written = readFileSync(file, 'utf8');
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(100 * line.length);
    stream.flush();
    expect(readFileSync(file, 'utf8')).toBe(line.repeat(100));
  });
});
