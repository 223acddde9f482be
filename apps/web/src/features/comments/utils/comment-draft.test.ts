import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearReplyDraft, readReplyDraft, writeReplyDraft } from './comment-draft';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('reply drafts (issue 35 item 6)', () => {
  it('keeps one draft per task and comment, in this tab, until sent or emptied', () => {
    writeReplyDraft(9, 3, '<p>to three</p>', false);
    writeReplyDraft(9, 4, '<p>to four</p>', false);
    expect(readReplyDraft(9, 3)).toBe('<p>to three</p>');
    expect(readReplyDraft(9, 4)).toBe('<p>to four</p>');
    expect(readReplyDraft(10, 3)).toBe('');
    expect(window.sessionStorage.getItem('miao-reply-draft-9-3')).toBe('<p>to three</p>');
    writeReplyDraft(9, 4, '', true);
    expect(readReplyDraft(9, 4)).toBe('');
    clearReplyDraft(9, 3);
    expect(readReplyDraft(9, 3)).toBe('');
    expect(window.sessionStorage.getItem('miao-reply-draft-9-3')).toBeNull();
  });

  it('reads a draft kept before a reload from sessionStorage', () => {
    window.sessionStorage.setItem('miao-reply-draft-12-5', '<p>before the reload</p>');
    expect(readReplyDraft(12, 5)).toBe('<p>before the reload</p>');
  });

  it('still keeps the draft in memory for the page when the tab storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    writeReplyDraft(9, 7, '<p>kept anyway</p>', false);
    expect(readReplyDraft(9, 7)).toBe('<p>kept anyway</p>');
    clearReplyDraft(9, 7);
  });
});
