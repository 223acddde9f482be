import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-afa-blade',
  productCode: 'am-afa-blade',
  accent: '#E6F0FF',
  name: { cn: 'AM AFA BLADE 刃', en: 'AM AFA BLADE' },
  title: {
    cn: 'AM AFA BLADE · 更薄更利落的分体键盘',
    en: 'AM AFA BLADE · A thinner, sharper split keyboard',
  },
  description: {
    cn: 'AM AFA BLADE：AFA 分体键盘的轻薄版本，矮轴与刀锋般的斜切边缘，磨砂半透外壳，5000mAh 无线电池，可直接放进电脑包。',
    en: 'AM AFA BLADE: the slim version of the AFA split keyboard, with low-profile switches, blade-like chamfered edges, a frosted translucent case and a 5000mAh wireless battery that slips into a laptop bag.',
  },
  art: { kind: 'keyboard', layout: 'split', finish: 'frost' },
  artLabel: {
    cn: '分体键盘的俯视图：两半轻薄的磨砂半透外壳',
    en: 'A split keyboard from above: two slim halves in frosted translucent cases',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM AFA BLADE · 轻薄分体', en: 'AM AFA BLADE · Slim split' },
      headline: { cn: '分体，\u200b也可以很轻。', en: 'Split, and light enough to carry.' },
      body: {
        cn: 'BLADE 把 AFA 削薄了：矮轴、薄外壳、刀锋般的斜边。它依然是两半，只是现在可以和笔记本一起出门。',
        en: 'BLADE pares the AFA down: low-profile switches, a thin case, edges cut like a blade. Still two halves — now they travel with your laptop.',
      },
      stats: [
        { value: '2', label: { cn: '独立半边', en: 'halves' } },
        { value: '5000mAh', label: { cn: '电池', en: 'battery' } },
        { value: '20%', label: { cn: '预售订金', en: 'pre-order deposit' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '轻薄', en: 'Slim' },
      headline: { cn: '薄到\u200b不需要手托。', en: 'So thin you may skip the wrist rest.' },
      body: {
        cn: '矮轴让每一半的前沿更低，手腕可以平放在桌面上；两半之间无线连接，桌上只剩下两片磨砂的光。',
        en: 'Low-profile switches bring the front edge down so your wrists rest flat on the desk, and the halves link wirelessly — just two slivers of frosted light on the desk.',
      },
      bullets: [
        { cn: '矮轴，前沿更低', en: 'Low-profile switches, lower front edge' },
        { cn: '两半无线互联', en: 'Halves linked wirelessly' },
        { cn: '刀锋斜切边缘', en: 'Blade-chamfered edges' },
      ],
      art: { kind: 'keyboard', layout: 'split', finish: 'frost', shell: 'mech' },
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '分体式，62 键', en: 'Split, 62 keys' } },
        { label: { cn: '轴体', en: 'Switches' }, value: { cn: '矮轴', en: 'Low-profile' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: '磨砂半透 PC，斜切边缘', en: 'Frosted translucent PC, chamfered edges' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        {
          label: { cn: '预售订金', en: 'Pre-order deposit' },
          value: {
            cn: '全款的 20%，开始生产前可退',
            en: '20% of the full price, refundable until production starts',
          },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '带上\u200b你的两只手。', en: 'Take both hands with you.' },
      body: {
        cn: '补货预售中：先付 20% 订金，开始生产前随时可退；按付款顺序发货。',
        en: 'Restock pre-order: pay a 20% deposit, refundable any time before production starts. Orders ship in the order they are paid.',
      },
    },
  ],
};
