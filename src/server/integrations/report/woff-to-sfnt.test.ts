import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve(
  '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff',
);

// The sfnt table checksum: the sum of the table's big-endian 32-bit words, padded with zeros. The 'head' table's
// checksum is taken with its checkSumAdjustment field (bytes 8-11) set to zero.
function tableChecksum(data: Buffer, isHead: boolean): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  if (isHead) padded.writeUInt32BE(0, 8);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('unpacks every table of the report font intact', () => {
    const woff = readFileSync(FONT);
    const sfnt = woffToSfnt(woff);
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    for (let index = 0; index < numTables; index++) {
      const entry = 12 + index * 16;
      const tag = sfnt.subarray(entry, entry + 4).toString('latin1');
      const offset = sfnt.readUInt32BE(entry + 8);
      const length = sfnt.readUInt32BE(entry + 12);
      expect(offset % 4, tag).toBe(0);
      expect(tableChecksum(sfnt.subarray(offset, offset + length), tag === 'head'), tag).toBe(
        sfnt.readUInt32BE(entry + 4),
      );
    }
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some text here for the header'))).toThrow(
      'Not a WOFF 1.0 font',
    );
  });
});
