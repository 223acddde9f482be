import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-novel-2',
  productCode: 'cyberboard-novel-2',
  accent: '#FF6B9A',
  name: { cn: 'CYBERBOARD NOVEL 2', en: 'CYBERBOARD NOVEL 2' },
  title: {
    cn: 'CYBERBOARD NOVEL 2 · 小说计划第二章',
    en: 'CYBERBOARD NOVEL 2 · The second chapter of the Novel Project',
  },
  description: {
    cn: 'CYBERBOARD NOVEL 2：小说计划的第二章，雨夜城市主题的手绘外壳与点阵屏动画，每款限量 20 台。',
    en: 'CYBERBOARD NOVEL 2: the second chapter of the Novel Project — a hand-painted rainy-city shell with a matching panel animation, 20 pieces of each edition.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'NOVEL 2', finish: 'graffiti' },
  artLabel: {
    cn: '65% 键盘的俯视图：手绘雨夜街景外壳，点阵屏显示 NOVEL 2',
    en: 'A 65% keyboard from above: a hand-painted rainy street scene, the panel reading NOVEL 2',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '小说计划 · 第二章', en: 'The Novel Project · Chapter two' },
      headline: { cn: '第二章：\u200b雨夜霓虹。', en: 'Chapter two: neon in the rain.' },
      body: {
        cn: '小说计划让每一块键盘讲一段故事。第二章发生在一座下着雨的城市：招牌在水洼里倒映，点阵屏上落着细雨。',
        en: 'The Novel Project gives every keyboard a story to tell. Chapter two is set in a city in the rain: signs reflected in puddles, and a light drizzle falling across the panel.',
      },
      stats: [
        { value: '20', label: { cn: '每款限量', en: 'pieces per edition' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '02', label: { cn: '章节', en: 'chapter' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '故事', en: 'The story' },
      headline: { cn: '屏幕上\u200b一直在下雨。', en: 'On the panel, it never stops raining.' },
      body: {
        cn: '专为这一章绘制的点阵动画：雨丝落下，霓虹字在雨里时明时暗。敲击按键时，雨滴会在屏幕上溅开。',
        en: 'A panel animation drawn for this chapter: rain streaks down and a neon sign flickers through it. Press a key and a drop splashes across the dots.',
      },
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'RAIN CITY', finish: 'graphite' },
      side: 'right',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '版本', en: 'Editions' },
      headline: { cn: '两种夜色，\u200b各 20 台。', en: 'Two shades of night, 20 of each.' },
      editions: [
        {
          name: { cn: '霓虹版', en: 'Neon' },
          body: {
            cn: '粉色与青色的招牌光，手绘在石墨色外壳上。',
            en: 'Pink and cyan sign-light painted by hand over graphite.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'NEON', finish: 'graffiti' },
        },
        {
          name: { cn: '夜雨版', en: 'Night rain' },
          body: {
            cn: '银灰色雨丝斜斜划过喷砂银外壳。',
            en: 'Silver-grey rain streaks across a bead-blasted silver case.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'RAIN', finish: 'silver' },
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
      headline: { cn: '这一章已经写完。', en: 'This chapter is finished.' },
      body: {
        cn: '第二章已售罄。登记兴趣，或去小说计划看看下一章正在写什么。',
        en: 'Chapter two has sold out. Register your interest, or visit the Novel Project to see what the next chapter holds.',
      },
    },
  ],
};
