import type { ProductSetting } from '@miao/contracts/products';
import { describe, expect, it } from 'vitest';
import { buildSetting } from '@/features/products/test-settings';
import { carriesMode, settingsElement, settingsFromDocument } from './seeded-settings';

/** A setting's fields of one mode (and those of both), as a page of that mode carries them. */
function ofMode(setting: ProductSetting, other: 'cn_' | 'overseas_') {
  return Object.fromEntries(
    Object.entries(setting).filter(([field]) => !field.startsWith(other) && field !== 'updated_at'),
  );
}

describe('the settings a page carries', () => {
  const settings = [
    buildSetting('am-relic-80', { cn_price_min: 149900, cn_gb_start: null, cn_is_top: true }),
    buildSetting('cyberboard-r4', { overseas_status: 'GB', cn_name: '赛博键盘 </script>' }),
    buildSetting('cybercharge', { hide_buy: true, overseas_priority: 230, jump_url: 'https://x.example/' }),
  ];

  it("come back as the server had them, the page's mode's fields and values, in order", () => {
    const element = settingsElement(settings, 'cn');
    // each field name once, not once per setting
    expect(element.match(/"cn_priority"/g)).toHaveLength(1);
    expect(element).not.toContain('</script>"');
    document.head.innerHTML = element;
    const sent = settingsFromDocument(document)!;
    expect(sent).toEqual(settings.map((s) => ofMode(s, 'overseas_')));
    expect(sent[1]!.cn_name).toBe('赛博键盘 </script>');
    expect(carriesMode(sent, 'cn')).toBe(true);
    expect(carriesMode(sent, 'en')).toBe(false);
  });

  it("leave the other mode's fields and the staff's updated_at out", () => {
    const element = settingsElement(settings, 'en');
    expect(element).not.toMatch(/"cn_|updated_at|赛博键盘/);
    document.head.innerHTML = element;
    const sent = settingsFromDocument(document)!;
    expect(sent).toEqual(settings.map((s) => ofMode(s, 'cn_')));
    expect(sent[1]!.overseas_status).toBe('GB');
    expect(carriesMode(sent, 'en')).toBe(true);
    expect(carriesMode(settings, 'cn') && carriesMode(settings, 'en')).toBe(true);
  });

  it('are none when the page has none or they do not parse', () => {
    document.head.innerHTML = '';
    expect(settingsFromDocument(document)).toBeUndefined();
    document.head.innerHTML = '<script type="application/json" id="miao-product-settings">[1,2]</script>';
    expect(settingsFromDocument(document)).toBeUndefined();
    expect(settingsElement([], 'en')).toContain('"rows":[]');
  });
});
