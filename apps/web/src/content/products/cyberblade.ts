import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberblade',
  productCode: 'cyberblade',
  accent: '#FF5CF0',
  name: { cn: 'CYBERBLADE 赛博刃', en: 'CYBERBLADE' },
  title: {
    cn: 'CYBERBLADE 赛博刃 · 充电盒带点阵屏的真无线耳机',
    en: 'CYBERBLADE · True wireless earbuds with a dot-matrix charging case',
  },
  description: {
    cn: 'CYBERBLADE 赛博刃：刀锋轮廓的真无线耳机，充电盒上的点阵屏显示电量与来电，主动降噪，可在 App 里自定义灯效。',
    en: 'CYBERBLADE: true wireless earbuds with a blade-like profile and a charging case whose dot-matrix face shows battery and calls, with active noise cancelling and light effects you set in the app.',
  },
  art: { kind: 'earbuds' },
  artLabel: {
    cn: '一对耳机立在打开的充电盒里，盒盖上的点阵屏亮着',
    en: 'A pair of earbuds standing in an open charging case, the dot matrix on the lid lit',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBLADE · 真无线耳机', en: 'CYBERBLADE · True wireless earbuds' },
      headline: { cn: '把安静\u200b戴在耳朵上。', en: 'Wear the quiet.' },
      body: {
        cn: '赛博刃把点阵屏从键盘带到了耳机上：锋利的轮廓，安静的降噪，充电盒一开，光点就向你打招呼。',
        en: 'CYBERBLADE takes the dot matrix from the keyboard to your ears: a sharp profile, calm noise cancelling, and a case that greets you in dots when you open it.',
      },
      stats: [
        { value: 'ANC', label: { cn: '主动降噪', en: 'noise cancelling' } },
        { value: 'USB-C', label: { cn: '充电', en: 'charging' } },
        { value: 'LED', label: { cn: '点阵盒盖', en: 'dot-matrix lid' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '充电盒', en: 'The case' },
      headline: { cn: '盒盖上\u200b有一块小屏幕。', en: 'A tiny screen on the lid.' },
      body: {
        cn: '充电盒上的点阵屏会显示两只耳机与盒子的电量，来电时滚动显示联系人，平时则可以放你自己设计的图案。',
        en: 'The dot matrix on the case shows the charge of each earbud and the case, scrolls the caller’s name when the phone rings, and otherwise plays a pattern you designed.',
      },
      bullets: [
        { cn: '电量一目了然', en: 'Battery at a glance' },
        { cn: '来电滚动显示', en: 'Scrolling caller name' },
        { cn: '在 App 中自定义图案', en: 'Your own patterns from the app' },
      ],
      art: { kind: 'earbuds' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: 'App', en: 'The app' },
      headline: { cn: '灯效、降噪，\u200b一手掌握。', en: 'Lights and noise, in one place.' },
      body: {
        cn: '在 CYBERBLADE App 里调节降噪强度、均衡器和盒盖灯效，固件更新也在这里完成。',
        en: 'Set the noise-cancelling level, the equaliser and the lid’s light effects in the CYBERBLADE app, and update the firmware there too.',
      },
      link: { to: '/cyberblade/app/', label: { cn: '下载 App', en: 'Get the app' } },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '类型', en: 'Type' }, value: { cn: '入耳式真无线', en: 'In-ear, true wireless' } },
        {
          label: { cn: '降噪', en: 'Noise cancelling' },
          value: { cn: '主动降噪与通透模式', en: 'Active noise cancelling and transparency mode' },
        },
        { label: { cn: '连接', en: 'Connection' }, value: { cn: '蓝牙', en: 'Bluetooth' } },
        {
          label: { cn: '充电盒', en: 'Case' },
          value: { cn: 'LED 点阵盒盖，USB-C 充电', en: 'LED dot-matrix lid, USB-C charging' },
        },
        {
          label: { cn: '说明书', en: 'Manual' },
          value: { cn: '见 CYBERBLADE 使用手册', en: 'See the CYBERBLADE user manual' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '打开盒子，\u200b它会认出你。', en: 'Open the case. It knows you.' },
      body: {
        cn: '现货供应，按付款顺序发货。',
        en: 'In stock; orders ship in the order they are paid.',
      },
    },
  ],
};
