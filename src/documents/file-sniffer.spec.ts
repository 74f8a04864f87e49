import { imageSize, looksLikeSvg, sniffType, zipEntryNames } from './file-sniffer';

/** A minimal ZIP (stored entries) holding the given names, enough for the central directory reader. */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const n of names) {
    const name = Buffer.from(n);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, name);
    offset += 30 + name.length;
  }
  const cd = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(names.length, 8);
  eocd.writeUInt16LE(names.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}
const entries = (buf: Buffer) => () => zipEntryNames(buf, 0, (o, l) => buf.subarray(o, o + l));

describe('file sniffer', () => {
  it('recognises the allowed types from their bytes', () => {
    expect(sniffType(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffType(Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    const docx = zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(sniffType(docx, entries(docx))).toBe('docx');
    const xlsx = zip(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(sniffType(xlsx, entries(xlsx))).toBe('xlsx');
  });

  it('refuses executables, HTML, plain ZIPs and text whatever their name', () => {
    expect(sniffType(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('\x7fELF\x02\x01', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('<!DOCTYPE html><html><svg></svg></html>'))).toBeNull();
    expect(sniffType(Buffer.from('<html><body>%PDF-1.4</body></html>'))).toBeNull();
    const plain = zip(['readme.txt']);
    expect(sniffType(plain, entries(plain))).toBeNull();
    expect(sniffType(Buffer.from('just text'))).toBeNull();
    expect(looksLikeSvg(Buffer.from('<svg\0>'))).toBe(false);
  });

  it('reads image sizes from PNG, JPEG, WebP and SVG headers', () => {
    const png = Buffer.alloc(24);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageSize('png', png)).toEqual({ width: 640, height: 480 });
    // SOI, APP0 (length 16), SOF0 with height 300 and width 400.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Array(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03]);
    expect(imageSize('jpeg', jpeg)).toEqual({ width: 400, height: 300 });
    const vp8x = Buffer.alloc(30);
    vp8x.write('VP8X', 12, 'latin1');
    vp8x.writeUIntLE(1919, 24, 3);
    vp8x.writeUIntLE(1079, 27, 3);
    expect(imageSize('webp', vp8x)).toEqual({ width: 1920, height: 1080 });
    expect(imageSize('svg', Buffer.from('<svg width="32px" height="16" viewBox="0 0 8 4">'))).toEqual({ width: 32, height: 16 });
    expect(imageSize('svg', Buffer.from('<svg width="100%" viewBox="0 0 120.4 80">'))).toEqual({ width: 120, height: 80 });
    expect(imageSize('svg', Buffer.from('<svg>'))).toBeNull();
  });
});
