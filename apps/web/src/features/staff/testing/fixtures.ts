import type { ProductSetting } from '@miao/contracts/products';
import type { CurrentUserPermissions } from '@miao/contracts/users';
import { vi } from 'vitest';
import { placeholderSetting } from '@/lib/product-settings';

export function buildSetting(fields: Partial<ProductSetting> & { code: string }): ProductSetting {
  return placeholderSetting(fields.code, {
    cn_name: `${fields.code} 中文`,
    overseas_name: fields.code.toUpperCase(),
    updated_at: '2025-06-01T00:00:00.000Z',
    ...fields,
  });
}

export const R4 = buildSetting({
  code: 'cyberboard-r4',
  cn_name: '赛博键盘 R4 街头涂鸦',
  overseas_name: 'CYBERBOARD R4 Street Art',
  cn_url: 'https://store.miao.example.cn/cyberboard-r4',
  overseas_url: 'https://store.miao.example.com/cyberboard-r4',
  cn_status: 'inStock',
  overseas_status: 'inStock',
  cn_is_home: true,
  overseas_is_home: true,
  cn_is_top: true,
  overseas_is_top: true,
  cn_priority: 280,
  overseas_priority: 260,
  cn_top_name: '赛博 R4',
  overseas_top_name: 'CYBERBOARD R4',
});
export const HATSU = buildSetting({
  code: 'am-hatsu',
  cn_name: 'AM HATSU 初',
  overseas_name: 'AM HATSU',
  cn_status: 'soldOut',
  overseas_status: 'soldOut',
});

export const MEMBER_PERMISSIONS: CurrentUserPermissions = [
  { name: 'comment', items: [{ action: 'retrieve', status: 'allow' }] },
];
export const STAFF_PERMISSIONS: CurrentUserPermissions = [
  ...MEMBER_PERMISSIONS,
  { name: 'admin', items: [{ action: 'access', status: 'allow' }] },
];

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = unknown | [status: number, body: unknown];
type Handler = (call: Call) => Answer;

/**
 * Answers API calls from a table keyed by `METHOD /path` (or `/path` for GET); anything else 404.
 * A handler returns the body, or `[status, body]`. Returns every call made.
 */
export function stubApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = new URL(String(input), 'http://localhost');
      const call = { method, url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const handler =
        routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
      if (!handler) return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
      const answer = handler(call);
      const [status, body] =
        Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number'
          ? (answer as [number, unknown])
          : [200, answer];
      return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
    }),
  );
  return calls;
}

export function page<T>(results: T[], page_number = 1, page_size = 20) {
  return { results, count: results.length, page_number, page_size };
}
