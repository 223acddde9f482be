import { describe, expect, it, vi, afterEach } from 'vitest';
import { storeToOffer } from '@/lib/country-check';
import { configureWeChatShare, isWeChatBrowser } from '@/lib/wechat-share';

describe('country check (issue 17)', () => {
  it('offers the China store to mainland visitors of the overseas site, and the other way round', () => {
    expect(storeToOffer('CN', 'en')).toBe('cn');
    expect(storeToOffer('cn', 'en')).toBe('cn');
    expect(storeToOffer('US', 'cn')).toBe('en');
    expect(storeToOffer('CN', 'cn')).toBeUndefined();
    expect(storeToOffer('JP', 'en')).toBeUndefined();
    // unknown country: the page's language stands
    expect(storeToOffer('', 'cn')).toBeUndefined();
    expect(storeToOffer(undefined, 'en')).toBeUndefined();
  });
});

describe('WeChat share (issue 17)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('recognises WeChat’s browser by its user agent only', () => {
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.47')).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
  });

  it('asks nothing and loads no script outside WeChat', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const done = await configureWeChatShare(
      {
        title: 't',
        desc: 'd',
        link: 'https://shop.example.com/en/',
        imgUrl: 'https://shop.example.com/i.png',
      },
      { userAgent: 'Mozilla/5.0 Chrome/120', document },
    );
    expect(done).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="res.wx.qq.com"]')).toBeNull();
  });

  it('in WeChat signs the page without its fragment before loading the SDK, and loads none when signing is refused', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ code: 'service_unavailable', message: 'x' }), { status: 503 }),
      );
    const done = await configureWeChatShare(
      { title: 't', desc: 'd', link: 'https://shop.example.com/en/dao/1/#c', imgUrl: 'https://x/i.png' },
      { userAgent: 'MicroMessenger/8.0', document },
    );
    expect(done).toBe(false);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toContain('/api/share/sign');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      url: 'https://shop.example.com/en/dao/1/',
    });
    expect(document.querySelector('script[src*="res.wx.qq.com"]')).toBeNull();
  });
});
