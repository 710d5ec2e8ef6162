import { inflateSync } from 'node:zlib';

// The font package ships WOFF files. fontkit reads them, but inflates a compressed table again every time the
// PDF writer asks for it, once per render, which was about an eighth of the report's render time. Unpacking the
// WOFF into a plain TrueType/OpenType font once, at start-up, removes that cost. WOFF 1.0 layout:
// https://www.w3.org/TR/WOFF/ (a 44-byte header, 20-byte table entries, each table zlib-compressed or stored).
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

type Table = { tag: number; checksum: number; data: Buffer };

function align4(value: number): number {
  return (value + 3) & ~3;
}

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_SIZE || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);

  const tables: Table[] = [];
  for (let index = 0; index < numTables; index++) {
    const entry = WOFF_HEADER_SIZE + index * WOFF_ENTRY_SIZE;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const originalLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < originalLength ? inflateSync(stored) : stored;
    if (data.length !== originalLength) throw new Error('WOFF table has the wrong length after inflating');
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
  }

  // The binary-search fields of the sfnt header: the largest power of two not above the table count.
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_SIZE;

  const headerSize = SFNT_HEADER_SIZE + numTables * SFNT_ENTRY_SIZE;
  const totalSize = tables.reduce((size, table) => size + align4(table.data.length), headerSize);
  const sfnt = Buffer.alloc(totalSize);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * SFNT_ENTRY_SIZE - searchRange, 10);

  let offset = headerSize;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER_SIZE + index * SFNT_ENTRY_SIZE;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}
