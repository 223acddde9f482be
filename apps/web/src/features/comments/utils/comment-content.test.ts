import { describe, expect, it } from 'vitest';
import { checkComment, collectMentionIds, htmlToText, isBlankComment } from './comment-content';

describe('checkComment (spec 5, before sending)', () => {
  it('accepts ordinary comments', () => {
    expect(checkComment('<p>Nice keyboard!</p>')).toBeNull();
  });

  it('refuses blank ones, after trimming', () => {
    expect(checkComment('')).toBe('blank');
    expect(checkComment('<p></p>')).toBe('blank');
    expect(checkComment('<p>   </p><p>&nbsp;</p>')).toBe('blank');
    expect(checkComment('<p><strong> </strong><br></p>')).toBe('blank');
  });

  it('accepts an image (or a video) without text', () => {
    expect(checkComment('<img src="http://localhost/uploads/a.png" alt="a.png">')).toBeNull();
    expect(
      isBlankComment('<p></p><video src="http://localhost/uploads/a.mp4" controls="true"></video>'),
    ).toBe(false);
  });

  it('refuses more than 2000 characters of HTML', () => {
    const exactly = `<p>${'a'.repeat(2000 - 7)}</p>`;
    expect(exactly.length).toBe(2000);
    expect(checkComment(exactly)).toBeNull();
    expect(checkComment(`<p>${'a'.repeat(2000 - 6)}</p>`)).toBe('tooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = `<p>${'😀'.repeat(1993)}</p>`;
    expect(emoji.length).toBeGreaterThan(2000);
    expect(checkComment(emoji)).toBeNull();
  });

  it('refuses null characters first', () => {
    expect(checkComment('<p>a\u0000b</p>')).toBe('nullCharacter');
    expect(checkComment(`<p>${'a'.repeat(3000)}\u0000</p>`)).toBe('nullCharacter');
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>a &amp; b</p><p>c&nbsp;d</p>')).toBe('a & b c d');
  });
});

describe('collectMentionIds', () => {
  it('collects each mentioned member once', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'mention', attrs: { id: '3', label: 'Bob' } },
            { type: 'text' },
            { type: 'mention', attrs: { id: '3', label: 'Bob' } },
            { type: 'mention', attrs: { id: '9', label: 'Alice' } },
            { type: 'mention', attrs: { id: null } },
          ],
        },
      ],
    };
    expect(collectMentionIds(doc)).toEqual([3, 9]);
  });
});
