import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config';
import { attachmentDisposition, IMMUTABLE_CACHE, isPrivateKey, isSafeKey, type S3Storage } from './storage';

type S3Config = NonNullable<Config['s3']>;

/** The bucket's own address for objects: the configured endpoint, or AWS's, virtual-hosted unless path style is asked for. */
export function bucketBaseUrl(s3: S3Config): string {
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    const origin = endpoint.origin;
    return s3.forcePathStyle
      ? `${origin}/${s3.bucket}`
      : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
  }
  return s3.forcePathStyle
    ? `https://s3.${s3.region}.amazonaws.com/${s3.bucket}`
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

export function s3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // Without keys in the config the SDK's default chain applies (environment, instance role).
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
}

/**
 * Objects in an S3-compatible bucket. The browser posts files straight to the bucket with a
 * presigned POST under `private/incoming/`, and the server copies them to their own key once
 * checked; the bucket should be publicly readable except under `private/` (docs/decisions/044).
 */
export function createS3Storage(
  s3: S3Config,
  mediaBaseUrl: string | undefined,
  client: S3Client = s3Client(s3),
): S3Storage {
  const Bucket = s3.bucket;
  const bucketBase = bucketBaseUrl(s3);
  const publicBase = (mediaBaseUrl ?? bucketBase).replace(/\/$/, '');
  const cacheControl = (key: string) => (isPrivateKey(key) ? 'private, max-age=3600' : IMMUTABLE_CACHE);

  return {
    kind: 's3',
    publicUrl: (key) => `${publicBase}/${key}`,

    signedUrl: (key, ttlSeconds) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: ttlSeconds }),

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl(key),
        }),
      );
    },

    async presignPost({ key, maxBytes, contentType, attachmentName, metadata, expiresSeconds }) {
      // Every field below becomes an exact-match condition of the policy, so the browser cannot change them.
      const fields: Record<string, string> = {
        'Content-Type': contentType,
        'Cache-Control': cacheControl(key),
      };
      if (attachmentName !== undefined) fields['Content-Disposition'] = attachmentDisposition(attachmentName);
      for (const [name, value] of Object.entries(metadata)) fields[`x-amz-meta-${name}`] = value;
      return createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [['content-length-range', 1, maxBytes], { key }],
        Fields: fields,
        Expires: expiresSeconds,
      });
    },

    async readHead(key, bytes) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
        );
        const head = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        // "bytes 0-4099/123456": the total is after the slash; without a range answer it is the length.
        const total = object.ContentRange?.split('/')[1];
        const size = total && total !== '*' ? Number(total) : (object.ContentLength ?? head.length);
        return { head, size, metadata: object.Metadata ?? {}, etag: object.ETag ?? '' };
      } catch (error) {
        if (
          error instanceof S3ServiceException &&
          (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
        )
          return undefined;
        throw error;
      }
    },

    async promote(from, to, { etag, contentType, attachmentName, metadata }) {
      if (!etag) return false;
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: to,
            // keys are made of URL-safe characters only (isSafeKey)
            CopySource: `${Bucket}/${from}`,
            // the bytes that were checked, not a later post of the same form
            CopySourceIfMatch: etag,
            MetadataDirective: 'REPLACE',
            ContentType: contentType,
            CacheControl: cacheControl(to),
            ContentDisposition:
              attachmentName === undefined ? undefined : attachmentDisposition(attachmentName),
            Metadata: metadata,
          }),
        );
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 412 || status === 404) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
      return true;
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    keyOf(address) {
      for (const base of new Set([publicBase, bucketBase])) {
        if (address.startsWith(`${base}/`)) {
          const key = address.slice(base.length + 1).replace(/[?#].*$/, '');
          return isSafeKey(key) ? key : undefined;
        }
      }
      return isSafeKey(address) ? address : undefined;
    },
  };
}
