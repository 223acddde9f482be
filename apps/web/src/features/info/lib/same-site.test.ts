import { describe, expect, it } from 'vitest';
import { qrTarget } from './same-site';

const origin = 'https://miao.example.com';

describe('/qr/ target (same site only)', () => {
  it('uses the site root without a url', () => {
    expect(qrTarget(null, origin)).toEqual({ url: 'https://miao.example.com/', refused: false });
    expect(qrTarget('  ', origin)).toEqual({ url: 'https://miao.example.com/', refused: false });
  });

  it('accepts paths and addresses of this site', () => {
    expect(qrTarget('/cn/after-sales/', origin)).toEqual({
      url: 'https://miao.example.com/cn/after-sales/',
      refused: false,
    });
    expect(qrTarget('/dao/?tag_ids=5#top', origin).url).toBe('https://miao.example.com/dao/?tag_ids=5#top');
    expect(qrTarget('https://miao.example.com/en/qr/', origin)).toEqual({
      url: 'https://miao.example.com/en/qr/',
      refused: false,
    });
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://miao.example.com.evil.example/',
    'http://miao.example.com/', // another origin: the scheme differs
    'https://user@evil.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://miao.example.com/',
    '/ok\n/../x',
  ])('refuses %s and falls back to the root', (raw) => {
    expect(qrTarget(raw, origin)).toEqual({ url: 'https://miao.example.com/', refused: true });
  });
});
