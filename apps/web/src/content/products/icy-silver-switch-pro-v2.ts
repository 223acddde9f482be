import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'icy-silver-switch-pro-v2',
  productCode: 'icy-silver-switch-pro-v2',
  accent: '#BFE9FF',
  name: { cn: '冰银轴 PRO V2', en: 'ICY SILVER SWITCH PRO V2' },
  title: {
    cn: '冰银轴 PRO V2 · 37gf 触发、45gf 触底、3.7mm 总行程的线性轴',
    en: 'ICY SILVER SWITCH PRO V2 · A linear switch: 37gf actuation, 45gf bottom-out, 3.7mm travel',
  },
  description: {
    cn: '冰银轴 PRO V2：线性手感，37gf 触发压力、45gf 触底压力、3.7mm 总行程；银色半透上盖，工厂两段润滑。',
    en: 'ICY SILVER SWITCH PRO V2: a linear switch with 37gf actuation, 45gf bottom-out and 3.7mm total travel, a silver-tinted top housing and two-stage factory lubrication.',
  },
  art: { kind: 'switch', housing: 'silver' },
  artLabel: {
    cn: '机械轴的正视图：十字轴心、银色半透上盖、弹簧与底壳引脚',
    en: 'A mechanical switch from the front: cross stem, silver translucent top housing, spring and pins',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '冰银轴 PRO V2 · 线性轴', en: 'ICY SILVER PRO V2 · Linear' },
      headline: { cn: '冷冽，顺滑，精准。', en: 'Cold. Smooth. Exact.' },
      body: {
        cn: '第二版冰银轴 PRO 把手感调得更轻、更稳：一按到底没有段落，只有均匀上升的压力和干净的触底。',
        en: 'The second ICY SILVER PRO is lighter and steadier: no bump on the way down, just an even rise in force and a clean landing.',
      },
      stats: [
        { value: '37gf', label: { cn: '触发压力', en: 'actuation' } },
        { value: '45gf', label: { cn: '触底压力', en: 'bottom-out' } },
        { value: '3.7mm', label: { cn: '总行程', en: 'total travel' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '压力曲线', en: 'Force curve' },
      headline: { cn: '起步轻，触底稳。', en: 'Light at the top, firm at the bottom.' },
      body: {
        cn: '37gf 就能触发，指尖几乎不用用力；行程后段压力升到 45gf，在 3.7mm 处稳稳托住手指，长时间打字也不累。',
        en: 'It actuates at 37gf, barely a thought for your fingertip; the force then climbs to 45gf and catches your finger at 3.7mm, so long sessions stay easy.',
      },
      art: { kind: 'force-curve', actuationGf: 37, bottomOutGf: 45, travelMm: 3.7 },
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '结构', en: 'Construction' },
      headline: { cn: '安静，是细节\u200b堆出来的。', en: 'Quiet is made of details.' },
      body: {
        cn: '更紧的轴心公差减少晃动，两段式工厂润滑让每一颗轴出厂即顺滑，透光窗为单键灯光留好了位置。',
        en: 'A tighter stem tolerance cuts wobble, two-stage factory lubrication makes every switch smooth out of the bag, and an LED window leaves room for per-key light.',
      },
      bullets: [
        { cn: '银色半透 PC 上盖', en: 'Silver-tinted polycarbonate top' },
        { cn: '两段式工厂润滑', en: 'Two-stage factory lubrication' },
        { cn: '五脚设计，热插拔即装即用', en: '5-pin, ready for hot-swap boards' },
      ],
      side: 'right',
    },
    {
      kind: 'gallery',
      eyebrow: { cn: '家族', en: 'The family' },
      headline: { cn: '三代冰银。', en: 'Three generations of silver.' },
      items: [
        { art: { kind: 'switch', housing: 'clear' }, caption: { cn: '冰银轴', en: 'ICY SILVER' } },
        { art: { kind: 'switch', housing: 'smoke' }, caption: { cn: '冰银轴 PRO', en: 'ICY SILVER PRO' } },
        {
          art: { kind: 'switch', housing: 'silver' },
          caption: { cn: '冰银轴 PRO V2', en: 'ICY SILVER PRO V2' },
        },
      ],
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '类型', en: 'Type' }, value: { cn: '线性轴', en: 'Linear' } },
        { label: { cn: '触发压力', en: 'Actuation force' }, value: same('37gf') },
        { label: { cn: '触底压力', en: 'Bottom-out force' }, value: same('45gf') },
        { label: { cn: '总行程', en: 'Total travel' }, value: same('3.7mm') },
        { label: { cn: '引脚', en: 'Pins' }, value: { cn: '五脚', en: '5-pin' } },
        {
          label: { cn: '上盖 / 底壳', en: 'Top / bottom housing' },
          value: { cn: '银色 PC / 尼龙', en: 'Silver PC / nylon' },
        },
        { label: { cn: '轴心', en: 'Stem' }, value: same('POM') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '给你的键盘\u200b降降温。', en: 'Cool your keyboard down.' },
      body: {
        cn: '按盒出售，适配所有热插拔五脚轴座。',
        en: 'Sold by the box, for every 5-pin hot-swap board.',
      },
    },
  ],
};
