import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-compact-touch',
  productCode: 'am-compact-touch',
  accent: '#00E0C6',
  name: { cn: 'COMPACT TOUCH', en: 'COMPACT TOUCH' },
  title: {
    cn: 'COMPACT TOUCH · 带触控条与旋钮的 60% 键盘',
    en: 'COMPACT TOUCH · A 60% keyboard with a touch strip and a knob',
  },
  description: {
    cn: 'COMPACT TOUCH：60% 配列 61 键，键盘上方一条电容触控条，右上角一颗旋钮；左右灯条文字与接口上方刻字可定制，预售订金 20%。',
    en: 'COMPACT TOUCH: 61 keys in a 60% layout, a capacitive touch strip above the keys and a knob in the top-right corner; customise the left and right light text and the engraving above the port. Pre-order with a 20% deposit.',
  },
  art: { kind: 'keyboard', layout: '60', touchBar: true, knob: true },
  artLabel: {
    cn: '60% 键盘的俯视图：按键上方一条触控条，右上角一颗旋钮',
    en: 'A 60% keyboard from above: a touch strip above the keys and a knob at the top right',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'COMPACT TOUCH · 60% 触控键盘', en: 'COMPACT TOUCH · 60% with touch' },
      headline: { cn: '滑一下，\u200b转一下，\u200b按下去。', en: 'Swipe it. Turn it. Press it.' },
      body: {
        cn: 'COMPACT TOUCH 在小小的 60% 键盘上多放了两种操作：一条可以滑动的触控条，一颗可以旋转的旋钮。',
        en: 'COMPACT TOUCH adds two more ways to control a small 60% keyboard: a strip you swipe and a knob you turn.',
      },
      stats: [
        { value: '60%', label: { cn: '配列', en: 'layout' } },
        { value: '61', label: { cn: '按键', en: 'keys' } },
        { value: '20%', label: { cn: '预售订金', en: 'pre-order deposit' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '触控条', en: 'The touch strip' },
      headline: { cn: '指尖一划，\u200b音量就到位。', en: 'One swipe and the volume is right.' },
      body: {
        cn: '电容触控条横在按键上方：左右滑动调节音量或亮度，轻点切换曲目，长按唤出你在 AM Master 中设置的任何快捷键。',
        en: 'A capacitive strip runs above the keys: swipe for volume or brightness, tap to skip a track, and hold for any shortcut you set in AM Master.',
      },
      bullets: [
        { cn: '滑动：音量、亮度、滚动', en: 'Swipe: volume, brightness, scrolling' },
        { cn: '轻点与长按：可自定义', en: 'Tap and hold: your own shortcuts' },
        { cn: '旋钮：精细调节与按压确认', en: 'Knob: fine control with a press to confirm' },
      ],
      art: { kind: 'keyboard', layout: '60', touchBar: true, knob: true, finish: 'silver' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '定制', en: 'Make it yours' },
      headline: { cn: '三处地方，\u200b写上你的字。', en: 'Three places for your words.' },
      body: {
        cn: '左侧灯条、右侧灯条，以及充电口上方的刻字都可以定制，每处最多 20 个字符。付款后 7 天内可修改，之后锁定并进入生产。',
        en: 'Customise the left light text, the right light text and the engraving above the charging port, up to 20 characters each. Edit them for 7 days after payment; then they lock and go into production.',
      },
      link: { to: '/am-compact-touch/custom/', label: { cn: '预览定制效果', en: 'Preview customisation' } },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '60%，61 键', en: '60%, 61 keys' } },
        { label: { cn: '触控', en: 'Touch' }, value: { cn: '电容触控条', en: 'Capacitive touch strip' } },
        { label: { cn: '旋钮', en: 'Knob' }, value: { cn: '右上角，可按压', en: 'Top right, pressable' } },
        { label: { cn: '外壳', en: 'Case' }, value: { cn: 'CNC 铝合金', en: 'CNC aluminium' } },
        {
          label: { cn: '定制', en: 'Customisation' },
          value: {
            cn: '左右灯条与接口上方刻字，各 20 字符',
            en: 'Left and right light text, port engraving, 20 characters each',
          },
        },
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
      headline: { cn: '小键盘，\u200b多一只手。', en: 'A small board with an extra hand.' },
      body: {
        cn: '预售中：先付 20% 订金，开始生产前可退；按付款顺序发货。',
        en: 'Pre-order now with a 20% deposit, refundable until production starts. Orders ship in the order they are paid.',
      },
    },
  ],
};
