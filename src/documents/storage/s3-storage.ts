import * as fs from 'node:fs';
import * as http from 'node:http';
import * as https from 'node:https';
import { Readable } from 'node:stream';

import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Logger, OnModuleDestroy } from '@nestjs/common';

import { DocumentStorage } from './document-storage';

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. "documents/". */
  prefix: string;
  /** Path-style URLs (endpoint/bucket/key), which every S3-compatible store understands. */
  forcePathStyle: boolean;
}

/** An S3-compatible bucket through the AWS SDK; uploads and downloads stream, nothing is held whole in memory. */
export class S3DocumentStorage implements DocumentStorage, OnModuleDestroy {
  readonly name = 's3' as const;
  private readonly logger = new Logger('S3Storage');
  private readonly client: S3Client;

  constructor(private readonly s: S3Settings) {
    this.client = new S3Client({
      endpoint: s.endpoint,
      region: s.region,
      forcePathStyle: s.forcePathStyle,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      // Given no checksum, the SDK adds a CRC32 trailer and sends a streamed upload aws-chunked,
      // which several S3-compatible stores (s3rver among them) keep, chunk framing and all, as the
      // object's bytes. So checksums only where an operation requires one: uploads send their own
      // SHA-256 (putFile), and reads hand on the store's response stream as it arrives.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The SDK caps an agent at 50 sockets; each download in flight holds one for as long as the
      // visitor takes to read it, so no cap (as Node's own agents).
      requestHandler: { httpAgent: new http.Agent({ keepAlive: true }), httpsAgent: new https.Agent({ keepAlive: true }) },
      // The SDK's warnings through Nest's logger. Its per-call lines are dropped: a failed call is
      // thrown (see `call`) and logged by whoever it fails, or expected (a rendition not made yet).
      logger: { debug: () => undefined, info: () => undefined, warn: (...a: unknown[]) => this.logger.warn(a.join(' ')), error: () => undefined },
    });
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  async putFile(key: string, tempPath: string, meta: { contentType: string; size: number; sha256: string }): Promise<void> {
    try {
      // A failed upload is not retried by the SDK (the file stream is spent); the caller reports it.
      await this.call('PutObject', key, () =>
        this.client.send(
          new PutObjectCommand({
            ...this.object(key),
            Body: fs.createReadStream(tempPath),
            ContentLength: meta.size,
            ContentType: meta.contentType,
            // S3 refuses the upload if the bytes that arrive have another hash.
            ChecksumSHA256: Buffer.from(meta.sha256, 'hex').toString('base64'),
          }),
        ),
      );
    } finally {
      await fs.promises.rm(tempPath, { force: true });
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const res = await this.call('GetObject', key, () =>
      this.client.send(new GetObjectCommand({ ...this.object(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined })),
    );
    const body = res.Body;
    if (!(body instanceof Readable)) throw new Error(`S3 GetObject ${key} answered without a body stream`);
    // A store that ignored the range would send the whole file under a 206's Content-Length.
    if (range && !res.ContentRange?.startsWith(`bytes ${range.start}-${range.end}/`)) {
      body.destroy();
      throw new Error(`S3 GetObject ${key} answered range ${res.ContentRange ?? 'none'} for bytes ${range.start}-${range.end}`);
    }
    return body;
  }

  async delete(key: string): Promise<void> {
    try {
      await this.call('DeleteObject', key, () => this.client.send(new DeleteObjectCommand(this.object(key))));
    } catch (e) {
      // Already gone is what was asked for.
      if (((e as Error).cause as S3ServiceException | undefined)?.$metadata?.httpStatusCode !== 404) throw e;
    }
  }

  private object(key: string) {
    return { Bucket: this.s.bucket, Key: this.s.prefix + key };
  }

  /** SDK errors become one-line errors naming the operation and key; the cause keeps the SDK's. */
  private async call<T>(operation: string, key: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (e) {
      const status = (e as S3ServiceException).$metadata?.httpStatusCode;
      throw new Error(`S3 ${operation} ${this.s.prefix + key} failed${status ? ` with ${status}` : ''}: ${(e as Error).name}: ${(e as Error).message}`, { cause: e });
    }
  }
}
