import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cosmo-killer-dune',
  productCode: 'cosmo-killer-dune',
  accent: '#E3A86B',
  name: { cn: 'COSMO KILLER 沙丘', en: 'COSMO KILLER DUNE' },
  title: {
    cn: 'COSMO KILLER 沙丘 · 封存沙漠行星的树脂键帽',
    en: 'COSMO KILLER DUNE · Resin keycaps holding a desert world',
  },
  description: {
    cn: 'COSMO KILLER 沙丘：以沙漠行星为题的树脂艺术键帽，琥珀色沙层与双日食场景，真实细沙分层封存，两款各限量 20 颗。',
    en: 'COSMO KILLER DUNE: resin artisan keycaps themed on a desert planet — amber sand strata and a twin-sun eclipse, with real fine sand sealed in layers. Two editions, 20 pieces each.',
  },
  art: { kind: 'keycap', scene: 'eclipse', hue: '#E3A86B' },
  artLabel: {
    cn: '一颗琥珀色树脂键帽，内部是沙丘与被遮住的太阳',
    en: 'An amber resin keycap with dunes and an eclipsed sun inside',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'COSMO KILLER · 沙丘', en: 'COSMO KILLER · Dune' },
      headline: { cn: '一颗键帽里的\u200b沙漠星球。', en: 'A desert world under your fingertip.' },
      body: {
        cn: '琥珀色的沙层一层层堆起，地平线上两轮太阳正被遮住：沙丘版把宇宙杀手带到了一颗干燥、炽热的星球上。',
        en: 'Amber sand stacks up layer by layer while two suns slip into eclipse on the horizon: Dune takes COSMO KILLER to a dry, burning world.',
      },
      stats: [
        { value: '2', label: { cn: '款场景', en: 'scenes' } },
        { value: '20', label: { cn: '每款限量', en: 'pieces of each' } },
        { value: '24h', label: { cn: '付款后可取消', en: 'to cancel after paying' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '沙层', en: 'Strata' },
      headline: { cn: '真的沙，\u200b一层一层铺。', en: 'Real sand, laid down in layers.' },
      body: {
        cn: '每一层树脂之间撒入筛过的细沙，再浇下一层，风吹出的纹路就这样被凝固下来。沙层高度每颗都不一样。',
        en: 'Sifted fine sand goes between each pour of resin, freezing wind-blown ripples in place. No two caps have the same skyline.',
      },
      bullets: [
        { cn: '真实细沙分层封存', en: 'Real fine sand sealed in layers' },
        { cn: '琥珀色透明树脂', en: 'Amber-tinted clear resin' },
        { cn: '每颗沙线不同', en: 'A different dune line on every cap' },
      ],
      art: { kind: 'keycap', scene: 'planet', hue: '#D98A4E' },
      side: 'right',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '两款限量', en: 'Two editions' },
      headline: { cn: '正午与双日食。', en: 'High noon and the double eclipse.' },
      editions: [
        {
          name: { cn: '正午', en: 'High noon' },
          body: {
            cn: '烈日当空，沙丘投下短短的影子。',
            en: 'A sun straight overhead and short shadows on the dunes.',
          },
          limited: 20,
          art: { kind: 'keycap', scene: 'planet', hue: '#FFC15C' },
        },
        {
          name: { cn: '双日食', en: 'Double eclipse' },
          body: {
            cn: '两轮太阳同时被遮住，只剩一圈金边。',
            en: 'Both suns covered at once, leaving a ring of gold.',
          },
          limited: 20,
          art: { kind: 'keycap', scene: 'eclipse', hue: '#E3A86B' },
        },
      ],
      note: {
        cn: '艺术键帽规则：付款后 24 小时内可取消；收货后 24 小时内未拆封可退货。',
        en: 'Artisan rules: cancel within 24 hours of payment; unopened caps can be returned within 24 hours of delivery.',
      },
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '材质', en: 'Material' },
          value: { cn: '琥珀色树脂与细沙', en: 'Amber resin and fine sand' },
        },
        { label: { cn: '尺寸', en: 'Size' }, value: { cn: '1u，适合 Esc 位', en: '1u, made for Esc' } },
        { label: { cn: '轴孔', en: 'Stem' }, value: { cn: '十字轴', en: 'Cross stem' } },
        { label: { cn: '限量', en: 'Edition size' }, value: { cn: '每款 20 颗', en: '20 pieces each' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '沙暴过后，\u200b等下一次。', en: 'After the storm, the next run.' },
      body: {
        cn: '沙丘版已售罄，登记想要，返场时第一时间通知你。',
        en: 'Dune is sold out; request it and we will tell you first if it returns.',
      },
    },
  ],
};
