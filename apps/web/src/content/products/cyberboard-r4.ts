import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-r4',
  productCode: 'cyberboard-r4',
  accent: '#FF4FD8',
  name: { cn: 'CYBERBOARD R4', en: 'CYBERBOARD R4' },
  title: {
    cn: 'CYBERBOARD R4 · 手工喷绘的 65% 点阵屏键盘',
    en: 'CYBERBOARD R4 · The hand-sprayed 65% keyboard with an LED panel',
  },
  description: {
    cn: '第四代 CYBERBOARD：手工喷绘的街头涂鸦外壳，65% 配列 68 键，整面 LED 点阵屏可绘制动画，10000mAh 电池。',
    en: 'The fourth CYBERBOARD: a hand-sprayed street-art shell, 68 keys in a 65% layout, a full-width LED dot-matrix panel you can animate, and a 10000mAh battery.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'R4 STREET', finish: 'graffiti' },
  artLabel: {
    cn: '65% 键盘的俯视图：喷绘涂鸦外壳，上方点阵屏滚动显示 R4 STREET',
    en: 'A 65% keyboard from above: a spray-painted shell and a dot-matrix panel scrolling R4 STREET',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD R4 · 65% 点阵屏键盘', en: 'CYBERBOARD R4 · 65% with an LED matrix' },
      headline: { cn: '一面用光\u200b涂鸦的墙。', en: 'A wall to paint with light.' },
      body: {
        cn: '第四代 CYBERBOARD 把点阵屏变成街头画布：手工喷绘外壳、65% 配列，屏幕随你的敲击滚动出属于你的签名。',
        en: 'The fourth CYBERBOARD turns its dot-matrix panel into a street-art canvas: a hand-sprayed shell, a 65% layout, and a panel that scrolls your tag as you type.',
      },
      stats: [
        { value: '65%', label: { cn: '配列', en: 'layout' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '10000mAh', label: { cn: '电池', en: 'battery' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '点阵屏', en: 'The panel' },
      headline: { cn: '每一个点，都由你决定。', en: 'Every dot is yours.' },
      body: {
        cn: '整面点阵屏横跨键盘顶部。在 AM Master 里逐帧绘制动画，或者让它跟随每一次按键做出反应。',
        en: 'A dot-matrix panel runs the full width of the board. Draw animations frame by frame in AM Master, or let it answer every keystroke.',
      },
      bullets: [
        { cn: '在 AM Master 中逐帧绘制动画', en: 'Frame-by-frame animation in AM Master' },
        { cn: '随按键触发的涟漪、落雨与签名效果', en: 'Keystroke effects: ripples, rain and tags' },
        { cn: '滚动文字：你的昵称、你的团队', en: 'Scrolling text for your handle or your crew' },
      ],
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'YOUR TAG HERE', finish: 'graphite' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '外壳', en: 'The shell' },
      headline: { cn: '没有两块\u200b相同的外壳。', en: 'No two shells alike.' },
      body: {
        cn: '每一块铝合金外壳都由手工分层喷绘，再覆上透明保护层：磨损会像墙面一样自然，而不是像贴纸一样剥落。',
        en: 'Every aluminium case is sprayed by hand, layer over layer, then sealed under a clear coat — so it wears like a wall, not like a sticker.',
      },
      bullets: [
        { cn: 'CNC 铝合金外壳，手工喷绘', en: 'CNC aluminium, sprayed by hand' },
        { cn: '透明保护涂层封存每一道笔触', en: 'A clear coat seals every stroke' },
        { cn: '内壁签有喷绘师的名字', en: 'Signed by the painter inside the case' },
      ],
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '手感', en: 'The feel' },
      headline: { cn: '可以安静，也可以热闹。', en: 'Quiet when you want it. Loud when you don’t.' },
      body: {
        cn: 'Gasket 结构带来柔和的回弹，热插拔轴座让你随时换轴。打字套件提供 12 键、8 键和 18 键三种组合，换一套键帽就换一种声音。',
        en: 'A gasket-mounted plate gives a soft landing and hot-swap sockets let you change switches in minutes. Typing kits come in combos of 12, 8 and 18 keycaps — change the caps, change the sound.',
      },
      stats: [
        { value: '12', label: { cn: '键组合', en: 'key combo' } },
        { value: '8', label: { cn: '键组合', en: 'key combo' } },
        { value: '18', label: { cn: '键组合', en: 'key combo' } },
      ],
      art: { kind: 'keycap', scene: 'comet', hue: '#FF4FD8' },
      side: 'right',
    },
    {
      kind: 'video',
      eyebrow: { cn: '影像', en: 'In motion' },
      headline: { cn: '看它在暗处\u200b亮起来。', en: 'Watch it light up the dark.' },
      video: {
        src: 'video/cyberboard-r4/panel.mp4',
        snapshotTime: 3,
        autoplay: true,
        muted: true,
        loop: true,
        controls: true,
      },
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: '全宽 LED 点阵屏', en: 'Full-width LED dot matrix' },
        },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: 'CNC 铝合金，手工喷绘', en: 'CNC aluminium, hand-sprayed' },
        },
        { label: { cn: '结构', en: 'Mount' }, value: { cn: 'Gasket 结构', en: 'Gasket mount' } },
        {
          label: { cn: '轴座', en: 'Sockets' },
          value: { cn: '热插拔，兼容三脚与五脚轴', en: 'Hot-swap, 3- and 5-pin switches' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('10000mAh') },
        {
          label: { cn: '软件', en: 'Software' },
          value: { cn: 'AM Master（Windows、Mac、网页版）', en: 'AM Master (Windows, Mac, web)' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '留下你的印记。', en: 'Leave your mark.' },
      body: {
        cn: '按付款顺序发货。点阵屏的第一帧，由你来画。',
        en: 'Orders ship in the order they are paid. The panel’s first frame is yours to draw.',
      },
    },
  ],
};
