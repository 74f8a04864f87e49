/**
 * Decides a file's type from its bytes, never its name (file-type is ESM-only and breaks Jest).
 * Only the types the document library accepts are recognised; anything else is null.
 */
export type SniffedType = 'pdf' | 'png' | 'jpeg' | 'webp' | 'svg' | 'docx' | 'xlsx';

export const CONTENT_TYPE: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export const EXTENSION: Record<SniffedType, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', webp: 'webp', svg: 'svg', docx: 'docx', xlsx: 'xlsx' };
export const IMAGE_TYPES: SniffedType[] = ['png', 'jpeg', 'webp', 'svg'];

const startsWith = (buf: Buffer, bytes: number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

/**
 * `head` is the first bytes of the file (4 KB is plenty for the binary formats, SVG needs the
 * prologue). `zipEntries` lists the names in a ZIP's central directory (see zipEntryNames) and is
 * only needed to tell DOCX and XLSX apart from other ZIPs.
 */
export function sniffType(head: Buffer, zipEntries?: () => string[]): SniffedType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF....WEBP
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntries?.() ?? [];
    if (!names.includes('[Content_Types].xml')) return null;
    if (names.some((n) => n === 'word/document.xml')) return 'docx';
    if (names.some((n) => n === 'xl/workbook.xml')) return 'xlsx';
    return null;
  }
  if (looksLikeSvg(head)) return 'svg';
  return null;
}

/** Text whose root element is <svg>, after an optional BOM, XML declaration, comments and doctype. */
export function looksLikeSvg(head: Buffer): boolean {
  // Binary data is never SVG.
  if (head.subarray(0, 1024).includes(0)) return false;
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let rest = text.trimStart();
  for (;;) {
    const before = rest;
    rest = rest.replace(/^<\?xml[\s\S]*?\?>/, '').trimStart();
    rest = rest.replace(/^<!--[\s\S]*?-->/, '').trimStart();
    rest = rest.replace(/^<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>/i, '').trimStart();
    if (rest === before) break;
  }
  return /^<svg[\s>]/.test(rest) || /^<[A-Za-z_][\w.-]*:svg[\s>]/.test(rest);
}

/** Names in a ZIP's central directory (read from the end of the file, as unzip does). */
export function zipEntryNames(tail: Buffer, tailOffset: number, readAt: (offset: number, length: number) => Buffer): string[] {
  // End of central directory record: signature PK\x05\x06, at least 22 bytes from the end.
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 0x05 && tail[i + 3] === 0x06) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (cdSize > 16 * 1024 * 1024) return [];
  const cd = cdOffset >= tailOffset && cdOffset + cdSize <= tailOffset + tail.length ? tail.subarray(cdOffset - tailOffset, cdOffset - tailOffset + cdSize) : readAt(cdOffset, cdSize);
  const names: string[] = [];
  let p = 0;
  for (let n = 0; n < count && p + 46 <= cd.length; n++) {
    if (cd.readUInt32LE(p) !== 0x02014b50) break;
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    names.push(cd.subarray(p + 46, p + 46 + nameLen).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** Pixel dimensions of an image from its header bytes; null when they cannot be read. */
export function imageSize(type: SniffedType, head: Buffer): { width: number; height: number } | null {
  try {
    if (type === 'png') {
      if (head.toString('latin1', 12, 16) !== 'IHDR') return null;
      return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
    }
    if (type === 'jpeg') {
      let p = 2;
      while (p + 9 < head.length) {
        if (head[p] !== 0xff) {
          p++;
          continue;
        }
        const marker = head[p + 1];
        // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { height: head.readUInt16BE(p + 5), width: head.readUInt16BE(p + 7) };
        }
        if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff) {
          p += marker === 0xff ? 1 : 2;
          continue;
        }
        p += 2 + head.readUInt16BE(p + 2);
      }
      return null;
    }
    if (type === 'webp') {
      const chunk = head.toString('latin1', 12, 16);
      if (chunk === 'VP8X') return { width: 1 + head.readUIntLE(24, 3), height: 1 + head.readUIntLE(27, 3) };
      if (chunk === 'VP8 ') return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
      if (chunk === 'VP8L') {
        const bits = head.readUInt32LE(21);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
      return null;
    }
    if (type === 'svg') {
      const m = /<svg\b[^>]*>/i.exec(head.toString('utf8'));
      if (!m) return null;
      const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(m[0])?.[1];
      const px = (v?: string) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? Math.round(parseFloat(v)) : null);
      const w = px(attr('width'));
      const h = px(attr('height'));
      if (w && h) return { width: w, height: h };
      const vb = attr('viewBox')
        ?.trim()
        .split(/[\s,]+/)
        .map(Number);
      if (vb && vb.length === 4 && vb.every((n) => Number.isFinite(n)) && vb[2] > 0 && vb[3] > 0) return { width: Math.round(vb[2]), height: Math.round(vb[3]) };
      return null;
    }
  } catch {
    return null;
  }
  return null;
}
