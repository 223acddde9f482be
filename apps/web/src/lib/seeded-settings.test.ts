import { describe, expect, it } from 'vitest';
import { buildSetting } from '@/features/products/test-settings';
import { settingsElement, settingsFromDocument } from './seeded-settings';

describe('the settings a page carries', () => {
  it('come back as the server had them, every field and value, in order', () => {
    const settings = [
      buildSetting('am-relic-80', { cn_price_min: 149900, cn_gb_start: null, cn_is_top: true }),
      buildSetting('cyberboard-r4', { overseas_status: 'GB', cn_name: '赛博键盘 </script>' }),
      buildSetting('cybercharge', { hide_buy: true, overseas_priority: 230 }),
    ];
    const element = settingsElement(settings);
    // each field name once, not once per setting
    expect(element.match(/"overseas_priority"/g)).toHaveLength(1);
    expect(element).not.toContain('</script>"');
    document.head.innerHTML = element;
    expect(settingsFromDocument(document)).toEqual(settings);
  });

  it('are none when the page has none or they do not parse', () => {
    document.head.innerHTML = '';
    expect(settingsFromDocument(document)).toBeUndefined();
    document.head.innerHTML = '<script type="application/json" id="miao-product-settings">[1,2]</script>';
    expect(settingsFromDocument(document)).toBeUndefined();
    expect(settingsElement([])).toContain('"rows":[]');
  });
});
