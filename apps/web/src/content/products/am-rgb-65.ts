import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-rgb-65',
  productCode: 'am-rgb-65',
  accent: '#FF7A3C',
  name: { cn: 'AM RGB 65 复古键盘', en: 'AM RGB 65' },
  title: {
    cn: 'AM RGB 65 · 带 LED 点阵屏的复古 65% 键盘',
    en: 'AM RGB 65 · A retro 65% keyboard with an LED panel',
  },
  description: {
    cn: 'AM RGB 65：米色复古外壳的 65% 键盘，68 键，顶部一块彩色 LED 点阵屏可以滚动文字和像素动画，10000mAh 电池。',
    en: 'AM RGB 65: a 65% keyboard in a beige retro case, 68 keys, and a full-colour LED panel up top for scrolling text and pixel animations. 10000mAh battery.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'RGB' },
  artLabel: {
    cn: '65% 键盘的俯视图：顶部点阵屏显示 RGB',
    en: 'A 65% keyboard from above with its dot-matrix panel reading RGB',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM RGB 65 · 复古', en: 'AM RGB 65 · Retro' },
      headline: { cn: '像素时代的\u200b一封情书。', en: 'A love letter to the pixel era.' },
      body: {
        cn: '米色外壳、厚实的边框、顶部一块会滚动文字的彩色点阵屏：像是从八十年代的电脑房里搬出来的，却是今天的无线机械键盘。',
        en: 'A beige case, a chunky bezel and a colour panel that scrolls text along the top: it looks lifted from an eighties computer lab, but it is a wireless mechanical board from today.',
      },
      stats: [
        { value: '65%', label: { cn: '配列', en: 'layout' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '10000mAh', label: { cn: '电池', en: 'battery' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '点阵屏', en: 'The panel' },
      headline: { cn: '每一颗像素\u200b都是彩色的。', en: 'Every pixel in colour.' },
      body: {
        cn: '彩色 LED 点阵屏可以显示滚动字幕、电量、大写锁定，或者你在 AM Master 里一帧帧画出来的小动画。',
        en: 'The colour LED panel shows a scrolling marquee, battery level, caps lock, or a little animation you drew frame by frame in AM Master.',
      },
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'HELLO', finish: 'graphite' },
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '续航', en: 'Battery' },
      headline: { cn: '亮着屏，\u200b也能用很久。', en: 'Panel on, still going.' },
      body: {
        cn: '10000mAh 大电池撑得起点阵屏常亮；2.4GHz、蓝牙、有线三种连接随时切换。',
        en: 'A 10000mAh battery keeps the panel lit for the long run, and you switch between 2.4 GHz, Bluetooth and wired whenever you like.',
      },
      bullets: [
        { cn: '10000mAh 电池', en: '10000mAh battery' },
        { cn: '三模连接', en: 'Tri-mode connection' },
        { cn: '热插拔五脚轴座', en: '5-pin hot-swap sockets' },
      ],
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        { label: { cn: '外壳', en: 'Case' }, value: { cn: '复古米色 ABS', en: 'Retro beige ABS' } },
        {
          label: { cn: '显示', en: 'Display' },
          value: { cn: '彩色 LED 点阵屏', en: 'Full-colour LED dot matrix' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('10000mAh') },
        {
          label: { cn: '软件', en: 'Software' },
          value: { cn: 'AM Master 改键与点阵屏编辑', en: 'AM Master remapping and panel editor' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '开机，\u200b像 1985 年那样。', en: 'Boot up like it’s 1985.' },
      body: {
        cn: '现货发售，下单即发。',
        en: 'In stock and ready to ship.',
      },
    },
  ],
};
