import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cybercharge-35',
  productCode: 'cybercharge-35',
  accent: '#FFD23C',
  name: { cn: 'CYBERCHARGE 35W 与数据线', en: 'CYBERCHARGE 35W & CABLE' },
  title: {
    cn: 'CYBERCHARGE 35W · 小巧充电器与 60W 1.2 米数据线',
    en: 'CYBERCHARGE 35W · A small charger with a 60W, 1.2m cable',
  },
  description: {
    cn: 'CYBERCHARGE 35W：口袋大小的氮化镓充电器，附赠 60W、1.2 米编织 USB-C 数据线，升级充电器时线依然够用。',
    en: 'CYBERCHARGE 35W: a pocket-sized GaN charger with a braided 60W, 1.2m USB-C cable that keeps up when you upgrade the charger.',
  },
  art: { kind: 'charger', watts: 35, ports: 1, cable: { watts: 60, metres: 1.2 } },
  artLabel: {
    cn: '小型充电器与一根盘绕的 USB-C 数据线，标签写着 60W',
    en: 'A small charger beside a coiled USB-C cable tagged 60W',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERCHARGE 35W · 充电器与数据线', en: 'CYBERCHARGE 35W · Charger and cable' },
      headline: { cn: '小充电头，满血数据线。', en: 'Small brick. Serious cable.' },
      body: {
        cn: '35W 充电器小到可以放进零钱袋；随附的编织数据线支持 60W、长 1.2 米，以后换了更大的充电器，这根线依然够用。',
        en: 'The 35W charger fits a coin pocket. The braided cable that comes with it is rated for 60W and runs 1.2m — still the right cable when you move up to a bigger charger.',
      },
      stats: [
        { value: '35W', label: { cn: '充电器', en: 'charger' } },
        { value: '60W', label: { cn: '数据线', en: 'cable rating' } },
        { value: '1.2m', label: { cn: '线长', en: 'cable length' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '数据线', en: 'The cable' },
      headline: { cn: '比充电器\u200b更能扛。', en: 'Built to outlast the charger.' },
      body: {
        cn: '60W 额定功率给未来留足余量；1.2 米刚好从插座够到桌面；编织外被与加固接头经得起每天的弯折。',
        en: 'A 60W rating leaves headroom for what comes next, 1.2m reaches from the socket to the desk, and a braided jacket with reinforced ends takes daily bending.',
      },
      bullets: [
        { cn: '60W 额定功率', en: 'Rated for 60W' },
        { cn: '1.2 米，从插座到桌面', en: '1.2m, socket to desk' },
        { cn: '编织外被，加固接头', en: 'Braided jacket, reinforced ends' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '充电器', en: 'The charger' },
      headline: { cn: '35W，刚好够用。', en: '35 watts is plenty.' },
      body: {
        cn: '足以快充手机、给键盘和耳机补电，也能为轻薄笔记本续航。点阵小屏同样会显示实时功率。',
        en: 'Enough to fast-charge a phone, top up a keyboard and earbuds, or keep a thin laptop going. Its small dot-matrix face shows the live wattage too.',
      },
      stats: [
        { value: '35W', label: { cn: '最大输出', en: 'max output' } },
        { value: '1', label: { cn: 'USB-C 接口', en: 'USB-C port' } },
      ],
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '充电器输出', en: 'Charger output' }, value: same('35W') },
        { label: { cn: '接口', en: 'Port' }, value: { cn: '1 × USB-C', en: '1 × USB-C' } },
        { label: { cn: '数据线额定功率', en: 'Cable rating' }, value: same('60W') },
        { label: { cn: '数据线长度', en: 'Cable length' }, value: same('1.2m') },
        {
          label: { cn: '数据线', en: 'Cable' },
          value: { cn: 'USB-C 对 USB-C，编织外被', en: 'USB-C to USB-C, braided' },
        },
        { label: { cn: '协议', en: 'Protocols' }, value: same('USB PD 3.0, PPS') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '一套带走。', en: 'Take the set.' },
      body: {
        cn: '充电器与数据线同盒发货。',
        en: 'Charger and cable ship in one box.',
      },
    },
  ],
};
