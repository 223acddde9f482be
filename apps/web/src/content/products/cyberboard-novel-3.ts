import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-novel-3',
  productCode: 'cyberboard-novel-3',
  accent: '#FFB347',
  name: { cn: 'CYBERBOARD NOVEL 3', en: 'CYBERBOARD NOVEL 3' },
  title: {
    cn: 'CYBERBOARD NOVEL 3 · 小说计划第三章',
    en: 'CYBERBOARD NOVEL 3 · The third chapter of the Novel Project',
  },
  description: {
    cn: 'CYBERBOARD NOVEL 3：小说计划第三章，讲一座沙漠中的信号塔，琥珀色手绘外壳与摩斯电码点阵动画，每款限量 20 台。',
    en: 'CYBERBOARD NOVEL 3: chapter three of the Novel Project, about a signal tower in the desert — an amber hand-painted shell and a Morse-code panel animation, 20 pieces of each edition.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'NOVEL 3', finish: 'graffiti' },
  artLabel: {
    cn: '65% 键盘的俯视图：琥珀色沙丘手绘外壳，点阵屏显示 NOVEL 3',
    en: 'A 65% keyboard from above: amber dunes painted on the case, the panel reading NOVEL 3',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '小说计划 · 第三章', en: 'The Novel Project · Chapter three' },
      headline: { cn: '第三章：\u200b沙漠里的信号。', en: 'Chapter three: a signal in the sand.' },
      body: {
        cn: '一座废弃的信号塔在沙丘间独自闪烁，没有人知道它在对谁说话。第三章把这座塔搬到了你的桌上。',
        en: 'An abandoned signal tower blinks alone among the dunes, and nobody knows who it is talking to. Chapter three brings the tower to your desk.',
      },
      stats: [
        { value: '20', label: { cn: '每款限量', en: 'pieces per edition' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '03', label: { cn: '章节', en: 'chapter' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '故事', en: 'The story' },
      headline: { cn: '点阵屏\u200b在发摩斯电码。', en: 'The panel speaks in Morse.' },
      body: {
        cn: '本章动画用摩斯电码闪出一句话。解开它的人，会在小说计划的社区里找到故事的下一页。',
        en: 'The chapter’s animation blinks out a sentence in Morse code. Decode it and you will find the next page of the story in the Novel Project community.',
      },
      bullets: [
        { cn: '预装本章专属点阵动画', en: 'The chapter’s own panel animation, preinstalled' },
        { cn: '手绘沙丘与信号塔', en: 'Hand-painted dunes and signal tower' },
        { cn: '外壳内侧印有章节编号', en: 'Chapter number printed inside the case' },
      ],
      art: { kind: 'keyboard', layout: '65', led: true, ledText: '.-- .- ...', finish: 'graphite' },
      side: 'right',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '版本', en: 'Editions' },
      headline: { cn: '正午与午夜。', en: 'Noon and midnight.' },
      editions: [
        {
          name: { cn: '正午版', en: 'Noon' },
          body: {
            cn: '烈日下的琥珀色沙丘，信号塔投下长长的影子。',
            en: 'Amber dunes under a hard sun, the tower throwing a long shadow.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'NOON', finish: 'graffiti' },
        },
        {
          name: { cn: '午夜版', en: 'Midnight' },
          body: {
            cn: '深蓝夜空下只剩塔顶一点红光。',
            en: 'A deep-blue night where only the red light on the tower remains.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'MIDNIGHT', finish: 'graphite' },
        },
      ],
      note: {
        cn: '限量版为特殊产品，不支持无理由退货，仅提供更换或维修。',
        en: 'Limited editions are special products: not returnable, replacement or repair only.',
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
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        { label: { cn: '限量', en: 'Run' }, value: { cn: '每款 20 台', en: '20 pieces per edition' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '信号\u200b已经发出。', en: 'The signal has gone out.' },
      body: {
        cn: '第三章已售罄。登记兴趣，下一次信号亮起时我们会通知你。',
        en: 'Chapter three has sold out. Register your interest and we will tell you when the next signal lights up.',
      },
    },
  ],
};
