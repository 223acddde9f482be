/** The anchor of one comment on the task page: `#task-comment-{id}` (spec 2). */
export const COMMENT_ANCHOR_PREFIX = 'task-comment-';

export function commentAnchorId(id: number): string {
  return `${COMMENT_ANCHOR_PREFIX}${id}`;
}

/** The comment a location hash points at, or null when it is not a comment anchor. */
export function commentIdFromHash(hash: string): number | null {
  const match = /^#?task-comment-(\d{1,10})$/.exec(hash.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What the position endpoint answers: the top-level page holding the comment's thread. */
export interface CommentPlace {
  id: number;
  top_id: number;
  page_number: number;
}

export interface CommentListTarget {
  /** Desktop: the page to show. Mobile: how many pages to have loaded (load more up to it). */
  page: number;
  /** The thread to open when the comment is a reply; null for a top-level comment. */
  expandThread: number | null;
}

/** Turns the position of a hashed comment into the list state that shows it. */
export function listTargetFor(place: CommentPlace): CommentListTarget {
  return {
    page: Math.max(1, place.page_number),
    expandThread: place.top_id !== 0 && place.top_id !== place.id ? place.top_id : null,
  };
}
