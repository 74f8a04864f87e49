import '@fastify/multipart';

import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { FastifyRequest } from 'fastify';

import { ValidationFailed } from '../common/errors';
import { DOCUMENT_MESSAGES } from '../contract/documents';
import { CONTENT_TYPE, EXTENSION, IMAGE_TYPES, imageSize, SniffedType, sniffType, zipEntryNames } from './file-sniffer';
import { sanitizeSvg } from './svg-sanitizer';

/** An upload written completely to a temp file (same disk as local storage), not yet stored. */
export interface ReceivedFile {
  tempPath: string;
  originalName: string;
  size: number;
  sha256: string;
}

/** A received file after its bytes were checked (and an SVG sanitized). */
export interface InspectedFile extends ReceivedFile {
  type: SniffedType;
  contentType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

export const removeTemp = (file: { tempPath: string } | null | undefined) => (file ? fs.promises.rm(file.tempPath, { force: true }) : Promise.resolve());

const fileError = (message: string) => new ValidationFailed(message, { file: message });

/**
 * Reads a multipart request: form fields plus at most one file part, which is streamed to a temp
 * file while hashing. Any failure (too large, aborted, not multipart) removes the temp file.
 */
export async function receiveUpload(req: FastifyRequest, tmpDir: string, maxBytes: number): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  if (!req.isMultipart()) throw fileError(DOCUMENT_MESSAGES.noFile);
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const received: ReceivedFile = { tempPath: path.join(tmpDir, `${crypto.randomUUID()}.part`), originalName: part.filename || 'document', size: 0, sha256: '' };
      file = received;
      const hash = crypto.createHash('sha256');
      const meter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          hash.update(chunk);
          received.size += chunk.length;
          cb(null, chunk);
        },
      });
      await pipeline(part.file, meter, fs.createWriteStream(received.tempPath, { flags: 'wx' }));
      if (part.file.truncated) throw fileError(DOCUMENT_MESSAGES.tooLarge(maxBytes));
      received.sha256 = hash.digest('hex');
    }
  } catch (e) {
    await removeTemp(file);
    const code = (e as { code?: string }).code;
    if (e instanceof ValidationFailed) throw e;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(DOCUMENT_MESSAGES.tooLarge(maxBytes));
    if (code === 'FST_FILES_LIMIT') throw fileError('Upload one file at a time.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fileError(DOCUMENT_MESSAGES.noFile);
    throw e;
  }
  return { fields, file };
}

/** A ZIP file's first bytes (local file header): Office files are ZIPs. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Reads `length` bytes at `offset` (fewer at the end of the file), asynchronously. */
async function readAt(handle: fs.promises.FileHandle, offset: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buf, 0, length, offset);
  return buf.subarray(0, bytesRead);
}

/** The names in a ZIP's central directory (an Office file's parts), read without blocking the event loop. */
async function zipNames(handle: fs.promises.FileHandle, size: number): Promise<string[]> {
  const tailLen = Math.min(size, 65_557);
  const tailOffset = size - tailLen;
  const tail = await readAt(handle, tailOffset, tailLen);
  // The directory is nearly always inside the tail; when it is not, its range is read and the names taken again.
  const wanted: { range?: [number, number] } = {};
  const names = zipEntryNames(tail, tailOffset, (o, l) => {
    wanted.range = [o, l];
    return Buffer.alloc(0);
  });
  if (!wanted.range) return names;
  const cd = await readAt(handle, ...wanted.range);
  return zipEntryNames(tail, tailOffset, () => cd);
}

/**
 * Checks the bytes: empty and unknown types are refused (and the temp file removed); an SVG is
 * sanitized in place; images get their pixel size. No synchronous file-system call (a request path).
 */
export async function inspectUpload(file: ReceivedFile): Promise<InspectedFile> {
  try {
    if (file.size === 0) throw fileError(DOCUMENT_MESSAGES.empty);
    const handle = await fs.promises.open(file.tempPath, 'r');
    let type: SniffedType | null;
    let head: Buffer;
    try {
      head = await readAt(handle, 0, Math.min(file.size, 256 * 1024));
      const names = head.subarray(0, 4).equals(ZIP_MAGIC) ? await zipNames(handle, file.size) : [];
      type = sniffType(head, () => names);
    } finally {
      await handle.close();
    }
    if (!type) throw fileError(DOCUMENT_MESSAGES.wrongType);
    let result: InspectedFile = { ...file, type, contentType: CONTENT_TYPE[type], extension: EXTENSION[type], width: null, height: null };
    if (type === 'svg') {
      const text = await fs.promises.readFile(file.tempPath, 'utf8');
      const clean = Buffer.from(sanitizeSvg(text), 'utf8');
      // Write beside the temp file and rename over it, so a crash never leaves half an SVG.
      const next = `${file.tempPath}.svg`;
      await fs.promises.writeFile(next, clean);
      await fs.promises.rename(next, file.tempPath);
      head = clean;
      result = { ...result, size: clean.length, sha256: crypto.createHash('sha256').update(clean).digest('hex') };
    }
    if (IMAGE_TYPES.includes(type)) {
      const dims = imageSize(type, head);
      if (dims) result = { ...result, width: dims.width, height: dims.height };
    }
    return result;
  } catch (e) {
    await removeTemp(file);
    throw e;
  }
}

/** Writes bytes (seed documents) to a temp file as if they had been uploaded. */
export async function receiveBuffer(bytes: Buffer, originalName: string, tmpDir: string): Promise<ReceivedFile> {
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tempPath = path.join(tmpDir, `${crypto.randomUUID()}.part`);
  await fs.promises.writeFile(tempPath, bytes, { flag: 'wx' });
  return { tempPath, originalName, size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}
