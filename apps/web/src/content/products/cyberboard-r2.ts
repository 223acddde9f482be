import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-r2',
  productCode: 'cyberboard-r2',
  accent: '#8FD3FF',
  name: { cn: 'CYBERBOARD R2', en: 'CYBERBOARD R2' },
  title: {
    cn: 'CYBERBOARD R2 · 剪掉线的点阵屏键盘',
    en: 'CYBERBOARD R2 · The dot-matrix keyboard, now without the cable',
  },
  description: {
    cn: 'CYBERBOARD R2：喷砂银外壳，65% 配列 68 键，加入无线连接与 5000mAh 电池，点阵屏更亮、刷新更快。',
    en: 'CYBERBOARD R2: a bead-blasted silver case, 68 keys in a 65% layout, wireless connection with a 5000mAh battery, and a brighter, faster panel.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'R2', finish: 'silver' },
  artLabel: {
    cn: '65% 键盘的俯视图：喷砂银外壳，点阵屏显示 R2',
    en: 'A 65% keyboard from above: a bead-blasted silver case with the panel showing R2',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD R2 · 第二代', en: 'CYBERBOARD R2 · Second generation' },
      headline: { cn: '光还在，\u200b线不见了。', en: 'The light stays. The cable goes.' },
      body: {
        cn: '第二代 CYBERBOARD 换上喷砂银外壳，装进一块 5000mAh 电池：点阵屏照样闪烁，桌面却清爽了许多。',
        en: 'The second CYBERBOARD wears bead-blasted silver and carries a 5000mAh battery: the panel still sparkles, the desk gets a lot tidier.',
      },
      stats: [
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '5000mAh', label: { cn: '电池', en: 'battery' } },
        { value: '3', label: { cn: '种连接', en: 'connections' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '无线', en: 'Wireless' },
      headline: { cn: '三台设备，\u200b一键切换。', en: 'Three devices, one keystroke apart.' },
      body: {
        cn: 'USB-C 有线、2.4GHz 接收器和蓝牙三种方式随时切换，点阵屏会用图标告诉你当前连着哪一台。',
        en: 'Switch between USB-C, a 2.4 GHz receiver and Bluetooth whenever you like; the panel shows an icon for the device you are on.',
      },
      bullets: [
        { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        { cn: '点阵屏显示连接与电量', en: 'Connection and battery shown on the panel' },
        { cn: '5000mAh 电池', en: '5000mAh battery' },
      ],
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'BT 2.4G', finish: 'silver' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '点阵屏', en: 'The panel' },
      headline: { cn: '更亮，\u200b也更顺滑。', en: 'Brighter and smoother.' },
      body: {
        cn: '新的驱动电路让每个光点更亮、动画刷新更快，白天的办公桌上也看得清清楚楚。',
        en: 'New driver circuitry makes every dot brighter and every animation smoother, so the panel reads clearly even on a sunny desk.',
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
          value: { cn: 'CNC 铝合金，喷砂银', en: 'CNC aluminium, bead-blasted silver' },
        },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: '顶部 LED 点阵屏', en: 'LED dot matrix along the top' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        {
          label: { cn: '软件', en: 'Software' },
          value: { cn: 'AM Master（Windows、Mac、网页版）', en: 'AM Master (Windows, Mac, web)' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: 'R2 已经售罄。', en: 'R2 has sold out.' },
      body: {
        cn: '点击登记，新一批开放时第一时间通知你。',
        en: 'Register your interest and hear first when a new batch opens.',
      },
    },
  ],
};
