import { createReadStream } from 'node:fs';
import multipart, { type MultipartFields } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, refusals } from '@miao/contracts/common';
import {
  bucketSignRequest,
  bucketSignResponse,
  uploadCompleteRequest,
  uploadedFile,
  uploadFileType,
  uploadMaxBytes,
  uploadSignature,
  uploadSignatureRequest,
} from '@miao/contracts/uploads';
import { actorOf, requireUser } from '../../platform/identity';
import { isTaskVisible } from '../../db/task-visibility';
import { fail } from '../../platform/errors';
import { attachmentDisposition, IMMUTABLE_CACHE, isSafeKey, type LocalStorage } from '../../platform/storage';
import { completeUpload, createUploadSignature, receiveLocalUpload } from './service';
import { servingOf, signFiles } from './stored-files';

const tags = ['uploads'];

const MAX_UPLOAD_BYTES = Math.max(...uploadFileType.options.map(uploadMaxBytes));

export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db, storage } = app.deps;

  app.post(
    '/api/upload/signature',
    {
      schema: {
        tags,
        summary: 'Sign one upload: the key, size limit and form fields to post the file with',
        body: uploadSignatureRequest,
        response: { 200: uploadSignature, ...refusals },
      },
    },
    async (request) => createUploadSignature({ config, storage }, requireUser(request), request.body),
  );

  app.post(
    '/api/upload/complete',
    {
      schema: {
        tags,
        summary: 'After a direct upload to the bucket: check the content and record the file',
        body: uploadCompleteRequest,
        response: { 200: uploadedFile, ...refusals },
      },
    },
    async (request) => completeUpload({ db, storage }, requireUser(request), request.body.path),
  );

  app.post(
    '/api/upload/bucket-sign',
    {
      schema: {
        tags,
        summary: 'Expiring addresses for stored files (private ones included)',
        body: bucketSignRequest,
        response: { 200: bucketSignResponse, ...refusals },
      },
    },
    async (request) => {
      const viewer = await actorOf(request);
      const taskId = request.body.task_id;
      // Private files their uploaders attached to the task are readable to members who may see it
      // now (decision 044); a task they may not see (or none) opens nothing, and the files answer as
      // any other they may not read.
      const visibleTaskId =
        taskId === undefined ? undefined : (await isTaskVisible(db, taskId, viewer)) ? taskId : undefined;
      return signFiles({ db, storage }, request.body.file_list, { ...viewer, visibleTaskId });
    },
  );

  if (storage.kind === 'local') await app.register(localObjectRoutes, { storage });
}

/** The local adapter's side of the bucket: the form POST target and the file server. */
async function localObjectRoutes(fastify: FastifyInstance, options: { storage: LocalStorage }) {
  const { storage } = options;
  const { config, db } = fastify.deps;
  // Registered in this scope only: nowhere else accepts multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 11 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/upload/local',
    {
      schema: {
        tags,
        summary: 'The `host` of a local upload signature',
        description:
          'multipart/form-data: the signature `fields` (access_id, policy, signature, key) first, then `file`.',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedFile, ...refusals },
      },
    },
    async (request) => {
      if (!request.isMultipart()) fail('upload_failed');
      const part = await request.file();
      if (!part) fail('upload_failed');
      return receiveLocalUpload(
        { db, config, storage },
        { fields: textFields(part.fields), file: part.file },
      );
    },
  );

  const keyParams = z.object({ '*': z.string().max(1000) });

  app.get(
    '/uploads/*',
    {
      schema: {
        tags,
        summary: 'A public uploaded file',
        params: keyParams,
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key)) fail('not_found');
      const serving = await servingOf(db, key);
      // Private files are read only through signed addresses.
      if (serving.isPrivate) fail('not_found');
      // Keys are random and never rewritten; a CDN or another site may embed them.
      reply.header('Cache-Control', IMMUTABLE_CACHE).header('Cross-Origin-Resource-Policy', 'cross-origin');
      return sendObject(request, reply, storage, key, serving);
    },
  );

  app.get(
    '/api/upload/private/*',
    {
      schema: {
        tags,
        summary: 'A file through an expiring signed address (bucket sign)',
        params: keyParams,
        querystring: z.object({ expires: z.string().trim().max(20), sig: z.string().trim().max(200) }),
        response: { 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { expires, sig } = request.query;
      if (!isSafeKey(key) || !storage.verifySignature(key, expires, sig)) fail('upload_signature_invalid');
      const remaining = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
      reply.header('Cache-Control', `private, max-age=${remaining}`);
      return sendObject(request, reply, storage, key, await servingOf(db, key));
    },
  );
}

/** Form fields as text; a repeated field counts as absent rather than guessing which one was meant. */
function textFields(fields: MultipartFields): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, part] of Object.entries(fields)) {
    if (part && !Array.isArray(part) && part.type === 'field' && typeof part.value === 'string')
      out[name] = part.value;
  }
  return out;
}

async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: LocalStorage,
  key: string,
  serving: { contentType: string; attachmentName?: string },
) {
  const file = await storage.open(key);
  if (!file) fail('not_found');
  reply
    .header('Content-Type', serving.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    // Uploaded content never runs as a page of this site, even when opened directly.
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
    .header(
      'Content-Disposition',
      serving.attachmentName === undefined ? 'inline' : attachmentDisposition(serving.attachmentName),
    )
    .header('Accept-Ranges', 'bytes');

  // Video players seek with single byte ranges.
  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.size}`);
    return reply.status(416).send();
  }
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', range.end - range.start + 1);
    return reply.send(createReadStream(file.path, range));
  }
  reply.header('Content-Length', file.size);
  return reply.send(createReadStream(file.path));
}

/** One `bytes=` range (RFC 9110 14.2); several ranges or a malformed header are ignored (full answer). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
