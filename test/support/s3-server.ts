import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// s3rver knows one key pair; it checks every request's signature against it.
const KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  bucket: string;
  /** The settings that point the app at this bucket (DOCUMENT_STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes and stored content type, read straight from the bucket. */
  read(key: string): Promise<{ bytes: Buffer; contentType: string | undefined }>;
  /** Deletes an object behind the app's back. */
  remove(key: string): Promise<void>;
  /** Deletes every object and then the bucket itself, so the app's next request is refused; `createBucket` makes an empty one again. */
  dropBucket(): Promise<void>;
  createBucket(): Promise<void>;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver, which checks SigV4 signatures) on a free loopback port, storing under a temp folder. */
export async function startS3Server(bucket = 'site-docs'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-s3-'));
  // Port 0: the system picks a free port as it binds, so nothing can take it in between.
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // A client of our own, to look into the bucket behind the app's back.
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEY });
  const keys = async () => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      found.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return found.sort();
  };
  return {
    bucket,
    env: { DOCUMENT_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: KEY.accessKeyId, S3_SECRET_ACCESS_KEY: KEY.secretAccessKey },
    keys,
    read: async (key) => {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return { bytes: Buffer.from(await res.Body!.transformToByteArray()), contentType: res.ContentType };
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    dropBucket: async () => {
      for (const key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    },
    createBucket: async () => {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    stop: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
