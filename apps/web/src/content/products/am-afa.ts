import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-afa',
  productCode: 'am-afa',
  accent: '#5CB8FF',
  name: { cn: 'AM AFA', en: 'AM AFA' },
  title: {
    cn: 'AM AFA · 第一代人体工学分体键盘',
    en: 'AM AFA · Our first ergonomic split keyboard',
  },
  description: {
    cn: '初代 AM AFA：左右两半用一根线相连，可以分开到与肩同宽，每只拇指下都有空格键，喷砂银铝合金外壳。',
    en: 'The first AM AFA: two halves joined by one cable that can sit shoulder-width apart, a space bar under each thumb, and a bead-blasted silver aluminium case.',
  },
  art: { kind: 'keyboard', layout: 'split', finish: 'silver' },
  artLabel: {
    cn: '分体键盘的俯视图：左右两半分开摆放，喷砂银外壳',
    en: 'A split keyboard from above: two halves set apart in bead-blasted silver',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM AFA · 分体键盘', en: 'AM AFA · Split keyboard' },
      headline: { cn: '把键盘\u200b分给两只手。', en: 'One half for each hand.' },
      body: {
        cn: '双手本来就不在一起，键盘为什么要在一起？初代 AFA 把键盘一分为二，让肩膀打开，手腕回正。',
        en: 'Your hands are not joined, so why is your keyboard? The first AFA splits it in two, so your shoulders open and your wrists straighten.',
      },
      stats: [
        { value: '2', label: { cn: '独立半边', en: 'halves' } },
        { value: '62', label: { cn: '按键', en: 'keys' } },
        { value: '2', label: { cn: '个空格键', en: 'space bars' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '人体工学', en: 'Ergonomics' },
      headline: { cn: '与肩同宽，\u200b自然放松。', en: 'Shoulder-width, at ease.' },
      body: {
        cn: '两半之间用一根 USB-C 线连接，你可以把它们摆到与肩同宽，也可以稍稍向外转一个角度，找到最放松的位置。',
        en: 'The halves are linked by one USB-C cable: set them shoulder-width apart, angle them outwards a little, and find the position where your arms relax.',
      },
      bullets: [
        { cn: '两半自由摆放', en: 'Place each half freely' },
        { cn: '每只拇指下一个空格键', en: 'A space bar under each thumb' },
        { cn: '可编程的拇指键', en: 'Programmable thumb keys' },
      ],
      art: { kind: 'keyboard', layout: 'split', finish: 'silver' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '社区', en: 'Community' },
      headline: { cn: '大家一起\u200b改装它。', en: 'Modded by everyone.' },
      body: {
        cn: 'AFA 的用户在社区里分享喷绘外壳、自制手托和键位方案。去 AFA DIY 任务看看别人把它变成了什么样子。',
        en: 'AFA owners share sprayed shells, home-made wrist rests and keymaps in the community. See what others have made of theirs in the AFA DIY task.',
      },
      link: { to: '/dao/309/', label: { cn: '查看 AFA DIY', en: 'See AFA DIY' } },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '分体式，62 键', en: 'Split, 62 keys' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: 'CNC 铝合金，喷砂银', en: 'CNC aluminium, bead-blasted silver' },
        },
        { label: { cn: '两半连接', en: 'Link' }, value: { cn: 'USB-C 连接线', en: 'USB-C link cable' } },
        { label: { cn: '连接', en: 'Connection' }, value: { cn: 'USB-C 有线', en: 'USB-C wired' } },
        {
          label: { cn: '软件', en: 'Software' },
          value: { cn: 'AM Master 键位编程', en: 'Keymaps in AM Master' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '初代已售罄。', en: 'The first AFA has sold out.' },
      body: {
        cn: '它的后继者 AFA R2 加入了无线与可调倾角。',
        en: 'Its successor, AFA R2, adds wireless and adjustable tenting.',
      },
    },
  ],
};
