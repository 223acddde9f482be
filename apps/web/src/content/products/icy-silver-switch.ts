import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'icy-silver-switch',
  productCode: 'icy-silver-switch',
  accent: '#D6F4FF',
  name: { cn: '冰银轴', en: 'ICY SILVER SWITCH' },
  title: {
    cn: '冰银轴 · 全透明外壳的线性轴，37gf 触发',
    en: 'ICY SILVER SWITCH · A clear-housed linear switch, 37gf actuation',
  },
  description: {
    cn: '冰银轴：冰银家族的第一代，全透明 PC 外壳的线性轴，37gf 触发压力、45gf 触底压力、3.7mm 总行程，灯光透过整颗轴体。',
    en: 'ICY SILVER SWITCH: the first of the family — a linear switch in a fully clear PC housing, with 37gf actuation, 45gf bottom-out and 3.7mm total travel, lit through its whole body.',
  },
  art: { kind: 'switch', housing: 'clear' },
  artLabel: {
    cn: '机械轴的正视图：全透明外壳，可见内部弹簧与轴心',
    en: 'A mechanical switch from the front: a fully clear housing showing the spring and stem',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '冰银轴 · 第一代', en: 'ICY SILVER · First generation' },
      headline: { cn: '像一块\u200b刚凿下的冰。', en: 'Like a chip off the ice.' },
      body: {
        cn: '第一代冰银轴用全透明外壳，灯光从每个角度透出来，整块键盘像一层薄冰；按下去是干净的线性手感，没有段落，没有杂音。',
        en: 'The first ICY SILVER has a fully clear housing, so light escapes from every angle and the whole board glows like thin ice. Pressing it is clean and linear: no bump, no noise.',
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
      headline: { cn: '轻轻一碰\u200b就触发。', en: 'A light touch is enough.' },
      body: {
        cn: '37gf 触发，45gf 触底，3.7mm 的总行程里压力均匀上升。后来的 PRO 与 PRO V2 都沿用了这条曲线。',
        en: 'It actuates at 37gf and bottoms out at 45gf, the force rising evenly over 3.7mm. The PRO and PRO V2 kept this same curve.',
      },
      art: { kind: 'force-curve', actuationGf: 37, bottomOutGf: 45, travelMm: 3.7 },
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '透光', en: 'Light' },
      headline: { cn: '整颗轴\u200b都在发光。', en: 'The whole switch glows.' },
      body: {
        cn: '上下盖都是透明 PC，灯光不只从顶部的窗口透出，而是照亮整颗轴体，适合透明或半透外壳的键盘。',
        en: 'Top and bottom housings are both clear PC, so light fills the whole switch instead of one window — made for clear and translucent cases.',
      },
      bullets: [
        { cn: '全透明 PC 上下盖', en: 'Clear PC top and bottom' },
        { cn: 'POM 轴心', en: 'POM stem' },
        { cn: '五脚，支持热插拔', en: '5-pin, hot-swap ready' },
      ],
      side: 'right',
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
          value: { cn: '透明 PC / 透明 PC', en: 'Clear PC / clear PC' },
        },
        { label: { cn: '引脚', en: 'Pins' }, value: { cn: '五脚', en: '5-pin' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '初代已经\u200b融化殆尽。', en: 'The first batch has melted away.' },
      body: {
        cn: '冰银轴已售罄；同样的手感，可以选择冰银轴 PRO 或 PRO V2。',
        en: 'ICY SILVER is sold out. For the same feel, choose ICY SILVER PRO or PRO V2.',
      },
    },
  ],
};
