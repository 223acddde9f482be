import { describe, expect, it } from 'vitest';
import { hydrate } from '@/test/hydrate';
import { render } from '@/entry-server';

describe('task pages render on the server and hydrate', () => {
  it.each(['/en/dao/?tag_ids=3', '/cn/tasks/', '/en/dao/12/', '/cn/tasks/12/'])(
    '%s (signed out)',
    async (url) => {
      const { page, problems } = await hydrate(url);
      expect(page.status).toBe(200);
      expect(problems).toEqual([]);
    },
  );

  it.each(['/en/dao/', '/en/dao/12/', '/en/task-create/', '/cn/task-create/12/', '/en/task-batch-create/'])(
    '%s (signed in)',
    async (url) => {
      const { page, problems } = await hydrate(url, 'token');
      expect(page.status).toBe(200);
      expect(problems).toEqual([]);
    },
  );

  it('server-renders the board header, filters and a skeleton grid', async () => {
    const page = await render({ url: '/en/dao/', cookiePrefix: 'test_' });
    expect(page.title).toBe('Community');
    expect(page.html).toContain('Create task');
    expect(page.html).toContain('task-card--skeleton');
    expect(page.html).toContain('/en/auth/login?redirect=%2Fen%2Ftask-create%2F');
    expect((await render({ url: '/cn/tasks/', cookiePrefix: 'test_' })).html).toContain('发布任务');
  });
});
