// Guards every request passes (app.ts). Every string the API accepts passes here once, before any route's schema sees it (app.ts hooks it
// in as preValidation for every route): the body, the query string and the path parameters, keys
// included. PostgreSQL text and jsonb cannot hold a NUL character, and a lone UTF-16 surrogate has no
// UTF-8 form (jsonb refuses its escape, text would store a replacement character): both are refused
// with the per-field input error of spec 8 instead of reaching the database (docs/decisions/017).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNames } from '@miao/contracts/auth-rules';
import { fail } from './errors';

/** Lone high or low surrogates (a well-formed pair is fine). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextFault = 'null_character' | 'text_unstorable';

/** What is wrong with one string, if anything. */
export function textFault(value: string): TextFault | undefined {
  if (value.includes('\u0000')) return 'null_character';
  if (LONE_SURROGATE.test(value)) return 'text_unstorable';
  return undefined;
}

/** Deep enough for any body the contracts accept; deeper input is refused as malformed. */
const MAX_DEPTH = 32;

interface Found {
  fault: TextFault;
  fields: string[];
}

/** Walks a parsed value and collects the dotted path of every field holding a bad string. */
export function findUnstorableText(value: unknown, prefix = ''): Found | undefined {
  const found: Found = { fault: 'text_unstorable', fields: [] };
  let nul = false;
  const walk = (node: unknown, path: string, depth: number) => {
    if (typeof node === 'string') {
      const fault = textFault(node);
      if (fault) {
        if (fault === 'null_character') nul = true;
        found.fields.push(path);
      }
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (depth > MAX_DEPTH) {
      found.fields.push(path);
      return;
    }
    const join = (key: string) => (path ? `${path}.${key}` : key);
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, join(String(i)), depth + 1));
      return;
    }
    // Buffers and streams (multipart, raw bodies) are not text the API stores as such.
    // (The query string parser's objects have a prototype of their own, so test what they are not.)
    if (
      Buffer.isBuffer(node) ||
      ArrayBuffer.isView(node) ||
      typeof (node as { pipe?: unknown }).pipe === 'function'
    )
      return;
    for (const [key, item] of Object.entries(node as Record<string, unknown>)) {
      if (textFault(key)) {
        if (textFault(key) === 'null_character') nul = true;
        // the answer names the key readably: its bad characters shown as U+FFFD
        found.fields.push(join([...key].map((c) => (textFault(c) ? '\uFFFD' : c)).join('')));
        continue;
      }
      walk(item, join(key), depth + 1);
    }
  };
  walk(value, prefix, 0);
  if (found.fields.length === 0) return undefined;
  if (nul) found.fault = 'null_character';
  return found;
}

/**
 * The preValidation hook: one answer for the whole request, naming every bad field. The hooks here
 * take `done` rather than return a promise: they run on every request, mostly to find nothing, and
 * a refusal they throw reaches the error handler either way.
 */
export function refuseUnstorableText(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  const fields: string[] = [];
  let fault: TextFault | undefined;
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnstorableText(part);
    if (!found) continue;
    fields.push(...found.fields);
    if (fault !== 'null_character') fault = found.fault;
  }
  if (fault) fail(fault, { fields: [...new Set(fields)] });
  done();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` of an Origin or Referer header, or undefined when it is not one. */
function hostOf(value: string): string | undefined {
  try {
    return new URL(value).host;
  } catch {
    return undefined;
  }
}

/**
 * The onRequest hook: a write carried by the session cookies (no Bearer header) must come from this
 * site. Browsers say where a request comes from in `Sec-Fetch-Site` (refused: `cross-site`,
 * `same-site`) and, on every cross-origin POST, in `Origin` (refused unless it names the host the
 * request was sent to, or the configured public address). SameSite=Lax already keeps the cookies off
 * other sites' forms; this is the second lock (docs/decisions/017). Clients sending neither header
 * are not browsers acting for someone else and pass.
 */
export function refuseCrossSiteWrites(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  checkSameSiteWrite(request);
  done();
}

function checkSameSiteWrite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers.authorization?.startsWith('Bearer ')) return;
  const names = cookieNames(request.server.deps.config.cookiePrefix);
  const cookies = request.cookies ?? {};
  if (!cookies[names.token] && !cookies[names.refresh]) return;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') fail('cross_site_refused');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const from = origin === 'null' ? undefined : hostOf(origin);
  const allowed = new Set([request.headers.host, hostOf(request.server.deps.config.publicUrl)]);
  if (!from || !allowed.has(from)) fail('cross_site_refused');
}

/**
 * The onSend hook: an API answer to a signed-in request is personal unless its route said it is the
 * same for everyone (`public` caching): no shared or browser cache may keep it.
 */
export function storeNothingPersonal<Payload>(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Payload,
  done: (error: null, payload: Payload) => void,
): void {
  if (isPersonalApiAnswer(request, reply)) reply.header('cache-control', 'no-store');
  done(null, payload);
}

function isPersonalApiAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const personal = request.userId !== undefined || request.headers.authorization !== undefined;
  if (!personal) return false;
  if (!request.url.startsWith('/api/') && !request.url.startsWith('/auth/')) return false;
  const current = reply.getHeader('cache-control');
  return !(typeof current === 'string' && current.startsWith('public'));
}
