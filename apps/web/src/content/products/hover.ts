import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'hover',
  productCode: 'hover',
  accent: '#8CF0FF',
  name: { cn: 'HOVER 手托', en: 'HOVER WRIST REST' },
  title: {
    cn: 'HOVER 手托 · 看起来悬浮在桌面上的腕托',
    en: 'HOVER · The wrist rest that seems to float',
  },
  description: {
    cn: 'HOVER 手托：铝合金底座内缩，托面像悬浮在桌上；表面是柔软的超纤皮，底部一圈发光边，提供短款与全长两种尺寸。',
    en: 'HOVER: a recessed aluminium base makes the top seem to float above the desk, with a soft microfibre-leather surface and a glowing edge underneath. Compact and full lengths.',
  },
  art: { kind: 'wrist-rest', length: 'compact' },
  artLabel: {
    cn: '一只短款腕托，托面下方有一圈发光的内缩底座',
    en: 'A compact wrist rest with a glowing, recessed base under the top',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'HOVER · 手托', en: 'HOVER · Wrist rest' },
      headline: { cn: '让手腕\u200b浮起来。', en: 'Let your wrists float.' },
      body: {
        cn: '底座比托面窄一圈，并从下方透出一道柔光：从侧面看，HOVER 就像离开桌面悬浮着，手腕搭上去，刚好和键盘齐平。',
        en: 'The base sits a step inside the top and lets a soft light out from underneath: from the side HOVER seems to hover, and your wrists rest level with the keys.',
      },
      stats: [
        { value: '2', label: { cn: '种长度', en: 'lengths' } },
        { value: '20%', label: { cn: '团购定金', en: 'group-buy deposit' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '材质', en: 'Materials' },
      headline: { cn: '软的一面朝上。', en: 'Soft side up.' },
      body: {
        cn: '托面是带记忆回弹的超纤皮，不闷汗、好打理；底座是阳极铝合金，边缘一圈导光条由键盘的 USB 口供电即可点亮。',
        en: 'The top is microfibre leather over memory foam — breathable and easy to clean. The base is anodised aluminium with a light guide round its edge, lit from any USB port.',
      },
      bullets: [
        { cn: '超纤皮托面，记忆棉内芯', en: 'Microfibre leather over memory foam' },
        { cn: '阳极铝合金内缩底座', en: 'Recessed anodised aluminium base' },
        { cn: 'USB 供电的底部光边', en: 'USB-powered edge light' },
      ],
      side: 'right',
    },
    {
      kind: 'gallery',
      eyebrow: { cn: '尺寸', en: 'Sizes' },
      headline: { cn: '短款与全长。', en: 'Compact and full.' },
      items: [
        {
          art: { kind: 'wrist-rest', length: 'compact' },
          caption: { cn: '短款 · 60% 与 65% 键盘', en: 'Compact · 60% and 65% boards' },
        },
        {
          art: { kind: 'wrist-rest', length: 'full' },
          caption: { cn: '全长 · 80% 与分体键盘', en: 'Full · 80% and split boards' },
        },
      ],
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '托面', en: 'Top' },
          value: { cn: '超纤皮，记忆棉', en: 'Microfibre leather, memory foam' },
        },
        { label: { cn: '底座', en: 'Base' }, value: { cn: '阳极铝合金', en: 'Anodised aluminium' } },
        {
          label: { cn: '灯光', en: 'Light' },
          value: { cn: '底部导光条，USB-C 供电', en: 'Edge light guide, USB-C powered' },
        },
        { label: { cn: '长度', en: 'Lengths' }, value: { cn: '短款、全长', en: 'Compact, full' } },
        {
          label: { cn: '团购定金', en: 'Group-buy deposit' },
          value: { cn: '全款的 20%，开产前可退', en: '20% of the full price, refundable until production' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '给键盘前\u200b留一片云。', en: 'Put a cloud in front of your keyboard.' },
      body: {
        cn: '部分地区现货，部分地区团购中。',
        en: 'In stock in some regions, in group buy in others.',
      },
    },
  ],
};
