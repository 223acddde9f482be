import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';
import { notificationPreview } from './notification-preview';

describe('notificationPreview (spec 9: cut at 40 characters with an ellipsis)', () => {
  it('keeps short texts', () => {
    expect(notificationPreview('Nice work!')).toBe('Nice work!');
    expect(notificationPreview('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts longer ones at 40 characters and adds an ellipsis', () => {
    expect(notificationPreview('a'.repeat(41))).toBe(`${'a'.repeat(40)}…`);
    expect(notificationPreview('The fade at the edges is lovely, which firmware did you use?')).toBe(
      'The fade at the edges is lovely, which f…',
    );
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '灯效'.repeat(30);
    expect(notificationPreview(text)).toBe(`${'灯效'.repeat(20)}…`);
    expect([...notificationPreview('😀'.repeat(45))].length).toBe(41);
  });

  it('leaves a text the server already cut as it is', () => {
    const cut = `${'b'.repeat(40)}…`;
    expect(notificationPreview(cut)).toBe(cut);
  });
});

describe('notificationHref', () => {
  it('opens the task at the comment', () => {
    expect(notificationHref('/en', { task_id: 7, location_id: 42 })).toBe('/en/dao/7/#task-comment-42');
    expect(notificationHref('', { task_id: 7, location_id: null })).toBe('/dao/7/');
  });
});
