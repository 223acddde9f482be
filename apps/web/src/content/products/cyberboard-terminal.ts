import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-terminal',
  productCode: 'cyberboard-terminal',
  accent: '#39FF88',
  name: { cn: 'CYBERBOARD TERMINAL', en: 'CYBERBOARD TERMINAL' },
  title: {
    cn: 'CYBERBOARD TERMINAL · 绿色荧光的终端风键盘',
    en: 'CYBERBOARD TERMINAL · A green-phosphor keyboard in the spirit of old terminals',
  },
  description: {
    cn: 'CYBERBOARD TERMINAL：向老式字符终端致敬，磷绿色点阵屏与光标闪烁动画，石墨外壳配米灰键帽，65% 配列 68 键。',
    en: 'CYBERBOARD TERMINAL: a tribute to old character terminals, with a phosphor-green panel and a blinking cursor, a graphite case and putty-grey keycaps, 68 keys in a 65% layout.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'RUN', finish: 'graphite' },
  artLabel: {
    cn: '65% 键盘的俯视图：石墨外壳，点阵屏像终端一样显示 RUN',
    en: 'A 65% keyboard from above: a graphite case, the panel showing RUN like an old terminal',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD · 终端', en: 'CYBERBOARD · Terminal' },
      headline: { cn: '光标\u200b在等你输入。', en: 'The cursor is waiting for you.' },
      body: {
        cn: '还记得黑底绿字的屏幕吗？TERMINAL 把那种专注搬回桌面：一个闪烁的光标，一块安静的键盘。',
        en: 'Remember green text on a black screen? TERMINAL brings back that focus: one blinking cursor, one quiet keyboard.',
      },
      stats: [
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '65%', label: { cn: '配列', en: 'layout' } },
        { value: '5000mAh', label: { cn: '电池', en: 'battery' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '点阵屏', en: 'The panel' },
      headline: { cn: '磷绿色，\u200b一行一行亮起。', en: 'Phosphor green, one line at a time.' },
      body: {
        cn: '点阵屏预设为磷绿色，模拟老式显像管的余辉：字符逐个出现，停下时光标慢慢闪烁。',
        en: 'The panel defaults to phosphor green and mimics the afterglow of an old tube: characters appear one by one, and the cursor blinks slowly when you pause.',
      },
      bullets: [
        { cn: '打字机式逐字显示', en: 'Typewriter-style character reveal' },
        { cn: '模拟显像管余辉', en: 'Simulated tube afterglow' },
        { cn: '闲置时显示系统时间', en: 'Shows the time when idle' },
      ],
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'LOGIN', finish: 'graphite' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '键帽', en: 'The keycaps' },
      headline: { cn: '米灰色，\u200b像一台老机器。', en: 'Putty grey, like an old machine.' },
      body: {
        cn: '米灰与深灰双色 PBT 键帽，回车键与 Esc 点缀一抹磷绿，是整块键盘唯一的亮色。',
        en: 'Two-tone putty and dark-grey PBT keycaps, with a touch of phosphor green on Enter and Esc — the only bright spots on the board.',
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
          label: { cn: '外壳', en: 'Case' },
          value: { cn: 'CNC 铝合金，石墨色', en: 'CNC aluminium, graphite' },
        },
        {
          label: { cn: '键帽', en: 'Keycaps' },
          value: { cn: '双色 PBT，米灰与深灰', en: 'Two-tone PBT, putty and dark grey' },
        },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: 'LED 点阵屏，磷绿色预设', en: 'LED dot matrix, phosphor-green presets' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '会话已结束。', en: 'Session closed.' },
      body: {
        cn: 'TERMINAL 已售罄。登记兴趣，重新登录时我们会通知你。',
        en: 'TERMINAL has sold out. Register your interest and we will tell you when it logs back in.',
      },
    },
  ],
};
