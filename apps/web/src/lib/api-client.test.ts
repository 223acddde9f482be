import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
const toastDismiss = vi.fn();
vi.mock('./toast', () => ({ toast: { error: toastError, dismiss: toastDismiss } }));

const { api, ApiError, buildUrl, configureApiClient } = await import('./api-client');

function respond(status: number, body?: unknown) {
  const fetch = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  document.cookie = 'test_token=abc; path=/';
  configureApiClient({
    cookiePrefix: 'test_',
    translate: (key) =>
      ({ 'error.Please sign in': '请先登录', 'error.Too many requests': '请求过于频繁' })[key],
    onUnauthorized: () => {},
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.cookie = 'test_token=; Max-Age=0; path=/';
});

describe('api client (spec 7)', () => {
  it('sends Accept JSON and the Bearer token, and trims the query', async () => {
    const fetch = respond(200, { ok: 1 });
    expect(await api.get('/api/x', { params: { q: '  hi ', empty: ' ', none: undefined, n: 2 } })).toEqual({
      ok: 1,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?q=hi&n=2');
    expect(init.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer abc' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers true for 204 and the body for 201 and 203', async () => {
    respond(204);
    expect(await api.post('/api/x')).toBe(true);
    respond(203, { a: 1 });
    expect(await api.get('/api/x')).toEqual({ a: 1 });
  });

  it('on 401 clears the token, reruns the check and shows the translated message', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    respond(401, { code: 'sign_in_required', message: 'Please sign in' });
    const error = await api.get('/api/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).displayMessage).toBe('请先登录');
    expect(document.cookie).not.toContain('test_token=abc');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(toastDismiss).toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('请先登录', { duration: 5000 });
  });

  it('keeps the server text when no translation exists, and can stay quiet', async () => {
    respond(422, { code: 'x', message: 'Something new.' });
    const error = (await api
      .post('/api/x', {}, { toastErrors: false })
      .catch((e: unknown) => e)) as InstanceType<typeof ApiError>;
    expect(error.displayMessage).toBe('Something new.');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/a?x=1', { y: ' 2 ' })).toBe('/a?x=1&y=2');
    expect(buildUrl('/a', {})).toBe('/a');
  });
});
