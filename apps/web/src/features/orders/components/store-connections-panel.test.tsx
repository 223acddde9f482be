import { describe, expect, it } from 'vitest';
import { parseMappings } from './store-connections-panel';

describe('store mappings as staff type them', () => {
  it('reads one `SKU = product code` per line, blank lines skipped', () => {
    expect(parseMappings('CB-R4 = cyberboard-r4\n\n  AM-HATSU=am-hatsu  \n')).toEqual([
      { key: 'CB-R4', product_code: 'cyberboard-r4' },
      { key: 'AM-HATSU', product_code: 'am-hatsu' },
    ]);
    expect(parseMappings('')).toEqual([]);
  });

  it('refuses a line without a code or with two equals signs', () => {
    expect(parseMappings('CB-R4')).toBeNull();
    expect(parseMappings('CB-R4 =')).toBeNull();
    expect(parseMappings('A = b = c')).toBeNull();
  });
});
