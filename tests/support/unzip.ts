import { inflateRawSync as inflate } from 'node:zlib';

// Reads a ZIP archive (deflated or stored entries, no ZIP64) from its central directory: the
// tests' own reader of the GDPR export archives, independent of the platform's writer.

export interface UnzippedEntry {
  name: string;
  content: Buffer;
}

const DEFLATE = 8;

/** The files of an archive (deflated or stored entries, no ZIP64). */
export function unzip(archive: Buffer): UnzippedEntry[] {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('unzip: no end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const entries: UnzippedEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('unzip: bad central directory');
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt =
      localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const data = archive.subarray(dataAt, dataAt + compressed);
    entries.push({ name, content: method === DEFLATE ? inflate(data) : Buffer.from(data) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
