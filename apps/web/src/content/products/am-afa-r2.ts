import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-afa-r2',
  productCode: 'am-afa-r2',
  accent: '#7CFFB2',
  name: { cn: 'AM AFA R2', en: 'AM AFA R2' },
  title: {
    cn: 'AM AFA R2 · 人体工学分体键盘',
    en: 'AM AFA R2 · The ergonomic split keyboard',
  },
  description: {
    cn: 'AM AFA R2：两半独立摆放、可调倾角与支撑高度的人体工学分体键盘，双手各有空格键，5000mAh 电池无线连接。',
    en: 'AM AFA R2: an ergonomic split keyboard with freely placed halves, adjustable tenting, a space bar for each thumb and a 5000mAh wireless battery.',
  },
  art: { kind: 'keyboard', layout: 'split' },
  artLabel: {
    cn: '分体键盘的俯视图：左右两半各自向外倾斜',
    en: 'A split keyboard from above: two halves angled outwards',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM AFA R2 · 人体工学分体', en: 'AM AFA R2 · Ergonomic split' },
      headline: { cn: '一分为二，坐得更正。', en: 'Two halves. One posture.' },
      body: {
        cn: 'AFA R2 把键盘一分为二，让肩膀不再内扣：两半放在双手自然落下的位置，调好角度与高度，手腕始终保持平直。',
        en: 'AFA R2 splits the board so your shoulders stop closing in. Set each half where your hands fall, angle it, tent it, and type with straight wrists.',
      },
      stats: [
        { value: '2', label: { cn: '独立半区', en: 'independent halves' } },
        { value: '3', label: { cn: '档支撑高度', en: 'tenting heights' } },
        { value: '5000mAh', label: { cn: '电池', en: 'battery' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '角度', en: 'Angle' },
      headline: { cn: '角度由你，而不是\u200b由键盘决定。', en: 'Your angle, not the keyboard’s.' },
      body: {
        cn: '两半之间没有固定的分体角度。放宽一点、转一点，直到前臂与键盘成一直线。',
        en: 'There is no fixed split angle. Move the halves apart, turn them in, until your forearms line up with the keys.',
      },
      bullets: [
        { cn: '两半可任意摆放与旋转', en: 'Place and rotate each half freely' },
        { cn: '磁吸支撑脚，三档高度', en: 'Magnetic tenting feet in three heights' },
        { cn: '左右拇指各有一个空格键', en: 'A space bar for each thumb' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '连接', en: 'Connection' },
      headline: { cn: '两半之间，没有线。', en: 'Nothing between the halves.' },
      body: {
        cn: '两半之间通过无线连接，5000mAh 电池足够撑过一个月的日常输入。桌面上只剩下你的手。',
        en: 'The halves talk wirelessly, and a 5000mAh battery covers a month of everyday typing. The only thing between them is your desk.',
      },
      stats: [
        { value: '5000mAh', label: { cn: '电池容量', en: 'battery' } },
        { value: '2.4GHz', label: { cn: '低延迟无线', en: 'low-latency wireless' } },
        { value: 'USB-C', label: { cn: '有线模式', en: 'wired mode' } },
      ],
      art: { kind: 'keyboard', layout: 'split', finish: 'silver' },
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '社区', en: 'Community' },
      headline: { cn: '和社区\u200b一起改造它。', en: 'Mod it with the community.' },
      body: {
        cn: '社区里的 AFA DIY 任务收集大家的改装方案：支撑脚、掌托、键帽配色。投稿、投票，优秀方案会进入下一版。',
        en: 'The AFA DIY task in our community collects your mods — tenting feet, palm rests, keycap colourways. Post, vote, and the best ideas make the next revision.',
      },
      link: { to: '/afa-diy/', label: { cn: '前往 AFA DIY 任务', en: 'Open the AFA DIY task' } },
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '分体，共 62 键', en: 'Split, 62 keys' } },
        {
          label: { cn: '调节', en: 'Adjustment' },
          value: { cn: '自由摆放，三档支撑高度', en: 'Free placement, three tenting heights' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        { label: { cn: '轴座', en: 'Sockets' }, value: { cn: '热插拔五脚', en: 'Hot-swap, 5-pin' } },
        {
          label: { cn: '软件', en: 'Software' },
          value: { cn: 'AM Master 改键与分层', en: 'AM Master remapping and layers' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '让手腕\u200b先放松下来。', en: 'Give your wrists the day off.' },
      body: {
        cn: '两半键盘，中间不再有线，只有更好的坐姿。',
        en: 'Two halves, no cable between them, and a better way to sit.',
      },
    },
  ],
};
