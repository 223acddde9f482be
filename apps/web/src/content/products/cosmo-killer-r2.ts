import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cosmo-killer-r2',
  productCode: 'cosmo-killer-r2',
  accent: '#B46CFF',
  name: { cn: 'COSMO KILLER R2', en: 'COSMO KILLER R2' },
  title: {
    cn: 'COSMO KILLER R2 · 封存宇宙的树脂键帽',
    en: 'COSMO KILLER R2 · Resin keycaps with a cosmos inside',
  },
  description: {
    cn: 'COSMO KILLER R2：手工分层浇铸的树脂艺术键帽，每颗封存一片小宇宙；星云、行星、彗星、日食四款，每款限量 20 颗。',
    en: 'COSMO KILLER R2: hand-cast resin artisan keycaps, each holding a small cosmos — nebula, ringed planet, comet and eclipse, 20 pieces of each.',
  },
  art: { kind: 'keycap', scene: 'nebula' },
  artLabel: {
    cn: '一颗透明树脂键帽，内部封存着发光的星云',
    en: 'A clear resin keycap with a glowing nebula cast inside',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'COSMO KILLER R2 · 树脂艺术键帽', en: 'COSMO KILLER R2 · Resin artisans' },
      headline: { cn: '方寸之间，自有宇宙。', en: 'A universe, one key at a time.' },
      body: {
        cn: '每一颗键帽都是手工分层浇铸的透明树脂，里面封存着一片小宇宙。装在 Esc 上，每次按下都像按亮一颗星。',
        en: 'Each keycap is clear resin cast by hand in layers, with a small cosmos sealed inside. Put one on Esc and every press lights a star.',
      },
      stats: [
        { value: '4', label: { cn: '款宇宙', en: 'scenes' } },
        { value: '20', label: { cn: '每款限量', en: 'pieces of each' } },
        { value: '24h', label: { cn: '付款后可取消', en: 'to cancel after paying' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '工艺', en: 'How it is made' },
      headline: { cn: '四层树脂，一层一层来。', en: 'Four layers of resin, one at a time.' },
      body: {
        cn: '先铸星空底，再放入星体，随后是发光层与透明外壳。每一层都要等完全固化才能继续，最后手工打磨抛光。',
        en: 'A starfield base first, then the bodies, then a glow layer and the clear shell. Each layer cures fully before the next, and every cap is polished by hand.',
      },
      bullets: [
        { cn: '四层分别浇铸与固化', en: 'Four layers, each cast and cured' },
        { cn: '手工打磨抛光', en: 'Sanded and polished by hand' },
        { cn: '十字轴孔，适配主流机械轴', en: 'Cross-stem fit for common switches' },
      ],
      art: { kind: 'keycap', scene: 'planet' },
      side: 'left',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '四款限量', en: 'Four editions' },
      headline: { cn: '每款只有 20 颗。', en: 'Twenty of each. No more.' },
      editions: [
        {
          name: { cn: '星云', en: 'Nebula' },
          body: {
            cn: '两团交叠的紫色星云，中心一颗亮星。',
            en: 'Two overlapping violet clouds around one bright star.',
          },
          limited: 20,
          art: { kind: 'keycap', scene: 'nebula' },
        },
        {
          name: { cn: '环之星', en: 'Ringed planet' },
          body: { cn: '一颗带环的行星斜斜穿过键帽。', en: 'A ringed planet tilted through the cap.' },
          limited: 20,
          art: { kind: 'keycap', scene: 'planet', hue: '#FF9F5C' },
        },
        {
          name: { cn: '彗星', en: 'Comet' },
          body: { cn: '一道彗尾从角落划向顶面。', en: 'A comet tail sweeping from the corner to the top.' },
          limited: 20,
          art: { kind: 'keycap', scene: 'comet', hue: '#5CE1FF' },
        },
        {
          name: { cn: '日食', en: 'Eclipse' },
          body: {
            cn: '黑色圆盘遮住光源，只留一圈日冕。',
            en: 'A black disc over the light, leaving only the corona.',
          },
          limited: 20,
          art: { kind: 'keycap', scene: 'eclipse', hue: '#FFD23C' },
        },
      ],
      note: {
        cn: '艺术键帽规则：付款后 24 小时内可取消订单；收货后 24 小时内未拆封可退货。',
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
          value: { cn: '透明树脂，四层浇铸', en: 'Clear resin, four-layer cast' },
        },
        { label: { cn: '尺寸', en: 'Size' }, value: { cn: '1u，适合 Esc 位', en: '1u, made for Esc' } },
        { label: { cn: '轴孔', en: 'Stem' }, value: { cn: '十字轴', en: 'Cross stem' } },
        { label: { cn: '限量', en: 'Edition size' }, value: { cn: '每款 20 颗', en: '20 pieces each' } },
        {
          label: { cn: '取消与退货', en: 'Cancel and return' },
          value: {
            cn: '付款 24 小时内取消；收货 24 小时内未拆封可退',
            en: 'Cancel within 24h of payment; unopened return within 24h of delivery',
          },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '挑一颗\u200b属于你的星。', en: 'Pick your star.' },
      body: {
        cn: '售罄后可以登记想要，补货时第一时间通知你。',
        en: 'When an edition sells out, request it and we will tell you first if more are cast.',
      },
    },
  ],
};
