import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'icy-silver-switch-pro',
  productCode: 'icy-silver-switch-pro',
  accent: '#A9C7D9',
  name: { cn: '冰银轴 PRO', en: 'ICY SILVER SWITCH PRO' },
  title: {
    cn: '冰银轴 PRO · 烟灰上盖、出厂润滑的线性轴',
    en: 'ICY SILVER SWITCH PRO · A factory-lubed linear switch with a smoked top',
  },
  description: {
    cn: '冰银轴 PRO：烟灰半透上盖与尼龙底壳，出厂润滑，37gf 触发、45gf 触底、3.7mm 总行程，声音比初代更低沉。',
    en: 'ICY SILVER SWITCH PRO: a smoked translucent top over a nylon bottom, lubed at the factory, with 37gf actuation, 45gf bottom-out and 3.7mm travel — a deeper sound than the original.',
  },
  art: { kind: 'switch', housing: 'smoke' },
  artLabel: {
    cn: '机械轴的正视图：烟灰色半透上盖、十字轴心与尼龙底壳',
    en: 'A mechanical switch from the front: a smoked translucent top, cross stem and nylon bottom',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '冰银轴 PRO · 线性轴', en: 'ICY SILVER PRO · Linear' },
      headline: { cn: '冰面之下，\u200b声音更沉。', en: 'Deeper under the ice.' },
      body: {
        cn: 'PRO 保留初代的轻快曲线，换上烟灰上盖与尼龙底壳，并在出厂前完成润滑：每一次触底都更闷、更圆润。',
        en: 'PRO keeps the original’s light curve but moves to a smoked top and a nylon bottom, lubed before it leaves the factory: every landing is rounder and more muted.',
      },
      stats: [
        { value: '37gf', label: { cn: '触发压力', en: 'actuation' } },
        { value: '45gf', label: { cn: '触底压力', en: 'bottom-out' } },
        { value: '3.7mm', label: { cn: '总行程', en: 'total travel' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '材料', en: 'Materials' },
      headline: { cn: '换一种塑料，\u200b换一种声音。', en: 'Change the plastic, change the sound.' },
      body: {
        cn: '尼龙底壳吸收高频，让触底声更低沉；烟灰上盖依然透光，只是把灯光调得更柔和。',
        en: 'A nylon bottom soaks up the high frequencies for a lower bottom-out; the smoked top still lets light through, just softer.',
      },
      bullets: [
        { cn: '烟灰半透 PC 上盖', en: 'Smoked translucent PC top' },
        { cn: '尼龙底壳', en: 'Nylon bottom housing' },
        { cn: '出厂润滑', en: 'Factory lubed' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '压力曲线', en: 'Force curve' },
      headline: { cn: '手感不变。', en: 'Same feel, by design.' },
      body: {
        cn: '37gf 触发、45gf 触底、3.7mm 总行程：和初代一致，你的手指不需要重新适应。',
        en: '37gf to actuate, 45gf to bottom out, 3.7mm of travel: the same as the original, so your fingers have nothing to relearn.',
      },
      art: { kind: 'force-curve', actuationGf: 37, bottomOutGf: 45, travelMm: 3.7 },
      side: 'left',
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
        {
          label: { cn: '上盖 / 底壳', en: 'Top / bottom housing' },
          value: { cn: '烟灰 PC / 尼龙', en: 'Smoked PC / nylon' },
        },
        { label: { cn: '润滑', en: 'Lubrication' }, value: { cn: '出厂润滑', en: 'Factory lubed' } },
        { label: { cn: '引脚', en: 'Pins' }, value: { cn: '五脚', en: '5-pin' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '让键盘\u200b安静下来。', en: 'Settle your keyboard down.' },
      body: {
        cn: '现货发售，按盒出售，适配五脚热插拔轴座。',
        en: 'In stock, sold by the box, for 5-pin hot-swap boards.',
      },
    },
  ],
};
