import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-65-less-r2',
  productCode: 'am-65-less-r2',
  accent: '#FFA48F',
  name: { cn: 'AM 65 LESS R2', en: 'AM 65 LESS R2' },
  title: {
    cn: 'AM 65 LESS R2 · 无线版 Alice 配列键盘',
    en: 'AM 65 LESS R2 · The Alice-style keyboard, now wireless',
  },
  description: {
    cn: 'AM 65 LESS R2：第二版 Alice 式 65% 键盘，喷砂银铝合金外壳，加入三模无线与 5000mAh 电池，左右灯条文字依然可定制。',
    en: 'AM 65 LESS R2: the second Alice-style 65% keyboard, in bead-blasted silver aluminium, now with three-mode wireless and a 5000mAh battery — and the side light text is still yours to write.',
  },
  art: { kind: 'keyboard', layout: 'alice', finish: 'silver' },
  artLabel: {
    cn: 'Alice 配列键盘的俯视图：喷砂银外壳，左右两组按键向中间倾斜',
    en: 'An Alice-style keyboard from above: a bead-blasted silver case with two angled key clusters',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM 65 LESS R2 · 第二版', en: 'AM 65 LESS R2 · Second revision' },
      headline: { cn: '同样的角度，\u200b更少的线。', en: 'Same angle, fewer cables.' },
      body: {
        cn: 'R2 保留了让手腕回正的倾斜配列，换上喷砂银金属外壳，并剪掉了线：一块电池，三种连接。',
        en: 'R2 keeps the angled layout that straightens your wrists, moves into bead-blasted silver metal, and cuts the cord: one battery, three ways to connect.',
      },
      stats: [
        { value: '8°', label: { cn: '每侧倾角', en: 'per-side angle' } },
        { value: '5000mAh', label: { cn: '电池', en: 'battery' } },
        { value: '3', label: { cn: '种连接', en: 'connections' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '新变化', en: 'What is new' },
      headline: { cn: '金属外壳，\u200b无线自由。', en: 'A metal case, set free.' },
      body: {
        cn: '外壳从磨砂 PC 换成 CNC 铝合金，更稳更沉；USB-C、2.4GHz 与蓝牙随时切换，5000mAh 电池撑得住一周的工作。',
        en: 'The case moves from frosted PC to CNC aluminium, heavier and steadier; switch between USB-C, 2.4 GHz and Bluetooth at will, with a 5000mAh battery that lasts the working week.',
      },
      bullets: [
        { cn: 'CNC 铝合金，喷砂银', en: 'CNC aluminium, bead-blasted silver' },
        { cn: 'USB-C、2.4GHz、蓝牙三模', en: 'USB-C, 2.4 GHz and Bluetooth' },
        { cn: '5000mAh 电池', en: '5000mAh battery' },
      ],
      art: { kind: 'keyboard', layout: 'alice', finish: 'silver' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '定制', en: 'Make it yours' },
      headline: { cn: '灯条上的字，\u200b照样由你写。', en: 'The light bars still speak for you.' },
      body: {
        cn: '左右灯条文字与接口上方刻字依然可以定制，付款后 7 天内可修改，之后进入生产。',
        en: 'The left and right light text and the engraving above the port can still be customised; edit them for 7 days after payment, then they go into production.',
      },
      link: { to: '/am-65-less/custom/', label: { cn: '预览定制效果', en: 'Preview customisation' } },
      side: 'left',
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
          value: { cn: 'CNC 铝合金，喷砂银', en: 'CNC aluminium, bead-blasted silver' },
        },
        {
          label: { cn: '灯光', en: 'Lighting' },
          value: { cn: '左右侧灯条，可定制文字', en: 'Side light bars with your own text' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '斜着放，\u200b随处用。', en: 'Angled, and anywhere.' },
      body: {
        cn: '现货供应，按付款顺序发货。',
        en: 'In stock; orders ship in the order they are paid.',
      },
    },
  ],
};
