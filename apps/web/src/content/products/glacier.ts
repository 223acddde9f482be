import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'glacier',
  productCode: 'glacier',
  accent: '#7FD8FF',
  name: { cn: 'GLACIER 冰川', en: 'GLACIER' },
  title: {
    cn: 'GLACIER 冰川 · 整块透明的 65% 键盘',
    en: 'GLACIER · A 65% keyboard carved from clear ice',
  },
  description: {
    cn: 'GLACIER 冰川：厚实的磨砂透明外壳，65% 配列 68 键，Gasket 结构与热插拔轴座，底部灯带让整块键盘像冰一样透光。',
    en: 'GLACIER: a thick frosted-clear case, 68 keys in a 65% layout, a gasket mount, hot-swap sockets and an underglow that lights the whole board like ice.',
  },
  art: { kind: 'keyboard', layout: '65', finish: 'frost' },
  artLabel: {
    cn: '65% 键盘的俯视图：厚实的磨砂透明外壳，没有点阵屏',
    en: 'A 65% keyboard from above: a thick frosted-clear case without a panel',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'GLACIER · 65% 透明键盘', en: 'GLACIER · Clear 65% keyboard' },
      headline: { cn: '从冰层里\u200b凿出来的键盘。', en: 'A keyboard cut from the ice.' },
      body: {
        cn: '没有点阵屏，没有花纹，只有一整块厚实的透明外壳。底部灯带亮起时，光在冰里慢慢散开。',
        en: 'No panel, no pattern — just one thick, clear case. When the underglow comes on, light drifts slowly through the ice.',
      },
      stats: [
        { value: '65%', label: { cn: '配列', en: 'layout' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '18mm', label: { cn: '外壳壁厚', en: 'case wall' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '外壳', en: 'The case' },
      headline: { cn: '厚，\u200b所以安静。', en: 'Thick, and therefore quiet.' },
      body: {
        cn: '18mm 壁厚的亚克力外壳经过多次精磨与雾化处理，手感温润，敲击声沉稳，没有金属的回响。',
        en: 'An acrylic case with 18mm walls, ground and frosted in several passes: smooth in the hand, with a deep, steady sound and no metallic ring.',
      },
      bullets: [
        { cn: '多层精磨雾化亚克力', en: 'Multi-pass frosted acrylic' },
        { cn: 'Gasket 结构，柔和回弹', en: 'Gasket mount for a soft bounce' },
        { cn: '底部灯带，透光均匀', en: 'Even underglow through the case' },
      ],
      art: { kind: 'keyboard', layout: '65', finish: 'frost' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '可玩性', en: 'Make it yours' },
      headline: { cn: '换轴，\u200b不用焊。', en: 'Swap switches, no solder.' },
      body: {
        cn: '热插拔轴座兼容三脚与五脚轴。想要更轻的手感，可以试试冰银轴——触发 37gf、触底 45gf、行程 3.7mm。',
        en: 'Hot-swap sockets take 3- and 5-pin switches. For a lighter touch, try Icy Silver switches: 37gf actuation, 45gf bottom-out, 3.7mm travel.',
      },
      art: { kind: 'switch', housing: 'clear' },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: '磨砂透明亚克力，18mm 壁厚', en: 'Frosted clear acrylic, 18mm walls' },
        },
        { label: { cn: '结构', en: 'Mount' }, value: { cn: 'Gasket 结构', en: 'Gasket mount' } },
        {
          label: { cn: '轴座', en: 'Sockets' },
          value: { cn: '热插拔，兼容三脚与五脚轴', en: 'Hot-swap, 3- and 5-pin switches' },
        },
        { label: { cn: '灯光', en: 'Lighting' }, value: { cn: '底部 RGB 灯带', en: 'RGB underglow' } },
        { label: { cn: '连接', en: 'Connection' }, value: { cn: 'USB-C 有线', en: 'USB-C wired' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '冰川已经封冻。', en: 'The glacier has frozen over.' },
      body: {
        cn: 'GLACIER 已售罄。也可以看看带点阵屏的 CYBERBOARD GLACIER R2。',
        en: 'GLACIER has sold out. You may also like CYBERBOARD GLACIER R2, with a dot-matrix panel.',
      },
    },
  ],
};
