import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-typing-kit',
  productCode: 'cyberboard-typing-kit',
  accent: '#FF9F5C',
  name: { cn: 'CYBERBOARD 打字套装', en: 'CYBERBOARD TYPING KIT' },
  title: {
    cn: 'CYBERBOARD 打字套装 · 12、8、18 键三种组合',
    en: 'CYBERBOARD TYPING KIT · Combos of 12, 8 and 18 keys',
  },
  description: {
    cn: 'CYBERBOARD 打字套装：为 CYBERBOARD 系列准备的替换键帽，12 键、8 键、18 键三种组合，换一套键帽就换一种声音和手感。',
    en: 'CYBERBOARD TYPING KIT: replacement keycaps for the CYBERBOARD series in combos of 12, 8 and 18 keys — change the caps and you change the sound and the feel.',
  },
  art: { kind: 'keycap', scene: 'comet', hue: '#FF9F5C' },
  artLabel: {
    cn: '一颗半透键帽的特写，里面划过一道橙色彗尾',
    en: 'A close-up of a translucent keycap with an orange comet tail inside',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD · 打字套装', en: 'CYBERBOARD · Typing kit' },
      headline: { cn: '换一套键帽，\u200b换一种声音。', en: 'New caps, new voice.' },
      body: {
        cn: '不用换键盘，也能换一种打字的感觉。打字套装为 CYBERBOARD 系列准备了三种组合，十分钟就能装好。',
        en: 'You do not need a new keyboard to type differently. The typing kit gives the CYBERBOARD series three combos that fit in ten minutes.',
      },
      stats: [
        { value: '12', label: { cn: '键组合', en: 'key combo' } },
        { value: '8', label: { cn: '键组合', en: 'key combo' } },
        { value: '18', label: { cn: '键组合', en: 'key combo' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '三种组合', en: 'Three combos' },
      headline: { cn: '从几颗\u200b到一整片。', en: 'From a handful to a whole block.' },
      body: {
        cn: '12 键组合替换字母区最常按的键；8 键组合只换修饰键，点缀一圈颜色；18 键组合覆盖字母区与修饰键，整块键盘焕然一新。',
        en: 'The 12-key combo replaces the letters you press most; the 8-key combo swaps only the modifiers for a ring of colour; the 18-key combo covers both for a whole new board.',
      },
      bullets: [
        { cn: '12 键：高频字母键', en: '12 keys: your most-pressed letters' },
        { cn: '8 键：修饰键与回车', en: '8 keys: modifiers and Enter' },
        { cn: '18 键：字母区加修饰键', en: '18 keys: letters plus modifiers' },
      ],
      art: { kind: 'keycap', scene: 'planet', hue: '#FF9F5C' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '材质', en: 'The material' },
      headline: { cn: '厚一点，\u200b声音就低一点。', en: 'Thicker caps, deeper sound.' },
      body: {
        cn: '键帽采用 1.5mm 厚 PBT 双色注塑，字符不会磨掉；随套装附赠拔键器，换装不会伤到轴体。',
        en: 'The caps are 1.5mm-thick double-shot PBT, so the legends never wear off, and a keycap puller comes in the box so the switches stay safe.',
      },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '组合', en: 'Combos' }, value: { cn: '12 键、8 键、18 键', en: '12, 8 or 18 keys' } },
        {
          label: { cn: '材质', en: 'Material' },
          value: { cn: 'PBT 双色注塑，1.5mm 壁厚', en: 'Double-shot PBT, 1.5mm walls' },
        },
        {
          label: { cn: '适用', en: 'Fits' },
          value: { cn: 'CYBERBOARD 系列 65% 键盘', en: 'CYBERBOARD series 65% keyboards' },
        },
        { label: { cn: '附件', en: 'In the box' }, value: { cn: '拔键器', en: 'Keycap puller' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '挑一组，\u200b今天就换上。', en: 'Pick a combo. Fit it today.' },
      body: {
        cn: '现货供应，按付款顺序发货。',
        en: 'In stock; orders ship in the order they are paid.',
      },
    },
  ],
};
