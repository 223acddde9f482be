import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'emergence-keycaps',
  productCode: 'emergence-keycaps',
  accent: '#9CFF3C',
  name: { cn: 'EMERGENCE 涌现键帽', en: 'EMERGENCE KEYCAPS' },
  title: {
    cn: 'EMERGENCE 涌现 · 生长纹理的树脂键帽',
    en: 'EMERGENCE · Resin keycaps with something growing inside',
  },
  description: {
    cn: 'EMERGENCE 涌现：树脂艺术键帽，荧光绿的菌丝与晶簇从键帽底部向上生长，三款各限量 20 颗；团购定金 20%，开产前可退。',
    en: 'EMERGENCE: resin artisan keycaps with neon-green mycelium and crystal clusters growing up from the base, three editions of 20 pieces each. 20% group-buy deposit, refundable until production starts.',
  },
  art: { kind: 'keycap', scene: 'planet', hue: '#9CFF3C' },
  artLabel: {
    cn: '一颗透明树脂键帽，内部有荧光绿的生长纹理',
    en: 'A clear resin keycap with neon-green growth inside',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'EMERGENCE · 涌现', en: 'EMERGENCE' },
      headline: { cn: '有东西\u200b正在里面生长。', en: 'Something is growing in there.' },
      body: {
        cn: '一丝一缕的荧光从键帽底部向上蔓延，有的像菌丝，有的像晶簇：简单的规则，长出复杂的形状，这就是“涌现”。',
        en: 'Threads of light creep up from the base of the cap — some like mycelium, some like crystal. Simple rules, complex shapes: that is emergence.',
      },
      stats: [
        { value: '3', label: { cn: '款生长形态', en: 'growth forms' } },
        { value: '20', label: { cn: '每款限量', en: 'pieces of each' } },
        { value: '20%', label: { cn: '团购定金', en: 'deposit' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '工艺', en: 'Craft' },
      headline: { cn: '一笔一笔，\u200b画出生长。', en: 'Growth, drawn stroke by stroke.' },
      body: {
        cn: '荧光颜料在半固化的树脂里用细针拉出纹路，再封上透明层；暗处关掉灯，纹路会发出微弱的绿光。',
        en: 'Luminous pigment is drawn into half-cured resin with a fine needle, then sealed under a clear layer. Turn off the lights and the growth glows faintly green.',
      },
      bullets: [
        { cn: '针绘荧光纹路', en: 'Needle-drawn luminous threads' },
        { cn: '暗处微光', en: 'Glows in the dark' },
        { cn: '十字轴孔', en: 'Cross stem' },
      ],
      side: 'left',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '三款限量', en: 'Three editions' },
      headline: { cn: '菌丝、晶簇、孢子。', en: 'Mycelium, crystal, spore.' },
      editions: [
        {
          name: { cn: '菌丝', en: 'Mycelium' },
          body: { cn: '细密的网状纹路铺满整个底部。', en: 'A fine web of threads across the whole base.' },
          limited: 20,
          art: { kind: 'keycap', scene: 'nebula', hue: '#9CFF3C' },
        },
        {
          name: { cn: '晶簇', en: 'Crystal' },
          body: { cn: '几根尖锐的晶柱向顶面刺出。', en: 'Sharp crystal spires pushing towards the top.' },
          limited: 20,
          art: { kind: 'keycap', scene: 'comet', hue: '#6CFFD0' },
        },
        {
          name: { cn: '孢子', en: 'Spore' },
          body: {
            cn: '一颗发光的球体悬在中央，周围是飘散的微粒。',
            en: 'A glowing sphere in the centre with drifting specks around it.',
          },
          limited: 20,
          art: { kind: 'keycap', scene: 'planet', hue: '#D4FF3C' },
        },
      ],
      note: {
        cn: '团购定金为全款的 20%，开产前可退；艺术键帽付款后 24 小时内可取消。',
        en: 'The group-buy deposit is 20% of the full price, refundable until production starts; artisan orders can be cancelled within 24 hours of payment.',
      },
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '材质', en: 'Material' },
          value: { cn: '透明树脂，荧光颜料', en: 'Clear resin, luminous pigment' },
        },
        { label: { cn: '尺寸', en: 'Size' }, value: { cn: '1u，适合 Esc 位', en: '1u, made for Esc' } },
        { label: { cn: '轴孔', en: 'Stem' }, value: { cn: '十字轴', en: 'Cross stem' } },
        { label: { cn: '限量', en: 'Edition size' }, value: { cn: '每款 20 颗', en: '20 pieces each' } },
        {
          label: { cn: '定金', en: 'Deposit' },
          value: { cn: '全款的 20%，开产前可退', en: '20% of the full price, refundable until production' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '让它\u200b在你的键盘上长大。', en: 'Let it grow on your keyboard.' },
      body: {
        cn: '团购进行中，付 20% 定金锁定名额。',
        en: 'The group buy is open: a 20% deposit holds your piece.',
      },
    },
  ],
};
