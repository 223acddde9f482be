import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard',
  productCode: 'cyberboard',
  accent: '#3CF0FF',
  name: { cn: 'CYBERBOARD', en: 'CYBERBOARD' },
  title: {
    cn: 'CYBERBOARD · 第一块带点阵屏的 65% 键盘',
    en: 'CYBERBOARD · The first 65% keyboard with a dot-matrix panel',
  },
  description: {
    cn: '初代 CYBERBOARD：铝合金一体外壳、65% 配列 68 键，顶部一整排 LED 点阵屏，是这个系列的起点。',
    en: 'The original CYBERBOARD: a one-piece aluminium case, 68 keys in a 65% layout and a full row of LED dots across the top — where the series began.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'CYBER' },
  artLabel: {
    cn: '65% 键盘的俯视图：石墨色外壳，顶部点阵屏亮着 CYBER',
    en: 'A 65% keyboard from above: a graphite case with a dot-matrix panel reading CYBER',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD · 初代', en: 'CYBERBOARD · The original' },
      headline: { cn: '一切，\u200b从这排光点开始。', en: 'It all started with a row of lights.' },
      body: {
        cn: '在键盘上方放一块会发光的屏幕——这个念头成了 CYBERBOARD。初代把它做成了真的：一块铝，一排点，六十八个键。',
        en: 'Put a screen of light above the keys — that idea became CYBERBOARD. The first one made it real: one block of aluminium, one row of dots, sixty-eight keys.',
      },
      stats: [
        { value: '65%', label: { cn: '配列', en: 'layout' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: 'LED', label: { cn: '点阵屏', en: 'dot matrix' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '点阵屏', en: 'The panel' },
      headline: { cn: '键盘\u200b也可以有表情。', en: 'A keyboard with a face.' },
      body: {
        cn: '点阵屏可以显示文字、时间和简单动画。你设计的图案会存进键盘里，换一台电脑也不会丢。',
        en: 'The panel shows text, the time and simple animations. Your patterns are stored on the board itself, so they travel with it from computer to computer.',
      },
      bullets: [
        { cn: '滚动文字与自绘图案', en: 'Scrolling text and hand-drawn patterns' },
        { cn: '图案保存在键盘内', en: 'Patterns saved on the board' },
        { cn: '通过 AM Master 编辑', en: 'Edited in AM Master' },
      ],
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'HELLO', finish: 'graphite' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '外壳', en: 'The case' },
      headline: { cn: '一块铝，\u200b整块切出来。', en: 'Cut from a single block.' },
      body: {
        cn: '外壳由整块铝合金 CNC 加工而成，阳极氧化成低调的石墨色，拿在手里沉甸甸的，敲起来稳稳的。',
        en: 'The case is CNC-milled from one block of aluminium and anodised a quiet graphite. It is heavy in the hand and steady under the fingers.',
      },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: '顶部 LED 点阵屏', en: 'LED dot matrix along the top' },
        },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: 'CNC 铝合金，石墨色阳极氧化', en: 'CNC aluminium, graphite anodised' },
        },
        { label: { cn: '连接', en: 'Connection' }, value: { cn: 'USB-C 有线', en: 'USB-C wired' } },
        {
          label: { cn: '序列号', en: 'Serial number' },
          value: { cn: '底部右下角', en: 'Bottom right of the base' },
        },
        { label: { cn: '软件', en: 'Software' }, value: same('AM Master') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '初代已经售罄。', en: 'The original has sold out.' },
      body: {
        cn: '登记你的兴趣，后续版本开放时我们会通知你；也可以在序列号查询页验证你手中的那一块。',
        en: 'Register your interest and we will tell you when a new run opens — or verify the one you own on the serial-number page.',
      },
    },
  ],
};
