import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-novel-4',
  productCode: 'cyberboard-novel-4',
  accent: '#4FE3A1',
  name: { cn: 'CYBERBOARD NOVEL 4', en: 'CYBERBOARD NOVEL 4' },
  title: {
    cn: 'CYBERBOARD NOVEL 4 · 小说计划第四章',
    en: 'CYBERBOARD NOVEL 4 · The fourth chapter of the Novel Project',
  },
  description: {
    cn: 'CYBERBOARD NOVEL 4：小说计划第四章，一座长满藤蔓的温室，绿意手绘外壳与会生长的点阵动画，每款限量 20 台。',
    en: 'CYBERBOARD NOVEL 4: chapter four of the Novel Project, a greenhouse overgrown with vines — a leaf-green hand-painted shell and a panel animation that grows, 20 pieces of each edition.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'NOVEL 4', finish: 'graffiti' },
  artLabel: {
    cn: '65% 键盘的俯视图：手绘藤蔓攀满外壳，点阵屏显示 NOVEL 4',
    en: 'A 65% keyboard from above: painted vines climbing the case, the panel reading NOVEL 4',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '小说计划 · 第四章', en: 'The Novel Project · Chapter four' },
      headline: { cn: '第四章：\u200b机器里的温室。', en: 'Chapter four: a greenhouse in the machine.' },
      body: {
        cn: '在故事的第四章，一台被遗忘的机器里长出了植物。藤蔓爬满外壳，叶子在点阵屏上一格一格地舒展。',
        en: 'In the fourth chapter, plants take root inside a forgotten machine. Vines climb the case and leaves unfold across the panel, one dot at a time.',
      },
      stats: [
        { value: '20', label: { cn: '每款限量', en: 'pieces per edition' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '04', label: { cn: '章节', en: 'chapter' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '故事', en: 'The story' },
      headline: { cn: '你敲得越多，\u200b它长得越高。', en: 'The more you type, the taller it grows.' },
      body: {
        cn: '本章动画记录你的敲击次数：一株嫩芽会随着你的打字慢慢长大、开花，直到占满整块屏幕。',
        en: 'This chapter’s animation counts your keystrokes: a seedling grows with your typing, then flowers, until it fills the whole panel.',
      },
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'GROW', finish: 'graphite' },
      side: 'right',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '版本', en: 'Editions' },
      headline: { cn: '春与秋，\u200b各 20 台。', en: 'Spring and autumn, 20 of each.' },
      editions: [
        {
          name: { cn: '春生版', en: 'Spring' },
          body: {
            cn: '嫩绿藤蔓缠绕石墨外壳，叶尖带一点荧光。',
            en: 'Fresh green vines around a graphite case, leaf tips touched with glow.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'SPRING', finish: 'graffiti' },
        },
        {
          name: { cn: '秋实版', en: 'Autumn' },
          body: {
            cn: '铜红色的叶与果，画在喷砂银外壳上。',
            en: 'Copper-red leaves and fruit painted on bead-blasted silver.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'AUTUMN', finish: 'silver' },
        },
      ],
      note: {
        cn: '预售订金为全款的 20%，开始生产前可退；限量版不支持无理由退货，仅提供更换或维修。',
        en: 'The pre-order deposit is 20% of the full price, refundable until production starts. Limited editions are replacement or repair only, not returnable.',
      },
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: 'CNC 铝合金，手绘图案', en: 'CNC aluminium, hand-painted artwork' },
        },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: 'LED 点阵屏，预装本章动画', en: 'LED dot matrix with the chapter’s animation' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('10000mAh') },
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
      headline: { cn: '让它在你桌上\u200b发芽。', en: 'Let it take root on your desk.' },
      body: {
        cn: '按付款顺序发货。',
        en: 'Orders ship in the order they are paid.',
      },
    },
  ],
};
