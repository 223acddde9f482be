import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-emptiness-charger',
  productCode: 'am-emptiness-charger',
  accent: '#E9E6FF',
  name: { cn: 'AM EMPTINESS 充电器', en: 'AM EMPTINESS CHARGER' },
  title: {
    cn: 'AM EMPTINESS 充电器 · 三个接口的 40W 氮化镓充电器',
    en: 'AM EMPTINESS CHARGER · A three-port 40W GaN charger',
  },
  description: {
    cn: 'AM EMPTINESS 充电器：40W 氮化镓，两个 USB-C 加一个 USB-A，半透外壳下能看见内部线路，与 EMPTINESS 手机壳同一套光环语言。',
    en: 'AM EMPTINESS CHARGER: 40W of GaN across two USB-C ports and one USB-A, with a translucent shell that shows the circuitry inside — the same rings of light as the EMPTINESS case.',
  },
  art: { kind: 'charger', watts: 40, ports: 3 },
  artLabel: {
    cn: '充电器的斜侧视图：正面显示 40W，下方三个接口',
    en: 'A charger in three-quarter view: 40W on its face above three ports',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM EMPTINESS · 充电器', en: 'AM EMPTINESS · Charger' },
      headline: { cn: '看得见内部的\u200b充电器。', en: 'A charger with nothing to hide.' },
      body: {
        cn: '半透外壳让内部的线路和磁环清晰可见，外表面印着和 EMPTINESS 手机壳一样向外渐隐的光环：它本身就是桌上的一件小摆设。',
        en: 'A translucent shell shows the circuitry and coils inside, printed with the same fading rings as the EMPTINESS case — a small object worth leaving on the desk.',
      },
      stats: [
        { value: '40W', label: { cn: '最大输出', en: 'max output' } },
        { value: '3', label: { cn: '个接口', en: 'ports' } },
        { value: 'GaN', label: { cn: '氮化镓', en: 'gallium nitride' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '三口', en: 'Three ports' },
      headline: { cn: '手机、耳机、\u200b键盘一起充。', en: 'Phone, earbuds and keyboard at once.' },
      body: {
        cn: '单口时最高 40W 给笔记本或手机快充；三口同时使用时自动分配功率，优先照顾最需要电的那台设备。',
        en: 'One port alone delivers up to 40W for a fast charge; with all three in use it shares the power, favouring whichever device needs it most.',
      },
      bullets: [
        { cn: '2 × USB-C，1 × USB-A', en: '2 × USB-C, 1 × USB-A' },
        { cn: '多口智能分配功率', en: 'Smart power sharing' },
        { cn: '可折叠插脚', en: 'Folding prongs' },
      ],
      art: { kind: 'charger', watts: 40, ports: 3 },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '最大输出', en: 'Max output' }, value: same('40W') },
        { label: { cn: '接口', en: 'Ports' }, value: same('2 × USB-C, 1 × USB-A') },
        { label: { cn: '协议', en: 'Protocols' }, value: same('USB PD 3.0, PPS, QC') },
        {
          label: { cn: '外壳', en: 'Shell' },
          value: { cn: '半透 PC，光环印花', en: 'Translucent PC with ring print' },
        },
        { label: { cn: '插脚', en: 'Prongs' }, value: { cn: '可折叠', en: 'Folding' } },
        { label: { cn: '输入', en: 'Input' }, value: same('100–240V ~ 50/60Hz') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '一个插头，\u200b三台设备。', en: 'One plug, three devices.' },
      body: {
        cn: '现货发售，可与 EMPTINESS 手机壳一同下单。',
        en: 'In stock; order it together with an EMPTINESS case.',
      },
    },
  ],
};
