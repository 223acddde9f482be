import { cookieNames } from '@miao/contracts/auth-rules';
import { errorMessageKey } from '@miao/contracts/errors';
import { ERROR_TOAST_DURATION_MS, REQUEST_TIMEOUT_MS } from '@miao/contracts/limits';
import { toast } from './toast';
import { deleteCookie, readCookie } from './cookies';
import { refreshSession } from './refresh';

/** A refused or failed call: the HTTP status, the server's `{ code, message }` and the text shown. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The message translated for the page (spec 7), or the server text when no translation exists. */
    readonly displayMessage: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiClientSettings {
  cookiePrefix: string;
  /** Translates a key, or returns undefined when the key has no translation. */
  translate: (key: string) => string | undefined;
  /** Makes the error messages translatable (they are not startup strings); awaited before a refusal is translated. */
  loadErrorMessages: () => Promise<void>;
  /** Runs the sign-in check again after a 401 (spec 7, answer handling). */
  onUnauthorized: () => void;
  /**
   * Sends a request: the browser's `fetch`; on the server, the API answering as the member whose
   * personal page is being rendered (lib/viewer-render.ts).
   */
  transport: (url: string, init: RequestInit) => Promise<Response>;
}

const settings: ApiClientSettings = {
  cookiePrefix: 'test_',
  translate: () => undefined,
  loadErrorMessages: () => Promise.resolve(),
  onUnauthorized: () => {},
  // looked up per call: tests replace the global fetch
  transport: (url, init) => fetch(url, init),
};

/** The app wires the client to its session and translations once it runs in the browser. */
export function configureApiClient(next: Partial<ApiClientSettings>): void {
  Object.assign(settings, next);
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  /** Send the Bearer token (default true). */
  auth?: boolean;
  /** Show the translated error in a toast (default true); forms that show errors inline turn it off. */
  toastErrors?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key`; Accept and Authorization are always the client's. */
  headers?: Record<string, string>;
  /** On a 401, renew the session once and try again (default: with `auth`). */
  refreshOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

const SUCCESS = new Set([200, 201, 203, 204]);

/** Query strings are trimmed before sending (spec 5); empty values are left out. */
export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text === '') continue;
    search.append(key, text);
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/** The text shown for a server message: `error.<message without dots and apostrophes>`. */
export function translateServerMessage(message: string): string {
  return settings.translate(errorMessageKey(message)) ?? message;
}

// Parallel calls failing the same way (several 401s at start) show their message once.
const REPEAT_WINDOW_MS = 1000;
let lastError = { text: '', at: 0 };

/** Spec 7: any existing toast is dismissed and the translated text shows for 5 seconds. */
export function showErrorToast(text: string): void {
  // a personal page rendered on the server: its failed reads show their state, no toast
  if (typeof window === 'undefined') return;
  const now = Date.now();
  if (text === lastError.text && now - lastError.at < REPEAT_WINDOW_MS) return;
  lastError = { text, at: now };
  toast.dismiss();
  toast.error(text, { duration: ERROR_TOAST_DURATION_MS });
}

function tokenCookie(): string {
  return cookieNames(settings.cookiePrefix).token;
}

/** The Bearer header of the signed-in user (none when signed out), for calls made without `request`: streams, forms. */
export function authorizationHeader(): Record<string, string> {
  const token = readCookie(tokenCookie());
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // The session travels in the HttpOnly cookies; a token readable here (set before decision 017)
  // still goes as the Bearer header until it is replaced.
  if (options.auth !== false) {
    const token = readCookie(tokenCookie());
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal =
    options.signal && typeof AbortSignal.any === 'function'
      ? AbortSignal.any([options.signal, timeout])
      : (options.signal ?? timeout);

  let response: Response;
  try {
    response = await settings.transport(buildUrl(path, options.params), {
      method,
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const text = settings.translate('common.networkError') ?? 'Network error, please try again';
    const error = new ApiError(0, 'network_error', 'Network error', text);
    if (options.toastErrors !== false) showErrorToast(text);
    throw error;
  }

  const payload = await readBody(response);
  if (SUCCESS.has(response.status)) return (payload ?? true) as T;

  if (response.status === 401) {
    // The token cookie is HttpOnly (decision 017): a 401 says it expired or its sign-in ended. The
    // session is renewed once (one tab at a time) and the call tried again; only then is it over.
    deleteCookie(tokenCookie());
    const mayRefresh =
      options.auth !== false &&
      options.refreshOnUnauthorized !== false &&
      readCookie(cookieNames(settings.cookiePrefix).refreshHint) !== undefined;
    if (mayRefresh && (await refreshSession())) {
      return request<T>(method, path, { ...options, refreshOnUnauthorized: false });
    }
    settings.onUnauthorized();
  }
  const { code, message } = errorFields(payload, response.status);
  // offline, the strings may not come: the message is then shown untranslated
  await settings.loadErrorMessages().catch(() => undefined);
  const displayMessage = translateServerMessage(message);
  if (options.toastErrors !== false) showErrorToast(displayMessage);
  throw new ApiError(response.status, code, message, displayMessage, payload);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFields(payload: unknown, status: number): { code: string; message: string } {
  if (payload && typeof payload === 'object') {
    const { code, message } = payload as { code?: unknown; message?: unknown };
    if (typeof message === 'string' && message)
      return { code: typeof code === 'string' ? code : 'error', message };
  }
  if (status === 404) return { code: 'not_found', message: 'Not found' };
  return { code: 'internal_error', message: 'Something went wrong, please try again later' };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
