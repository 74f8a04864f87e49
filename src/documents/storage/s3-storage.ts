import * as fs from 'node:fs';
import * as http from 'node:http';
import * as https from 'node:https';
import type { Readable } from 'node:stream';
import { amzDate, authorizationHeader, EMPTY_SHA256 } from './sigv4';
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

/** An S3-compatible bucket reached with plain SigV4-signed HTTP requests (no AWS SDK). */
export class S3DocumentStorage implements DocumentStorage {
  readonly name = 's3' as const;
  constructor(private readonly s: S3Settings) {}

  private url(key: string): URL {
    const objectKey = this.s.prefix + key;
    const base = new URL(this.s.endpoint);
    if (this.s.forcePathStyle) return new URL(`${base.origin}/${this.s.bucket}/${objectKey}`);
    return new URL(`${base.protocol}//${this.s.bucket}.${base.host}/${objectKey}`);
  }

  private send(method: string, key: string, extra: Record<string, string>, payloadHash: string, body?: Readable): Promise<http.IncomingMessage> {
    const url = this.url(key);
    const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(new Date()), ...extra };
    headers.authorization = authorizationHeader({ method, url, headers, payloadHash, region: this.s.region, service: 's3', accessKeyId: this.s.accessKeyId, secretAccessKey: this.s.secretAccessKey });
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = lib.request(url, { method, headers }, resolve);
      req.on('error', reject);
      if (body) body.on('error', (e) => req.destroy(e)).pipe(req);
      else req.end();
    });
  }

  private async fail(res: http.IncomingMessage, what: string): Promise<never> {
    let text = '';
    for await (const chunk of res) text += chunk;
    throw new Error(`S3 ${what} failed with ${res.statusCode}: ${text.slice(0, 300)}`);
  }

  async putFile(key: string, tempPath: string, meta: { contentType: string; size: number; sha256: string }): Promise<void> {
    try {
      const res = await this.send('PUT', key, { 'content-type': meta.contentType, 'content-length': String(meta.size) }, meta.sha256, fs.createReadStream(tempPath));
      if (res.statusCode !== 200) await this.fail(res, `PUT ${key}`);
      res.resume();
    } finally {
      await fs.promises.rm(tempPath, { force: true });
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const res = await this.send('GET', key, range ? { range: `bytes=${range.start}-${range.end}` } : {}, EMPTY_SHA256);
    if (res.statusCode !== 200 && res.statusCode !== 206) await this.fail(res, `GET ${key}`);
    return res;
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key, {}, EMPTY_SHA256);
    if (res.statusCode !== 204 && res.statusCode !== 200 && res.statusCode !== 404) await this.fail(res, `DELETE ${key}`);
    res.resume();
  }
}
