import { describe, expect, it } from 'vitest';
import { commentAnchorId, commentIdFromHash, listTargetFor } from './comment-hash';

describe('commentIdFromHash', () => {
  it('reads #task-comment-{id}', () => {
    expect(commentIdFromHash('#task-comment-42')).toBe(42);
    expect(commentIdFromHash('task-comment-7')).toBe(7);
    expect(commentAnchorId(42)).toBe('task-comment-42');
  });

  it('ignores other hashes', () => {
    for (const hash of [
      '',
      '#',
      '#comments',
      '#task-comment-',
      '#task-comment-0',
      '#task-comment-1x',
      '#task-comment-12345678901',
    ])
      expect(commentIdFromHash(hash), hash).toBeNull();
  });
});

describe('listTargetFor (the hash → page logic)', () => {
  it('shows the page of a top-level comment without opening a thread', () => {
    expect(listTargetFor({ id: 42, top_id: 42, page_number: 3 })).toEqual({ page: 3, expandThread: null });
  });

  it('opens the thread of a reply on its top comment’s page', () => {
    expect(listTargetFor({ id: 50, top_id: 42, page_number: 2 })).toEqual({ page: 2, expandThread: 42 });
  });

  it('never goes below page 1', () => {
    expect(listTargetFor({ id: 1, top_id: 0, page_number: 0 })).toEqual({ page: 1, expandThread: null });
  });
});
