import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'glacier-keycap-set',
  productCode: 'glacier-keycap-set',
  accent: '#BFE9FF',
  name: { cn: '冰川键帽套装', en: 'GLACIER KEYCAP SET' },
  title: {
    cn: '冰川键帽套装 · 冰蓝渐变的半透键帽',
    en: 'GLACIER KEYCAP SET · Translucent keycaps fading from white to ice blue',
  },
  description: {
    cn: '冰川键帽套装：半透 PC 键帽由顶部霜白渐变到底部冰蓝，侧刻字符透光；基础包加 12 键、8 键、18 键三个扩展包，覆盖 60% 到 80% 配列。',
    en: 'GLACIER KEYCAP SET: translucent PC caps fading from frost white at the top to ice blue at the base, with side legends that glow; a base kit plus 12, 8 and 18-key add-ons cover 60% to 80% layouts.',
  },
  art: { kind: 'keycap', scene: 'comet', hue: '#BFE9FF' },
  artLabel: {
    cn: '一颗冰蓝色半透键帽，顶部霜白',
    en: 'A translucent ice-blue keycap with a frosted white top',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '冰川 · 键帽套装', en: 'GLACIER · Keycap set' },
      headline: { cn: '整块键盘\u200b结一层霜。', en: 'Frost over your whole board.' },
      body: {
        cn: '每一颗键帽从顶部的霜白慢慢过渡到底部的冰蓝，灯光从侧刻字符里透出来，像冰川裂缝里的光。',
        en: 'Every cap fades from frost white at the top to ice blue at the base, and light comes through the side legends like daylight through a crevasse.',
      },
      stats: [
        { value: '12', label: { cn: '键扩展包', en: 'key add-on' } },
        { value: '8', label: { cn: '键扩展包', en: 'key add-on' } },
        { value: '18', label: { cn: '键扩展包', en: 'key add-on' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '渐变', en: 'Gradient' },
      headline: { cn: '从霜白\u200b到冰蓝。', en: 'From frost to ice.' },
      body: {
        cn: '双色注塑让渐变在材料内部完成，不是表面喷涂，用多久都不会磨掉；侧刻字符让正面保持干净。',
        en: 'The gradient is moulded into the material, not sprayed on, so it never wears away; side-printed legends keep the tops clean.',
      },
      bullets: [
        { cn: '半透 PC，材料内渐变', en: 'Translucent PC, gradient moulded in' },
        { cn: '侧刻透光字符', en: 'Side legends that let light through' },
        { cn: 'Cherry 高度', en: 'Cherry profile' },
      ],
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '扩展包', en: 'Add-ons' },
      headline: { cn: '按你的配列\u200b补齐。', en: 'Fill in your layout.' },
      body: {
        cn: '基础包覆盖 65% 配列；12 键包补上功能键区，8 键包补齐分体空格与异形修饰键，18 键包补上 80% 的导航区。',
        en: 'The base kit covers a 65% layout; the 12-key add-on brings the function row, the 8-key add-on split space bars and odd modifiers, the 18-key add-on the 80% navigation cluster.',
      },
      art: { kind: 'keyboard', layout: '80', finish: 'frost' },
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '材质', en: 'Material' },
          value: { cn: '半透 PC，双色注塑', en: 'Translucent PC, double-shot' },
        },
        { label: { cn: '高度', en: 'Profile' }, value: same('Cherry') },
        {
          label: { cn: '字符', en: 'Legends' },
          value: { cn: '侧刻，透光', en: 'Side-printed, shine-through' },
        },
        {
          label: { cn: '扩展包', en: 'Add-ons' },
          value: { cn: '12 键、8 键、18 键', en: '12, 8 and 18 keys' },
        },
        { label: { cn: '适配', en: 'Fits' }, value: { cn: '60% 至 80% 配列', en: '60% to 80% layouts' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '冰川\u200b即将再次封冻。', en: 'The glacier is refreezing.' },
      body: {
        cn: '补货团购即将开放，登记后第一时间通知你。',
        en: 'A restock group buy is coming; request it to hear first when it opens.',
      },
    },
  ],
};
