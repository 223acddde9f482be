import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-r3',
  productCode: 'cyberboard-r3',
  accent: '#B58CFF',
  name: { cn: 'CYBERBOARD R3', en: 'CYBERBOARD R3' },
  title: {
    cn: 'CYBERBOARD R3 · 透光外壳的点阵屏键盘',
    en: 'CYBERBOARD R3 · The dot-matrix keyboard in a frosted shell',
  },
  description: {
    cn: 'CYBERBOARD R3：磨砂半透外壳让灯光从侧面透出，65% 配列 68 键，Gasket 结构与热插拔轴座，5000mAh 电池。',
    en: 'CYBERBOARD R3: a frosted translucent shell that glows from the sides, 68 keys in a 65% layout, a gasket mount, hot-swap sockets and a 5000mAh battery.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'R3', finish: 'frost' },
  artLabel: {
    cn: '65% 键盘的俯视图：磨砂半透外壳，点阵屏显示 R3',
    en: 'A 65% keyboard from above: a frosted translucent case with the panel showing R3',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD R3 · 第三代', en: 'CYBERBOARD R3 · Third generation' },
      headline: { cn: '让光\u200b从里面透出来。', en: 'Let the light out from within.' },
      body: {
        cn: '第三代 CYBERBOARD 换上磨砂半透外壳：点阵屏的光不再只停在顶部，而是漫过整块键盘的边缘。',
        en: 'The third CYBERBOARD moves into a frosted translucent shell: the panel’s glow no longer stops at the top — it spills across every edge.',
      },
      stats: [
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '5000mAh', label: { cn: '电池', en: 'battery' } },
        { value: 'Gasket', label: { cn: '结构', en: 'mount' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '外壳', en: 'The shell' },
      headline: { cn: '雾面之下，\u200b一片微光。', en: 'A soft glow under frosted glass.' },
      body: {
        cn: '外壳采用磨砂 PC，内侧细细喷砂，把点状的光晕开成一层柔和的雾。关灯时它是一块冰，开灯时它是一盏灯。',
        en: 'The shell is frosted polycarbonate, finely blasted on the inside to spread pinpoints of light into a gentle haze. Lights off, it is ice; lights on, it is a lamp.',
      },
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'GLOW', finish: 'frost' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '手感', en: 'The feel' },
      headline: { cn: '软一点，\u200b自由一点。', en: 'Softer, and free to change.' },
      body: {
        cn: 'R3 第一次加入 Gasket 结构与热插拔轴座：敲击更柔和，换轴不用焊接。',
        en: 'R3 is the first CYBERBOARD with a gasket-mounted plate and hot-swap sockets: a softer landing, and switches you can change without solder.',
      },
      bullets: [
        { cn: 'Gasket 结构，减少回震', en: 'Gasket mount dampens the bounce' },
        { cn: '热插拔，兼容三脚与五脚轴', en: 'Hot-swap for 3- and 5-pin switches' },
        { cn: '5000mAh 电池，三模连接', en: '5000mAh battery, three connection modes' },
      ],
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        { label: { cn: '外壳', en: 'Case' }, value: { cn: '磨砂半透 PC', en: 'Frosted translucent PC' } },
        { label: { cn: '结构', en: 'Mount' }, value: { cn: 'Gasket 结构', en: 'Gasket mount' } },
        { label: { cn: '轴座', en: 'Sockets' }, value: { cn: '热插拔', en: 'Hot-swap' } },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: 'R3 已经售罄。', en: 'R3 has sold out.' },
      body: {
        cn: '想要一块会发光的冰？登记兴趣，我们会在补货时通知你。',
        en: 'Want a block of glowing ice? Register your interest and we will write when it returns.',
      },
    },
  ],
};
