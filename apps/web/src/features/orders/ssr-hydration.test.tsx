import { describe, expect, it } from 'vitest';
import { hydrate } from '@/test/hydrate';

describe('order screens render on the server and hydrate', () => {
  it.each([
    '/en/user-center/',
    '/cn/user-center/',
    '/en/staff/orders/',
    '/en/staff/rewards/',
    '/en/?invite=ABCDEF1234',
  ])('%s (signed in)', async (url) => {
    const { page, problems } = await hydrate(url, 'token');
    expect(page.status).toBe(200);
    expect(problems).toEqual([]);
  });
});
