import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberswitch',
  productCode: 'cyberswitch',
  accent: '#A8B4FF',
  name: { cn: 'CYBERSWITCH 赛博轴', en: 'CYBERSWITCH' },
  title: {
    cn: 'CYBERSWITCH 赛博轴 · 烟灰色上盖的线性轴',
    en: 'CYBERSWITCH · A linear switch in a smoked housing',
  },
  description: {
    cn: 'CYBERSWITCH 赛博轴：烟灰色半透上盖、尼龙底壳的线性轴，工厂润滑、五脚固定，为点阵屏键盘的灯光与声音调校。',
    en: 'CYBERSWITCH: a linear switch with a smoked translucent top and a nylon bottom, factory-lubricated and five-pin, tuned for the light and sound of our dot-matrix keyboards.',
  },
  art: { kind: 'switch', housing: 'smoke' },
  artLabel: {
    cn: '一颗机械轴的斜视图：烟灰色半透上盖，十字轴心',
    en: 'A mechanical switch at an angle: a smoked translucent top and a cross stem',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERSWITCH · 线性轴', en: 'CYBERSWITCH · Linear switch' },
      headline: { cn: '烟雾之中，\u200b一路到底。', en: 'Straight down, through the smoke.' },
      body: {
        cn: '赛博轴是我们为自家键盘调出的第一颗轴：没有段落，没有犹豫，按下去就是一条干净的直线。',
        en: 'CYBERSWITCH is the first switch we tuned for our own keyboards: no bump, no hesitation, just one clean line from top to bottom.',
      },
      stats: [
        { value: '5', label: { cn: '脚固定', en: 'pins' } },
        { value: 'PC', label: { cn: '烟灰上盖', en: 'smoked top' } },
        { value: 'PA', label: { cn: '尼龙底壳', en: 'nylon bottom' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '外壳', en: 'The housing' },
      headline: { cn: '让灯光\u200b穿过烟灰。', en: 'Light through smoked glass.' },
      body: {
        cn: '烟灰色 PC 上盖让背光柔和地透出，不刺眼；尼龙底壳吸收触底的高频，声音更圆润。',
        en: 'A smoked polycarbonate top lets the backlight through without glare, and a nylon bottom soaks up the sharp edge of each bottom-out for a rounder sound.',
      },
      bullets: [
        { cn: '烟灰色半透 PC 上盖', en: 'Smoked translucent PC top' },
        { cn: '尼龙底壳，声音圆润', en: 'Nylon bottom for a rounder sound' },
        { cn: '工厂润滑，开箱即用', en: 'Factory-lubricated, ready out of the box' },
      ],
      art: { kind: 'switch', housing: 'smoke' },
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '类型', en: 'Type' }, value: { cn: '线性', en: 'Linear' } },
        {
          label: { cn: '上盖', en: 'Top housing' },
          value: { cn: '烟灰色半透 PC', en: 'Smoked translucent PC' },
        },
        { label: { cn: '底壳', en: 'Bottom housing' }, value: { cn: '尼龙 PA', en: 'Nylon PA' } },
        { label: { cn: '轴心', en: 'Stem' }, value: { cn: 'POM 十字轴心', en: 'POM cross stem' } },
        { label: { cn: '引脚', en: 'Pins' }, value: { cn: '五脚', en: 'Five-pin' } },
        { label: { cn: '润滑', en: 'Lubrication' }, value: { cn: '工厂润滑', en: 'Factory-lubricated' } },
      ],
      note: {
        cn: '想要更轻的手感？冰银轴 PRO V2 的触发压力为 37gf。',
        en: 'Want it lighter? Icy Silver Switch Pro V2 actuates at 37gf.',
      },
    },
    {
      kind: 'cta',
      headline: { cn: '给键盘\u200b换一颗心。', en: 'Give your keyboard a new heart.' },
      body: {
        cn: '现货供应，兼容所有热插拔键盘。',
        en: 'In stock, and at home in any hot-swap keyboard.',
      },
    },
  ],
};
