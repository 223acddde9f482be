import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-xmas',
  productCode: 'cyberboard-xmas',
  accent: '#FF4B4B',
  name: { cn: 'CYBERBOARD 圣诞版', en: 'CYBERBOARD XMAS' },
  title: {
    cn: 'CYBERBOARD 圣诞版 · 会下雪的节日限量键盘',
    en: 'CYBERBOARD XMAS · The holiday limited edition where it snows on the panel',
  },
  description: {
    cn: 'CYBERBOARD 圣诞版：莓红与松绿双色外壳，点阵屏上飘雪、挂彩灯，还有倒数到圣诞夜的计时，限量 20 台。',
    en: 'CYBERBOARD XMAS: a berry-red and pine-green case, a panel with falling snow, string lights and a countdown to Christmas Eve — 20 pieces made.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'XMAS', finish: 'graffiti' },
  artLabel: {
    cn: '65% 键盘的俯视图：红绿双色外壳，点阵屏显示 XMAS',
    en: 'A 65% keyboard from above: a red and green case with the panel reading XMAS',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD · 圣诞限量', en: 'CYBERBOARD · Holiday edition' },
      headline: { cn: '今年，\u200b雪下在键盘上。', en: 'This year, it snows on your keyboard.' },
      body: {
        cn: '为一年中最亮的夜晚准备的 CYBERBOARD：点阵屏上飘着雪，挂着一串会闪的彩灯，还在悄悄倒数。',
        en: 'A CYBERBOARD for the brightest night of the year: snow drifts across the panel, a string of lights blinks along the top, and a quiet countdown ticks away.',
      },
      stats: [
        { value: '20', label: { cn: '限量台数', en: 'pieces' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '5000mAh', label: { cn: '电池', en: 'battery' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '点阵屏', en: 'The panel' },
      headline: { cn: '倒数，\u200b到平安夜。', en: 'Counting down to Christmas Eve.' },
      body: {
        cn: '节日动画包括飘雪、彩灯和一只会走过屏幕的驯鹿；十二月里，闲置时屏幕会显示离平安夜还有几天。',
        en: 'The holiday animations include snowfall, string lights and a reindeer trotting across the panel; all through December, the idle screen counts the days to Christmas Eve.',
      },
      bullets: [
        { cn: '飘雪与彩灯动画', en: 'Snowfall and string-light animations' },
        { cn: '十二月平安夜倒计时', en: 'A December countdown to Christmas Eve' },
        { cn: '按下空格，驯鹿跳一下', en: 'Press space and the reindeer jumps' },
      ],
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'LET IT SNOW', finish: 'graphite' },
      side: 'right',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '限量', en: 'Limited' },
      headline: { cn: '只有 20 份礼物。', en: 'Only twenty gifts under the tree.' },
      editions: [
        {
          name: { cn: '圣诞版', en: 'XMAS edition' },
          body: {
            cn: '莓红上盖、松绿底壳，装在可重复使用的礼盒里，附一张手写编号卡。',
            en: 'A berry-red top and a pine-green base, packed in a reusable gift box with a hand-numbered card.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '65', led: true, ledText: 'XMAS', finish: 'graffiti' },
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
          value: {
            cn: 'CNC 铝合金，莓红与松绿阳极氧化',
            en: 'CNC aluminium, berry-red and pine-green anodised',
          },
        },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: 'LED 点阵屏，预装节日动画', en: 'LED dot matrix with holiday animations' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        { label: { cn: '限量', en: 'Run' }, value: { cn: '20 台', en: '20 pieces' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '礼物\u200b都已送出。', en: 'Every gift has been given.' },
      body: {
        cn: '圣诞版已售罄。登记兴趣，明年的节日惊喜会先告诉你。',
        en: 'The holiday edition has sold out. Register your interest to hear first about next year’s surprise.',
      },
    },
  ],
};
