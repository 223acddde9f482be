import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-neon-80',
  productCode: 'am-neon-80',
  accent: '#FF3CAC',
  name: { cn: 'AM NEON 80 霓虹', en: 'AM NEON 80' },
  title: {
    cn: 'AM NEON 80 · 会发光的半透 80% 键盘',
    en: 'AM NEON 80 · A translucent 80% keyboard that glows from within',
  },
  description: {
    cn: 'AM NEON 80：霜化半透外壳包裹 87 键 80% 配列，底部霓虹灯带透过外壳发光，预售定金 20%，开产前可退。',
    en: 'AM NEON 80: a frosted translucent case around 87 keys in an 80% layout, with a neon strip underneath glowing through the shell. 20% pre-order deposit, refundable until production starts.',
  },
  art: { kind: 'keyboard', layout: '80', finish: 'frost' },
  artLabel: {
    cn: '80% 键盘的俯视图：霜化半透外壳，内部透出粉色霓虹光',
    en: 'An 80% keyboard from above: a frosted translucent case with pink neon light showing through',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM NEON 80 · 霓虹', en: 'AM NEON 80 · Neon' },
      headline: { cn: '深夜街角的\u200b一块招牌。', en: 'A shop sign on a midnight street.' },
      body: {
        cn: 'NEON 80 把霓虹灯管的光装进一块霜化外壳：灯光不直射眼睛，而是在整块外壳里慢慢晕开。',
        en: 'NEON 80 puts the light of a neon tube inside a frosted shell: it never shines in your eyes, it spreads slowly through the whole case.',
      },
      stats: [
        { value: '80%', label: { cn: '配列', en: 'layout' } },
        { value: '87', label: { cn: '按键', en: 'keys' } },
        { value: '20%', label: { cn: '预售定金', en: 'deposit' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '光', en: 'Light' },
      headline: { cn: '光从外壳里\u200b透出来。', en: 'The case is the lampshade.' },
      body: {
        cn: '底部一圈侧发光灯带，配合霜化 PC 外壳做匀光：呼吸、流动、整块常亮三种模式，都能在 AM Master 里调色。',
        en: 'A side-emitting strip runs round the base and the frosted PC shell diffuses it: breathe, flow or steady glow, with colours set in AM Master.',
      },
      bullets: [
        { cn: '霜化 PC 外壳匀光', en: 'Frosted PC shell diffuses the light' },
        { cn: '三种灯效，颜色可调', en: 'Three effects, any colour' },
        { cn: '屏幕休眠时灯光同步熄灭', en: 'Goes dark when your screen sleeps' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '预售', en: 'Pre-order' },
      headline: { cn: '先付 20%，\u200b开产前可退。', en: 'Twenty percent down, refundable until we build.' },
      body: {
        cn: '团购期间支付全款的 20% 作为定金；正式开产前可随时申请退还，开产后不再退款。按付款顺序发货。',
        en: 'During the group buy you pay 20% of the full price as a deposit. It is refundable any time before production starts, not after. Orders ship in the order they were paid.',
      },
      stats: [{ value: '20%', label: { cn: '定金比例', en: 'of the full price' } }],
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
        { label: { cn: '外壳', en: 'Case' }, value: { cn: '霜化半透 PC', en: 'Frosted translucent PC' } },
        {
          label: { cn: '灯光', en: 'Lighting' },
          value: { cn: '底部侧发光灯带', en: 'Side-emitting base strip' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        {
          label: { cn: '定金', en: 'Deposit' },
          value: { cn: '全款的 20%，开产前可退', en: '20% of the full price, refundable until production' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '把霓虹\u200b点亮在桌上。', en: 'Switch the neon on.' },
      body: {
        cn: '团购进行中，付定金锁定名额。',
        en: 'The group buy is open: a deposit holds your place.',
      },
    },
  ],
};
