import type { Comment } from '@miao/contracts/comments';
import type { Page } from '@miao/contracts/common';
import type { InfiniteData } from '@tanstack/react-query';

type CachedComments = Page<Comment> | InfiniteData<Page<Comment>> | undefined;

function patchPage(page: Page<Comment>, id: number, patch: Partial<Comment>): Page<Comment> {
  if (!page.results.some((c) => c.id === id)) return page;
  return { ...page, results: page.results.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

/**
 * One comment changed (a like): patches it wherever a cached list holds it, either a single page
 * (desktop) or the pages of a load-more list (mobile, replies). Unchanged data keeps its identity.
 */
export function patchCommentPages(data: CachedComments, id: number, patch: Partial<Comment>): CachedComments {
  if (!data) return data;
  if ('pages' in data) {
    const pages = data.pages.map((page) => patchPage(page, id, patch));
    return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
  }
  return patchPage(data, id, patch);
}
