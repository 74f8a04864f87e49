import * as crypto from 'node:crypto';

/** AWS Signature Version 4 for S3-compatible stores, with node:crypto instead of the AWS SDK. */
export interface SigV4Request {
  method: string;
  url: URL;
  /** Every header to sign, including host and x-amz-date (and x-amz-content-sha256 for S3). */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, s: string) => crypto.createHmac('sha256', key).update(s, 'utf8').digest();

/** RFC 3986 encoding as AWS wants it (encodeURIComponent leaves !'()* alone). */
export const awsEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 20130524T000000Z */
export const amzDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function canonicalRequest(r: Pick<SigV4Request, 'method' | 'url' | 'headers' | 'payloadHash'>): { text: string; signedHeaders: string } {
  // S3 paths are encoded once, segment by segment.
  const path = r.url.pathname.split('/').map((seg) => awsEncode(decodeURIComponent(seg))).join('/') || '/';
  const query = [...r.url.searchParams.entries()]
    .map(([k, v]) => [awsEncode(k), awsEncode(v)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = Object.entries(r.headers)
    .map(([k, v]) => [k.toLowerCase(), String(v).trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([k]) => k).join(';');
  const text = [r.method.toUpperCase(), path, query, headers.map(([k, v]) => `${k}:${v}\n`).join(''), signedHeaders, r.payloadHash].join('\n');
  return { text, signedHeaders };
}

/** The Authorization header value for a request whose headers already carry x-amz-date. */
export function authorizationHeader(r: SigV4Request): string {
  const dateTime = r.headers['x-amz-date'] ?? r.headers['X-Amz-Date'];
  if (!dateTime) throw new Error('x-amz-date header is required');
  const day = dateTime.slice(0, 8);
  const scope = `${day}/${r.region}/${r.service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(r);
  const stringToSign = ['AWS4-HMAC-SHA256', dateTime, scope, sha256(text)].join('\n');
  const kDate = hmac(`AWS4${r.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, r.region), r.service), 'aws4_request');
  const signature = crypto.createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
