import type { AppVersion } from '@miao/contracts/apps';

/** Answers the info pages' API calls from a table; unknown calls get a 404. Returns the URLs asked. */
export function stubFetch(routes: Record<string, (url: URL) => unknown>): URL[] {
  const calls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const handler = routes[url.pathname];
    if (!handler)
      return new Response(JSON.stringify({ code: 'not_found', message: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(handler(url)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

let nextId = 1;
export function release(
  platform: AppVersion['platform'],
  version: string,
  released_at: string,
  notes = `notes ${version}`,
): AppVersion {
  return {
    id: nextId++,
    app_code: 'am-master',
    platform,
    version,
    download_url: `https://download.example.com/${platform}/${version}`,
    notes_cn: `说明 ${version}`,
    notes_en: notes,
    released_at,
  };
}

/** GET /api/app-versions/history over a list, newest release first, filtered and paged like the server. */
export function historyOf(releases: AppVersion[]) {
  return (url: URL) => {
    const platform = url.searchParams.get('platform');
    const size = Number(url.searchParams.get('page_size') ?? 20);
    const page = Number(url.searchParams.get('page_number') ?? 1);
    const rows = releases
      .filter((r) => !platform || r.platform === platform)
      .sort((a, b) => (a.released_at < b.released_at ? 1 : a.released_at > b.released_at ? -1 : b.id - a.id));
    return {
      results: rows.slice((page - 1) * size, page * size),
      count: rows.length,
      page_number: page,
      page_size: size,
    };
  };
}
