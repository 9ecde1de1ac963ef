import type { S3Client } from '@aws-sdk/client-s3';
import { ReleaseError } from '../../release-error';

/** Where the release files are kept in an S3-compatible object store (RELEASES_BUCKET and its settings). */
export interface ObjectStoreLocation {
  bucket: string;
  /** Every key starts with it (`site/`), or ''. */
  prefix: string;
  /** An S3-compatible service other than AWS (R2, MinIO, Ceph's gateway); null: AWS S3. */
  endpoint: string | null;
  region: string;
  /** Bucket in the path (`https://host/bucket/key`) rather than the host name: most other services need it. */
  forcePathStyle: boolean;
}

interface StoredObject {
  key: string;
  size: number;
  lastModified: number;
}

/** The few calls the release files make, each failing with a sentence that names the store. */
export interface ObjectStore {
  /** For messages: `the object store (bucket b, prefix p, at endpoint)`. */
  description: string;
  /**
   * Writes an object that must not exist yet (`If-None-Match: *`: a service that honours it answers
   * 412 when it does, thrown as ObjectExists), and returns its ETag.
   */
  create(
    key: string,
    body: Buffer,
    headers?: { contentType?: string; cacheControl?: string },
  ): Promise<{ etag: string }>;
  /** Writes an object that may exist (a publish mark's heartbeat). */
  replace(key: string, body: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object's size and time, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** Every object under `prefix` (only those directly under it with `flat`). */
  list(prefix: string, flat?: boolean): Promise<StoredObject[]>;
  remove(keys: readonly string[]): Promise<void>;
}

/** Exists already: the service honoured `If-None-Match: *`. */
export class ObjectExists extends ReleaseError {
  constructor(key: string) {
    super(`${key} exists already in the object store: a release is written once, never over another`);
    this.name = 'ObjectExists';
  }
}

// A store that does not answer must fail a command in seconds, not hang it (the SDK tries twice).
const CONNECTION_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 10_000;
const REMOVALS_AT_ONCE = 8;

type Sdk = typeof import('@aws-sdk/client-s3');
// Loaded at the first call to a bucket: a process without one (the folder backend) never loads the
// SDK, nor prints its warnings.
let sdk: Promise<Sdk> | null = null;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/** The HTTP status of a failed call, when the service answered it. */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const missing = (error: unknown) =>
  (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound' || statusOf(error) === 404;

/**
 * The object store through the AWS SDK's S3 client, with credentials from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). Checksums are sent
 * and checked only where a call requires them: S3-compatible services often refuse the CRC32 the
 * SDK adds by default.
 */
export function openObjectStore(location: ObjectStoreLocation): ObjectStore {
  let connected: Promise<{ s3: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (connected ??= loadSdk().then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: location.region,
        ...(location.endpoint ? { endpoint: location.endpoint } : {}),
        forcePathStyle: location.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 2,
        requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      }),
    })));
  const { bucket } = location;
  const description = `the object store (bucket ${bucket}${location.prefix ? `, prefix ${location.prefix}` : ''}${
    location.endpoint ? ` at ${new URL(location.endpoint).host}` : ''
  })`;

  const call = async <T>(doing: string, run: (s3: Sdk, client: S3Client) => Promise<T>): Promise<T> => {
    try {
      const { s3, client } = await connect();
      return await run(s3, client);
    } catch (error) {
      if (error instanceof ReleaseError) throw error;
      const status = statusOf(error);
      const reason = status
        ? `${(error as Error).name} ${status}`
        : ((error as NodeJS.ErrnoException).code ?? (error as Error).name);
      throw new ReleaseError(`${description} could not ${doing} (${reason}: ${(error as Error).message})`);
    }
  };

  return {
    description,

    create: (key, body, headers = {}) =>
      call(`write ${key}`, async (s3, client) => {
        try {
          const answer = await client.send(
            new s3.PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: body,
              IfNoneMatch: '*',
              ContentLength: body.length,
              ...(headers.contentType ? { ContentType: headers.contentType } : {}),
              ...(headers.cacheControl ? { CacheControl: headers.cacheControl } : {}),
            }),
          );
          return { etag: (answer.ETag ?? '').replace(/"/g, '') };
        } catch (error) {
          if (statusOf(error) === 412) throw new ObjectExists(key);
          throw error;
        }
      }),

    replace: (key, body) =>
      call(`write ${key}`, async (s3, client) => {
        await client.send(
          new s3.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: body.length }),
        );
      }),

    get: (key) =>
      call(`read ${key}`, async (s3, client) => {
        try {
          const answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }));
          return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        } catch (error) {
          if (missing(error)) return null;
          throw error;
        }
      }),

    head: (key) =>
      call(`read ${key}`, async (s3, client) => {
        try {
          const answer = await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: key }));
          return { key, size: answer.ContentLength ?? 0, lastModified: answer.LastModified?.getTime() ?? 0 };
        } catch (error) {
          if (missing(error)) return null;
          throw error;
        }
      }),

    list: (prefix, flat = false) =>
      call(`list ${prefix}`, async (s3, client) => {
        const found: StoredObject[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(
            new s3.ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              ContinuationToken: token,
              ...(flat ? { Delimiter: '/' } : {}),
            }),
          );
          for (const object of page.Contents ?? []) {
            if (object.Key) {
              found.push({
                key: object.Key,
                size: object.Size ?? 0,
                lastModified: object.LastModified?.getTime() ?? 0,
              });
            }
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return found;
      }),

    remove: (keys) =>
      call(`remove ${keys.length} objects`, async (s3, client) => {
        // One by one, a few at a time: DeleteObjects requires a checksum emulators compute differently.
        for (let start = 0; start < keys.length; start += REMOVALS_AT_ONCE) {
          await Promise.all(
            keys
              .slice(start, start + REMOVALS_AT_ONCE)
              .map((Key) => client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key }))),
          );
        }
      }),
  };
}
