import type { ProductSetting } from '@miao/contracts/products';
import { placeholderSetting } from '@/lib/product-settings';

/** A product setting for tests: both modes share the status, priority and flags unless given. */
export function buildSetting(code: string, fields: Partial<ProductSetting> = {}): ProductSetting {
  return placeholderSetting(code, {
    cn_name: `${code} 中文`,
    overseas_name: code.toUpperCase(),
    cn_url: `https://store.example.cn/${code}`,
    overseas_url: `https://store.example.com/${code}`,
    cn_status: 'inStock',
    overseas_status: 'inStock',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...fields,
  });
}

/** Answers the API calls a test names (path without query → body); anything else is a 404. */
export function mockApi(
  routes: Record<string, unknown | ((init: RequestInit | undefined, url: URL) => unknown)>,
) {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined)
      return new Response(JSON.stringify({ code: 'not_found', message: 'Not found' }), { status: 404 });
    const body =
      typeof route === 'function'
        ? (route as (i: RequestInit | undefined, u: URL) => unknown)(init, url)
        : route;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
