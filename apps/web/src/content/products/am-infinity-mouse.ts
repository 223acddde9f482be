import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-infinity-mouse',
  productCode: 'am-infinity-mouse',
  accent: '#FF5A8A',
  name: { cn: 'AM INFINITY 鼠标', en: 'AM INFINITY MOUSE' },
  title: {
    cn: 'AM INFINITY 鼠标 · 背部无限光环的对称无线鼠标',
    en: 'AM INFINITY MOUSE · The symmetric wireless mouse with an infinity light',
  },
  description: {
    cn: 'AM INFINITY 鼠标：约 55 克的对称无线鼠标，背部一道无限符号光环，左右手皆宜，4000Hz 无线回报率。',
    en: 'AM INFINITY MOUSE: a symmetric wireless mouse of about 55 g with an infinity loop of light on its back, made for either hand, with 4000 Hz wireless polling.',
  },
  art: { kind: 'mouse' },
  artLabel: {
    cn: '对称鼠标的俯视图：左右按键、滚轮，掌心处一道无限符号形状的光',
    en: 'A symmetric mouse from above: two buttons, the wheel and an infinity-shaped light on the palm',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM INFINITY · 无线鼠标', en: 'AM INFINITY · Wireless mouse' },
      headline: { cn: '移动，没有尽头。', en: 'Motion without end.' },
      body: {
        cn: '对称外形，左右手都顺手；背部一道无限符号光环，在桌面上安静地呼吸。',
        en: 'A symmetric shell that suits either hand, and an infinity loop of light on its back, breathing quietly on your desk.',
      },
      stats: [
        { value: '55g', label: { cn: '约重', en: 'about' } },
        { value: '4000Hz', label: { cn: '无线回报率', en: 'wireless polling' } },
        { value: '26000', label: { cn: 'DPI 上限', en: 'max DPI' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '重量', en: 'Weight' },
      headline: { cn: '轻，但是稳。', en: 'Light, but settled.' },
      body: {
        cn: '约 55 克的外壳没有开孔：内部加强筋让它轻而不空，重心落在掌心正下方，急停时不会甩尾。',
        en: 'About 55 g without a single hole: internal ribs keep it light but solid, and the balance point sits right under your palm, so it stops where you stop.',
      },
      bullets: [
        { cn: '无开孔外壳，约 55 克', en: 'Solid shell, about 55 g' },
        { cn: '重心居中，急停不甩', en: 'Centred balance for clean stops' },
        { cn: 'PTFE 脚贴', en: 'PTFE feet' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '性能', en: 'Performance' },
      headline: { cn: '快到\u200b你察觉不到。', en: 'Faster than you can notice.' },
      body: {
        cn: '旗舰光学传感器，4000Hz 无线回报率；在 AM Master 里调整 DPI、抬升高度和按键功能。',
        en: 'A flagship optical sensor with 4000 Hz wireless polling. Tune DPI, lift-off distance and buttons in AM Master.',
      },
      stats: [
        { value: '4000Hz', label: { cn: '无线回报率', en: 'wireless polling' } },
        { value: '26000', label: { cn: 'DPI 上限', en: 'max DPI' } },
        { value: '80h', label: { cn: '续航', en: 'battery life' } },
      ],
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '外形', en: 'Shape' },
          value: { cn: '对称，左右手通用', en: 'Symmetric, either hand' },
        },
        { label: { cn: '重量', en: 'Weight' }, value: { cn: '约 55 克', en: 'About 55 g' } },
        {
          label: { cn: '传感器', en: 'Sensor' },
          value: { cn: '光学，最高 26000 DPI', en: 'Optical, up to 26000 DPI' },
        },
        { label: { cn: '回报率', en: 'Polling rate' }, value: { cn: '无线 4000Hz', en: '4000 Hz wireless' } },
        {
          label: { cn: '续航', en: 'Battery life' },
          value: { cn: '约 80 小时（灯光关闭）', en: 'About 80 hours (light off)' },
        },
        { label: { cn: '连接', en: 'Connection' }, value: same('2.4 GHz, USB-C') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '握住一道光。', en: 'Hold a loop of light.' },
      body: {
        cn: '与 CYBERMAT 桌垫是最佳搭档。',
        en: 'Best on a CYBERMAT.',
      },
    },
  ],
};
