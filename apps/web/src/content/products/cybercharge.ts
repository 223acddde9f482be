import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cybercharge',
  productCode: 'cybercharge',
  accent: '#3CF0FF',
  name: { cn: 'CYBERCHARGE 40W', en: 'CYBERCHARGE 40W' },
  title: {
    cn: 'CYBERCHARGE 40W · 带点阵屏的氮化镓充电器',
    en: 'CYBERCHARGE 40W · The GaN charger with a dot-matrix face',
  },
  description: {
    cn: 'CYBERCHARGE 40W：氮化镓充电器，两个 USB-C 口共享 40W，点阵屏实时显示输出功率，插脚可折叠。',
    en: 'CYBERCHARGE 40W: a GaN charger with two USB-C ports sharing 40W, a dot-matrix face that shows the live output, and folding prongs.',
  },
  art: { kind: 'charger', watts: 40, ports: 2 },
  artLabel: {
    cn: '充电器的斜侧视图：正面点阵屏显示 40W，下方两个 USB-C 接口',
    en: 'A charger in three-quarter view: the dot-matrix face reads 40W above two USB-C ports',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERCHARGE · 氮化镓充电器', en: 'CYBERCHARGE · GaN charger' },
      headline: { cn: '40W，一目了然。', en: '40 watts, in plain sight.' },
      body: {
        cn: '会说话的充电器：点阵屏实时显示它正在输出多少功率，和你的设备协商好了没有，一眼便知。',
        en: 'A charger that tells you what it is doing: the dot-matrix face shows the live wattage, so you can see it has agreed terms with your device.',
      },
      stats: [
        { value: '40W', label: { cn: '最大输出', en: 'max output' } },
        { value: '2', label: { cn: 'USB-C 接口', en: 'USB-C ports' } },
        { value: 'GaN', label: { cn: '氮化镓', en: 'gallium nitride' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '点阵屏', en: 'The face' },
      headline: { cn: '看得见的功率。', en: 'Power you can read.' },
      body: {
        cn: '插上设备，屏幕先显示协商到的功率，然后随充电进度实时变化；两台设备同时充电时，分别显示每个接口的输出。',
        en: 'Plug in and the face shows the negotiated wattage, then follows the charge live. With two devices connected it shows each port in turn.',
      },
      bullets: [
        { cn: '实时功率读数', en: 'Live wattage readout' },
        { cn: '双设备时分口显示', en: 'Per-port readout with two devices' },
        { cn: '夜间自动调暗', en: 'Dims itself at night' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '口袋尺寸', en: 'Pocket size' },
      headline: { cn: '插脚一折，放进口袋。', en: 'Fold the prongs. Pocket it.' },
      body: {
        cn: '氮化镓让 40W 装进一个小方块；插脚折叠后没有尖角，和键盘一起放进背包也不会刮花。',
        en: 'Gallium nitride fits 40W into a small cube, and with the prongs folded there are no sharp edges to scratch your keyboard in the bag.',
      },
      stats: [
        { value: '40W', label: { cn: '单口最大', en: 'single port' } },
        { value: '20W + 20W', label: { cn: '双口同充', en: 'both ports' } },
      ],
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '最大输出', en: 'Max output' }, value: same('40W') },
        { label: { cn: '接口', en: 'Ports' }, value: { cn: '2 × USB-C', en: '2 × USB-C' } },
        { label: { cn: '协议', en: 'Protocols' }, value: same('USB PD 3.0, PPS') },
        { label: { cn: '显示', en: 'Display' }, value: { cn: 'LED 点阵屏', en: 'LED dot matrix' } },
        { label: { cn: '插脚', en: 'Prongs' }, value: { cn: '可折叠', en: 'Folding' } },
        { label: { cn: '输入', en: 'Input' }, value: same('100–240V ~ 50/60Hz') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '给桌面上的\u200b一切充电。', en: 'Charge everything on your desk.' },
      body: {
        cn: '键盘、手机、耳机，一个充电器全搞定。',
        en: 'Keyboard, phone, earbuds: one charger for all of them.',
      },
    },
  ],
};
