import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'time-machine',
  productCode: 'time-machine',
  accent: '#FFC83C',
  name: { cn: 'TIME MACHINE 时光机', en: 'TIME MACHINE' },
  title: {
    cn: 'TIME MACHINE 时光机 · 带旋钮和日期屏的 80% 键盘',
    en: 'TIME MACHINE · An 80% keyboard with a dial and a date panel',
  },
  description: {
    cn: 'TIME MACHINE 时光机：87 键 80% 配列，右上角拨盘旋钮，点阵屏显示时间与日期，可设定“目的地时间”倒计时，限量 20 台。',
    en: 'TIME MACHINE: 87 keys in an 80% layout, a dial in the top-right corner and a panel that shows the time and date — or counts down to a “destination time”. 20 units.',
  },
  art: { kind: 'keyboard', layout: '80', led: true, ledText: 'TIME', knob: true },
  artLabel: {
    cn: '80% 键盘的俯视图：右上角旋钮，点阵屏显示 TIME',
    en: 'An 80% keyboard from above: a dial at the top right and a panel reading TIME',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'TIME MACHINE · 时光机', en: 'TIME MACHINE' },
      headline: { cn: '拨动旋钮，\u200b设定目的地。', en: 'Turn the dial. Set your destination.' },
      body: {
        cn: '时光机的点阵屏平时显示现在的时间；拨动右上角的旋钮，设定一个“目的地时间”，它会一路倒数，直到那一刻到来。',
        en: 'Most of the time the panel shows the present. Turn the dial in the corner to set a destination time and it counts down, all the way, until the moment arrives.',
      },
      stats: [
        { value: '87', label: { cn: '按键', en: 'keys' } },
        { value: '1', label: { cn: '拨盘旋钮', en: 'dial' } },
        { value: '20', label: { cn: '限量台数', en: 'units made' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '拨盘', en: 'The dial' },
      headline: { cn: '一格一格，\u200b拨过时间。', en: 'Click through time.' },
      body: {
        cn: '铝合金拨盘带清晰的段落感：默认调节音量，按下切换为时间设定，也可以在 AM Master 里改成任何功能。',
        en: 'The aluminium dial has crisp detents: volume by default, press to switch to time-setting, or map it to anything in AM Master.',
      },
      bullets: [
        { cn: '段落感铝合金旋钮', en: 'Detented aluminium dial' },
        { cn: '按压切换模式', en: 'Press to change mode' },
        { cn: '功能可在 AM Master 中改写', en: 'Remappable in AM Master' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '日期屏', en: 'Date panel' },
      headline: { cn: '出发、现在、\u200b上一次。', en: 'Departed. Present. Last time.' },
      body: {
        cn: '点阵屏可在三种时间之间切换：你设定的目的地、此刻的时间，以及上一次开机的时间。',
        en: 'The panel flips between three times: the destination you set, the present moment, and when you last switched it on.',
      },
      art: { kind: 'keyboard', layout: '80', led: true, ledText: '10 26 85', knob: true, finish: 'silver' },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '配列', en: 'Layout' },
          value: { cn: '80% 无数字区，87 键', en: '80% tenkeyless, 87 keys' },
        },
        {
          label: { cn: '旋钮', en: 'Dial' },
          value: { cn: '铝合金，可按压', en: 'Aluminium, push-to-click' },
        },
        {
          label: { cn: '显示', en: 'Display' },
          value: { cn: 'LED 点阵屏，时间与倒计时', en: 'LED dot matrix, clock and countdown' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        { label: { cn: '限量', en: 'Edition size' }, value: { cn: '20 台', en: '20 units' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '错过了？\u200b那就等下一次穿越。', en: 'Missed it? Wait for the next jump.' },
      body: {
        cn: '时光机已售罄，登记后有新批次时通知你。',
        en: 'TIME MACHINE is sold out; request it and we will tell you when a new run departs.',
      },
    },
  ],
};
