import { crc32, deflateRawSync } from 'node:zlib';

// A minimal ZIP writer (PKWARE APPNOTE 6.3: local headers, deflated data, central directory, end
// record; UTF-8 names): what any file manager opens with a double click, without a dependency.
// Each file is given whole; no ZIP64, so each file and the archive stay under 4 GiB.

export interface ZipEntry {
  name: string;
  content: Buffer;
}

const VERSION = 20; // 2.0: deflate
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const MAX_SIZE = 0xffffffff;

/** MS-DOS time and date of an instant (local fields in UTC, 2-second steps). */
function dosDateTime(at: Date) {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1);
  const date =
    ((Math.max(at.getUTCFullYear(), 1980) - 1980) << 9) |
    ((at.getUTCMonth() + 1) << 5) |
    at.getUTCDate();
  return { time, date };
}

/** The archive of `entries`, each deflated, dated `at`. */
export function zip(entries: readonly ZipEntry[], at = new Date()): Buffer {
  const { time, date } = dosDateTime(at);
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const data = deflateRawSync(content);
    if (content.length > MAX_SIZE || data.length > MAX_SIZE || offset > MAX_SIZE)
      throw new Error('zip: file too large for a ZIP without ZIP64');
    const checksum = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4); // made by: MS-DOS attributes
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    // extra field, comment, disk number, internal and external attributes: 0
    central.writeUInt32LE(offset, 42);
    directory.push(central, fileName);
    parts.push(local, fileName, data);
    offset += local.length + fileName.length + data.length;
  }
  const directorySize = directory.reduce((size, part) => size + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
