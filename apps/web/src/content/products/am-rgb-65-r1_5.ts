import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-rgb-65-r1_5',
  productCode: 'am-rgb-65-r1_5',
  accent: '#FFB23C',
  name: { cn: 'AM RGB 65 R1.5', en: 'AM RGB 65 R1.5' },
  title: {
    cn: 'AM RGB 65 R1.5 · 银色外壳的复古点阵屏键盘',
    en: 'AM RGB 65 R1.5 · The retro panel keyboard in a silver case',
  },
  description: {
    cn: 'AM RGB 65 R1.5：复古 65% 键盘的半代升级，喷砂银铝外壳、更亮的点阵屏与 Gasket 结构，团购定金 20%，开产前可退。',
    en: 'AM RGB 65 R1.5: a half-step upgrade of the retro 65% board — a bead-blasted silver aluminium case, a brighter panel and a gasket mount. 20% group-buy deposit, refundable until production starts.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'RETRO', finish: 'silver' },
  artLabel: {
    cn: '65% 键盘的俯视图：银色外壳，点阵屏显示 RETRO',
    en: 'A 65% keyboard from above: a silver case and a panel reading RETRO',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM RGB 65 R1.5 · 半代升级', en: 'AM RGB 65 R1.5 · Half-step' },
      headline: { cn: '同样复古，\u200b换一身金属。', en: 'Still retro. Now in metal.' },
      body: {
        cn: 'R1.5 保留了 RGB 65 的厚边框和滚动屏，把外壳换成喷砂银铝合金，把定位板装进 Gasket 结构里，手感更柔，声音更沉。',
        en: 'R1.5 keeps the chunky bezel and scrolling panel of RGB 65, swaps the shell for bead-blasted silver aluminium and floats the plate on gaskets: softer to type on, deeper to hear.',
      },
      stats: [
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '10000mAh', label: { cn: '电池', en: 'battery' } },
        { value: '20%', label: { cn: '团购定金', en: 'deposit' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '升级', en: 'What changed' },
      headline: { cn: '半代，\u200b但处处不同。', en: 'Half a step, changed everywhere.' },
      body: {
        cn: '铝合金外壳取代塑料，点阵屏亮度提高并加了一层防眩光面板，内部加入 Gasket 与两层消音棉。',
        en: 'Aluminium replaces plastic, the panel is brighter behind an anti-glare cover, and inside there are gaskets and two layers of dampening foam.',
      },
      bullets: [
        { cn: '喷砂银铝合金外壳', en: 'Bead-blasted silver aluminium case' },
        { cn: '更亮的点阵屏与防眩光面板', en: 'Brighter panel, anti-glare cover' },
        { cn: 'Gasket 结构与双层消音棉', en: 'Gasket mount, two layers of foam' },
      ],
      side: 'right',
    },
    {
      kind: 'gallery',
      eyebrow: { cn: '两代', en: 'Two versions' },
      headline: { cn: '从 R1 到 R1.5。', en: 'From R1 to R1.5.' },
      items: [
        {
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'RGB' },
          caption: { cn: 'RGB 65 · 米色 ABS', en: 'RGB 65 · Beige ABS' },
        },
        {
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'RETRO', finish: 'silver' },
          caption: { cn: 'R1.5 · 银色铝合金', en: 'R1.5 · Silver aluminium' },
        },
      ],
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: '喷砂铝合金，银色', en: 'Bead-blasted aluminium, silver' },
        },
        { label: { cn: '结构', en: 'Mount' }, value: same('Gasket') },
        {
          label: { cn: '显示', en: 'Display' },
          value: { cn: '彩色 LED 点阵屏，防眩光面板', en: 'Colour LED dot matrix, anti-glare cover' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('10000mAh') },
        {
          label: { cn: '定金', en: 'Deposit' },
          value: { cn: '全款的 20%，开产前可退', en: '20% of the full price, refundable until production' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '加入 R1.5 团购。', en: 'Join the R1.5 group buy.' },
      body: {
        cn: '付 20% 定金锁定名额，按付款顺序发货。',
        en: 'A 20% deposit holds your place; orders ship in the order they were paid.',
      },
    },
  ],
};
