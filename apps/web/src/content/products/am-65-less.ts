import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-65-less',
  productCode: 'am-65-less',
  accent: '#FF7A6B',
  name: { cn: 'AM 65 LESS', en: 'AM 65 LESS' },
  title: {
    cn: 'AM 65 LESS · Alice 配列的 65% 键盘',
    en: 'AM 65 LESS · An Alice-style 65% keyboard',
  },
  description: {
    cn: 'AM 65 LESS：Alice 式倾斜配列收进 65% 的尺寸，保留方向键与导航列；可定制左右灯条文字与接口上方刻字，褪色版限量 10 台。',
    en: 'AM 65 LESS: an angled Alice-style layout in a 65% footprint with arrows and a navigation column; customise the side light bars and the engraving above the port. The Fading edition is limited to 10 units.',
  },
  art: { kind: 'keyboard', layout: 'alice', finish: 'frost' },
  artLabel: {
    cn: 'Alice 配列键盘的俯视图：左右两组按键向中间倾斜，收在一体的外壳里',
    en: 'An Alice-style keyboard from above: two angled key clusters in one case',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM 65 LESS · Alice 配列', en: 'AM 65 LESS · Alice-style' },
      headline: { cn: '更少负担，一样飞快。', en: 'Less strain. Same speed.' },
      body: {
        cn: 'AM 65 LESS 让按键顺着双手的方向倾斜：Alice 式配列收进 65% 的尺寸，方向键和导航列一个不少。',
        en: 'AM 65 LESS turns the keys the way your hands already point: an Alice-style layout in a 65% footprint, with the arrows and navigation column kept.',
      },
      stats: [
        { value: '65%', label: { cn: '尺寸', en: 'footprint' } },
        { value: '8°', label: { cn: '每侧倾角', en: 'per-side angle' } },
        { value: '2', label: { cn: '个 B 键', en: 'B keys' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '为什么倾斜', en: 'Why the angle' },
      headline: { cn: '手腕\u200b不用再向外折。', en: 'Your wrists stop bending outwards.' },
      body: {
        cn: '普通键盘要求双手并拢、手腕外折。左右两组按键各倾斜 8°，手腕自然回正，而你不需要重新学习打字。',
        en: 'A straight keyboard asks your hands to meet in the middle and your wrists to bend. Tilting each cluster by 8° lets them straighten — without relearning how to type.',
      },
      bullets: [
        { cn: '左右两侧都有 B 键，谁顺手谁按', en: 'A B key on each side: use whichever hand is closer' },
        { cn: '拇指下方分开的空格键', en: 'Split space bars under each thumb' },
        { cn: '完整的方向键与导航列', en: 'Full arrows and a navigation column' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '定制', en: 'Make it yours' },
      headline: { cn: '左右灯条，写上你的字。', en: 'Your words on the light bars.' },
      body: {
        cn: '左侧灯条、右侧灯条，以及 USB-C 接口上方的刻字，都可以定制。付款后 7 天内可修改，之后进入生产。',
        en: 'Customise the text on the left light bar, the right light bar and the engraving above the USB-C port. You can edit it for 7 days after payment; then it goes into production.',
      },
      link: { to: '/am-65-less/custom/', label: { cn: '预览定制效果', en: 'Preview customisation' } },
      art: { kind: 'keyboard', layout: 'alice', finish: 'graphite' },
      side: 'left',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '版本', en: 'Editions' },
      headline: { cn: '两种外壳，一种褪色。', en: 'Two shells, and one that fades.' },
      editions: [
        {
          name: { cn: '霜白标准版', en: 'Frost standard' },
          body: {
            cn: '磨砂半透外壳，灯光从内部柔和透出。',
            en: 'A frosted translucent shell that lets the light through softly.',
          },
          art: { kind: 'keyboard', layout: 'alice', finish: 'frost' },
        },
        {
          name: { cn: '褪色版 FADING', en: 'FADING edition' },
          body: {
            cn: '外壳颜色从一端渐渐褪到另一端，每一台的过渡都不一样。',
            en: 'The colour fades from one end of the case to the other, a little differently on every unit.',
          },
          limited: 10,
          art: { kind: 'keyboard', layout: 'alice', finish: 'graphite' },
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
        {
          label: { cn: '配列', en: 'Layout' },
          value: { cn: 'Alice 式，65% 尺寸', en: 'Alice-style, 65% footprint' },
        },
        { label: { cn: '倾角', en: 'Angle' }, value: { cn: '左右各 8°', en: '8° per side' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: '磨砂 PC 或阳极铝', en: 'Frosted PC or anodised aluminium' },
        },
        {
          label: { cn: '灯光', en: 'Lighting' },
          value: { cn: '左右侧灯条，可定制文字', en: 'Side light bars with your own text' },
        },
        { label: { cn: '连接', en: 'Connection' }, value: { cn: 'USB-C 有线', en: 'USB-C wired' } },
        {
          label: { cn: '定制窗口', en: 'Customisation window' },
          value: { cn: '付款后 7 天', en: '7 days after payment' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '换个角度打字。', en: 'Type from a different angle.' },
      body: {
        cn: '下单后即可开始定制灯条文字。',
        en: 'Start customising the light bars as soon as you order.',
      },
    },
  ],
};
