import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { metaTags, pageMeta } from './page-meta';
import { MAIN_ROUTES } from './routes';

const handleOf = (path: string) => MAIN_ROUTES.find((r) => r.path === path)!.handle;

describe('a member’s own pages are left out of search engines (issue 35)', () => {
  it('writes robots noindex for the notifications page and the personal pages, not for the board', () => {
    const i18n = createI18n('en');
    const tags = (path: string) => metaTags(pageMeta(handleOf(path), `/en/${path}/`, 'en', i18n)).join('\n');
    expect(tags('notifications')).toContain('<meta name="robots" content="noindex" />');
    expect(tags('user-center')).toContain('<meta name="robots" content="noindex" />');
    expect(tags('dao')).not.toContain('robots');
    expect(pageMeta(handleOf('notifications'), '/cn/notifications/', 'cn', createI18n('cn')).title).toContain(
      '通知',
    );
  });
});
