import { describe, expect, it } from 'vitest';
import { buildSetting } from '@/features/products/test-settings';
import { plainText } from '@/app/page-seo';
import { availabilityOf, breadcrumbData, jsonLdElement, offerOf } from './structured-data';

describe('structured data (decision 049)', () => {
  it('a hostile text cannot close its element, and parses back to itself', () => {
    const title = '</script><script>alert(1)</script> & \u2028 <!--';
    const element = jsonLdElement(breadcrumbData([{ name: title, url: 'https://example.com/' }]));
    const inner = element.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028]/);
    const parsed = JSON.parse(inner) as { itemListElement: Array<{ name: string }> };
    expect(parsed.itemListElement[0]!.name).toBe(title);
  });

  it("offers in the page's mode, with the status's availability; none when not for sale or without a price", () => {
    const setting = buildSetting('cyberboard-r4', {
      cn_status: 'GB',
      overseas_status: 'inStock',
      cn_price_min: 399900,
      cn_price_max: 399900,
      overseas_price_min: 49900,
      overseas_price_max: 59900,
    });
    expect(offerOf(setting, 'cn', 'https://x/cn/')).toMatchObject({
      '@type': 'Offer',
      price: '3999.00',
      priceCurrency: 'CNY',
      availability: 'https://schema.org/PreOrder',
    });
    expect(offerOf(setting, 'en', 'https://x/en/')).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '499.00',
      highPrice: '599.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(offerOf({ ...setting, overseas_status: 'developing' }, 'en', '')).toBeUndefined();
    expect(offerOf({ ...setting, cn_price_min: null }, 'cn', '')).toBeUndefined();
    expect(availabilityOf('soldOut')).toBe('https://schema.org/SoldOut');
    expect(availabilityOf('jump')).toBeUndefined();
  });

  it("a task's description is its plain text, one line, cut at a word", () => {
    expect(plainText('<p>The <b>first</b>&nbsp;line.</p>\n<p>And&#39;s &amp; &lt;more&gt;</p>')).toBe(
      "The first line. And's & <more>",
    );
    const long = plainText(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
