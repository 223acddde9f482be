import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-gold-paisley',
  productCode: 'cyberboard-gold-paisley',
  accent: '#E8C26A',
  name: { cn: 'CYBERBOARD GOLD PAISLEY', en: 'CYBERBOARD GOLD PAISLEY' },
  title: {
    cn: 'CYBERBOARD GOLD PAISLEY · 金色佩斯利纹限量版',
    en: 'CYBERBOARD GOLD PAISLEY · The gold paisley limited edition',
  },
  description: {
    cn: 'CYBERBOARD GOLD PAISLEY：在银色铝合金外壳上激光雕刻佩斯利涡纹并填入金色，65% 配列 68 键，限量 20 台。',
    en: 'CYBERBOARD GOLD PAISLEY: paisley swirls laser-engraved into a silver aluminium case and filled with gold, 68 keys in a 65% layout, 20 pieces made.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'GOLD', finish: 'silver' },
  artLabel: {
    cn: '65% 键盘的俯视图：银色外壳上布满金色涡纹，点阵屏显示 GOLD',
    en: 'A 65% keyboard from above: gold swirls over a silver case, the panel reading GOLD',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD · 金色佩斯利', en: 'CYBERBOARD · Gold Paisley' },
      headline: { cn: '古老的纹样，\u200b未来的键盘。', en: 'An old pattern on a future machine.' },
      body: {
        cn: '佩斯利涡纹流传了几百年，这一次它被刻进铝里、填上金色，围着一块会发光的点阵屏盘旋。',
        en: 'The paisley swirl has travelled for centuries. This time it is cut into aluminium, filled with gold, and curls around a panel of light.',
      },
      stats: [
        { value: '20', label: { cn: '限量台数', en: 'pieces' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '65%', label: { cn: '配列', en: 'layout' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '工艺', en: 'The craft' },
      headline: { cn: '先雕刻，\u200b再描金。', en: 'Engraved first, then gilded.' },
      body: {
        cn: '涡纹先由激光雕进喷砂银外壳，再由手工逐条填入金色漆，最后整体抛光。每一台的金线粗细都略有不同。',
        en: 'The swirls are laser-engraved into bead-blasted silver, filled with gold lacquer line by line by hand, then polished. No two boards carry quite the same gold.',
      },
      bullets: [
        { cn: '激光雕刻佩斯利涡纹', en: 'Laser-engraved paisley' },
        { cn: '手工填金，整体抛光', en: 'Hand-filled gold, polished' },
        { cn: '底部刻有限量编号 01–20', en: 'Numbered 01–20 on the base' },
      ],
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'PAISLEY', finish: 'silver' },
      side: 'right',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '限量', en: 'Limited' },
      headline: { cn: '只有 20 台。', en: 'Only twenty.' },
      editions: [
        {
          name: { cn: '金色佩斯利', en: 'Gold Paisley' },
          body: {
            cn: '喷砂银外壳，金色涡纹，配同色系金属底板。',
            en: 'Bead-blasted silver with gold swirls and a matching metal base plate.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'GOLD', finish: 'silver' },
        },
      ],
      note: {
        cn: '限量版为特殊产品，不支持无理由退货，仅提供更换或维修。',
        en: 'Limited editions are special products: not returnable, replacement or repair only.',
      },
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: 'CNC 铝合金，激光雕刻，手工填金', en: 'CNC aluminium, laser-engraved, hand-gilded' },
        },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: '顶部 LED 点阵屏', en: 'LED dot matrix along the top' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        { label: { cn: '限量', en: 'Run' }, value: { cn: '20 台', en: '20 pieces' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '金色已经\u200b全部售出。', en: 'All the gold has found a home.' },
      body: {
        cn: '20 台已售罄。登记兴趣，未来的金属限量版会先通知你。',
        en: 'All 20 have sold. Register your interest to hear first about future metal editions.',
      },
    },
  ],
};
