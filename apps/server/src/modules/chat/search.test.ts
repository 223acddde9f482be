import { describe, expect, it } from 'vitest';
import { SearchIndex, tokenize } from './search';

describe('tokenize', () => {
  it('segments Chinese into words, pairs single characters and drops question words', () => {
    const tokens = tokenize('预售定金可以退吗？', 'cn');
    expect(tokens).toContain('定金');
    // "预售" is not in the dictionary: its characters come out alone, and their pair is kept
    expect(tokens).toContain('预售');
    expect(tokens).not.toContain('可以');
    expect(tokens).not.toContain('吗');
  });

  it('lower-cases and stems English so the forms of a word meet', () => {
    const words = (text: string) => tokenize(text, 'en').filter((t) => !t.startsWith('~'));
    expect(words('Charging CHARGERS charged')).toEqual(['charg', 'charger', 'charg']);
    expect(words('What is the shipping policy?')).toEqual(['ship', 'policy']);
    // a word of a synonym group also gives the group's key (shipping meets 发货 and delivery)
    expect(tokenize('What is the shipping policy?', 'en')).toEqual(['ship', '~ship', 'policy', '~rule']);
  });
});

describe('SearchIndex', () => {
  const docs = [
    { title: '冰银轴', body: '37gf 触发压力，45gf 触底压力，3.7mm 总行程。' },
    { title: 'CYBERCHARGE 40W', body: '两个 USB-C 接口共享 40W。' },
    { title: 'After sales', body: 'Returns within 7 days of delivery.' },
  ];
  const cn = new SearchIndex('cn', docs, (d) => d);
  const en = new SearchIndex('en', docs, (d) => d);

  it('ranks the passage that holds the question words first, with its coverage', () => {
    const [best] = cn.search('冰银轴的触发压力是多少', 3);
    expect(best!.item.title).toBe('冰银轴');
    expect(best!.coverage).toBeGreaterThan(0.5);
    expect(en.search('How many days for returns?', 3)[0]!.item.title).toBe('After sales');
  });

  it('finds nothing for words no passage holds', () => {
    expect(en.search('capital of France', 3)).toEqual([]);
  });
});
