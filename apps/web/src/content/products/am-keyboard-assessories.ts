import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-keyboard-assessories',
  productCode: 'am-keyboard-assessories',
  accent: '#5CFFB0',
  name: { cn: 'AM 键盘配件', en: 'AM KEYBOARD ACCESSORIES' },
  title: {
    cn: 'AM 键盘配件 · 键帽补充包、线材与收纳',
    en: 'AM KEYBOARD ACCESSORIES · Keycap packs, cables and carry cases',
  },
  description: {
    cn: 'AM 键盘配件：12 键、8 键、18 键三种键帽补充包，60W 1.2 米编织线，拔键器与收纳包，让你的 AM 键盘随心改装。',
    en: 'AM KEYBOARD ACCESSORIES: keycap packs of 12, 8 and 18 keys, a 60W 1.2 m braided cable, a keycap puller and a carry case — everything to tune your AM keyboard.',
  },
  art: { kind: 'accessories' },
  artLabel: {
    cn: '桌面上摆开的键盘配件：钢丝拔键器、一颗轴体、一颗键帽、一把小螺丝刀和一根盘绕的编织线',
    en: 'Keyboard accessories laid out on a desk: a wire keycap puller, a switch, a keycap, a small screwdriver and a coiled braided cable',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM 配件', en: 'AM Accessories' },
      headline: { cn: '小零件，\u200b改出大不同。', en: 'Small parts, big difference.' },
      body: {
        cn: '换几颗键帽、一根线、一只收纳包，键盘就换了一副样子。这些配件都按 AM 键盘的尺寸与配色设计。',
        en: 'A few new keycaps, a cable, a case to carry it in, and your keyboard is a different object. Every accessory here is sized and coloured for AM boards.',
      },
      stats: [
        { value: '12', label: { cn: '键补充包', en: 'key pack' } },
        { value: '8', label: { cn: '键补充包', en: 'key pack' } },
        { value: '18', label: { cn: '键补充包', en: 'key pack' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '键帽补充包', en: 'Keycap packs' },
      headline: { cn: '12、8、18，\u200b按需挑选。', en: 'Twelve, eight or eighteen.' },
      body: {
        cn: '12 键包替换功能键区，8 键包是修饰键与方向键的点缀色，18 键包覆盖导航区与底行：三包搭配，可以换出整块键盘的新配色。',
        en: 'The 12-key pack covers the function row, the 8-key pack adds accent modifiers and arrows, and the 18-key pack takes the navigation cluster and bottom row. Mix all three for a whole new colourway.',
      },
      art: { kind: 'keycap', scene: 'planet', hue: '#5CFFB0' },
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '线材与收纳', en: 'Cable and case' },
      headline: { cn: '出门也带上它。', en: 'Take it with you.' },
      body: {
        cn: '60W、1.2 米编织 USB-C 线，两端铝合金插头；硬壳收纳包按 65% 与 80% 键盘尺寸分两款，内衬带拔键器卡位。',
        en: 'A 60W, 1.2 m braided USB-C cable with aluminium plugs, and a hard carry case in 65% and 80% sizes with a slot for the keycap puller.',
      },
      bullets: [
        { cn: '60W 1.2m 编织线', en: '60W 1.2m braided cable' },
        { cn: '硬壳收纳包，两种尺寸', en: 'Hard carry case, two sizes' },
        { cn: '不锈钢拔键拔轴二合一', en: 'Steel keycap and switch puller' },
      ],
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '键帽补充包', en: 'Keycap packs' },
          value: { cn: '12 键、8 键、18 键', en: '12, 8 and 18 keys' },
        },
        {
          label: { cn: '键帽材质', en: 'Keycap material' },
          value: { cn: 'PBT 热升华', en: 'Dye-sublimated PBT' },
        },
        {
          label: { cn: '线材', en: 'Cable' },
          value: { cn: '60W，1.2m，USB-C 编织线', en: '60W, 1.2m, braided USB-C' },
        },
        {
          label: { cn: '收纳包', en: 'Carry case' },
          value: { cn: '硬壳，65% 与 80% 尺寸', en: 'Hard shell, 65% and 80% sizes' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '把键盘\u200b配齐。', en: 'Complete the set.' },
      body: {
        cn: '现货发售，可单独购买或与键盘一同下单。',
        en: 'In stock; buy them on their own or with a keyboard.',
      },
    },
  ],
};
