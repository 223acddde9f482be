import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-relic-80-og',
  productCode: 'am-relic-80-og',
  accent: '#C9A27A',
  name: { cn: 'AM RELIC 80 OG', en: 'AM RELIC 80 OG' },
  title: {
    cn: 'AM RELIC 80 OG · 第一批出土的 80% 键盘',
    en: 'AM RELIC 80 OG · The first dig of the 80% relic',
  },
  description: {
    cn: 'AM RELIC 80 OG：RELIC 系列的首发批次，87 键 80% 配列，石墨色原石外壳与黄铜配重，每块 20 台一组编号出厂。',
    en: 'AM RELIC 80 OG: the launch batch of the RELIC line — 87 keys in an 80% layout, a graphite raw-stone case with a brass weight, numbered in groups of 20.',
  },
  art: { kind: 'keyboard', layout: '80', finish: 'graphite' },
  artLabel: {
    cn: '80% 键盘的俯视图：石墨色外壳，独立功能键区与方向键',
    en: 'An 80% keyboard from above: a graphite case, a separate function row and arrow keys',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM RELIC 80 OG · 首发批次', en: 'AM RELIC 80 OG · First batch' },
      headline: { cn: '最初的\u200b那一块原石。', en: 'The stone it all started from.' },
      body: {
        cn: '在做旧银色出现之前，RELIC 80 以一块石墨色原石的样子问世：棱线锐利，表面留着细密的加工纹路，像刚从地层里取出。',
        en: 'Before the weathered silver, RELIC 80 arrived as a graphite block: crisp edges and fine tool marks left on the surface, as if just lifted from the strata.',
      },
      stats: [
        { value: '80%', label: { cn: '配列', en: 'layout' } },
        { value: '87', label: { cn: '按键', en: 'keys' } },
        { value: 'OG', label: { cn: '首发批次', en: 'launch batch' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '原石', en: 'Raw stone' },
      headline: { cn: '保留\u200b刀具留下的痕迹。', en: 'The tool marks stay.' },
      body: {
        cn: 'OG 外壳只做细砂与阳极，不做手工擦色：每一道 CNC 走刀纹都被保留下来，侧面灯下能看到一层层的“岩层”。',
        en: 'The OG case is fine-blasted and anodised, never hand-rubbed: every CNC pass is left in place, and under a side light the walls read like layers of rock.',
      },
      bullets: [
        { cn: '石墨色阳极铝合金', en: 'Graphite anodised aluminium' },
        { cn: '底部黄铜配重', en: 'Brass weight underneath' },
        { cn: '保留加工纹理', en: 'Machining texture left visible' },
      ],
      side: 'left',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '编号', en: 'Numbered' },
      headline: { cn: '每组 20 台。', en: 'Numbered in twenties.' },
      editions: [
        {
          name: { cn: '石墨 OG', en: 'Graphite OG' },
          body: {
            cn: '首发颜色，配重刻有批次号与编号。',
            en: 'The launch colour; the weight carries batch and unit numbers.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '80', finish: 'graphite' },
        },
        {
          name: { cn: '霜白 OG', en: 'Frost OG' },
          body: {
            cn: '半透外壳，透出内部的定位板与电路。',
            en: 'A translucent case showing the plate and board inside.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '80', finish: 'frost' },
        },
      ],
      note: {
        cn: 'OG 批次已售罄，可登记想要，再版时第一时间通知。',
        en: 'The OG batch is sold out; request it and we will tell you first about any rerun.',
      },
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
          label: { cn: '外壳', en: 'Case' },
          value: { cn: '阳极铝合金，保留加工纹', en: 'Anodised aluminium, tool marks kept' },
        },
        {
          label: { cn: '配重', en: 'Weight' },
          value: { cn: '黄铜，刻编号', en: 'Brass, engraved with the unit number' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        { label: { cn: '软件', en: 'Software' }, value: same('AM Master') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '等下一次\u200b挖掘。', en: 'Wait for the next dig.' },
      body: {
        cn: '想要一块原石？登记后，再版开放时会通知你。',
        en: 'Want one from the first stone? Request it and hear first when a rerun opens.',
      },
    },
  ],
};
