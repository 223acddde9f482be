import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cosmo-killer',
  productCode: 'cosmo-killer',
  accent: '#7C6CFF',
  name: { cn: 'COSMO KILLER 宇宙杀手', en: 'COSMO KILLER' },
  title: {
    cn: 'COSMO KILLER · 第一代宇宙树脂键帽',
    en: 'COSMO KILLER · The first cosmic resin keycaps',
  },
  description: {
    cn: 'COSMO KILLER：系列开山之作，三层手工浇铸的树脂艺术键帽，封存行星、星环与深空三款场景，每款限量 20 颗。',
    en: 'COSMO KILLER: where the series began — three-layer hand-cast resin artisan keycaps holding a planet, a ring system and deep space, 20 pieces of each.',
  },
  art: { kind: 'keycap', scene: 'planet' },
  artLabel: {
    cn: '一颗透明树脂键帽，内部悬浮着一颗行星',
    en: 'A clear resin keycap with a planet suspended inside',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'COSMO KILLER · 初代', en: 'COSMO KILLER · The first' },
      headline: { cn: '第一颗\u200b被封存的星球。', en: 'The first planet we sealed away.' },
      body: {
        cn: '宇宙杀手系列从这里开始：一颗小小的行星，悬在透明树脂里，装上 Esc 键，从此敲下的每一下都带着引力。',
        en: 'The COSMO KILLER series started here: a tiny planet hanging in clear resin. Put it on Esc and every press carries a little gravity.',
      },
      stats: [
        { value: '3', label: { cn: '款场景', en: 'scenes' } },
        { value: '20', label: { cn: '每款限量', en: 'pieces of each' } },
        { value: '1u', label: { cn: '尺寸', en: 'size' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '工艺', en: 'Craft' },
      headline: { cn: '三层树脂，\u200b手工完成。', en: 'Three layers, all by hand.' },
      body: {
        cn: '深空底色、星体、透明外壳，三层依次浇铸固化，最后手工抛光。后来的 R2 在此基础上加了一层发光层。',
        en: 'A deep-space base, the bodies, then the clear shell — cast and cured in turn, then polished by hand. R2 later added a glow layer on top of this recipe.',
      },
      bullets: [
        { cn: '三层浇铸与固化', en: 'Three layers, cast and cured' },
        { cn: '手工抛光', en: 'Polished by hand' },
        { cn: '十字轴孔', en: 'Cross stem' },
      ],
      side: 'left',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '三款限量', en: 'Three editions' },
      headline: { cn: '每款 20 颗，\u200b已全部售出。', en: 'Twenty each, all spoken for.' },
      editions: [
        {
          name: { cn: '孤星', en: 'Lone planet' },
          body: { cn: '一颗蓝色行星悬在正中。', en: 'A single blue planet in the centre.' },
          limited: 20,
          art: { kind: 'keycap', scene: 'planet', hue: '#4D9BFF' },
        },
        {
          name: { cn: '星环', en: 'Ring system' },
          body: { cn: '橙色行星与倾斜的星环。', en: 'An orange planet with a tilted ring.' },
          limited: 20,
          art: { kind: 'keycap', scene: 'planet', hue: '#FF9F5C' },
        },
        {
          name: { cn: '深空', en: 'Deep space' },
          body: {
            cn: '没有星体，只有层层叠叠的星尘。',
            en: 'No bodies at all, just layer upon layer of stardust.',
          },
          limited: 20,
          art: { kind: 'keycap', scene: 'nebula', hue: '#7C6CFF' },
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
          value: { cn: '透明树脂，三层浇铸', en: 'Clear resin, three-layer cast' },
        },
        { label: { cn: '尺寸', en: 'Size' }, value: { cn: '1u，适合 Esc 位', en: '1u, made for Esc' } },
        { label: { cn: '轴孔', en: 'Stem' }, value: { cn: '十字轴', en: 'Cross stem' } },
        { label: { cn: '限量', en: 'Edition size' }, value: { cn: '每款 20 颗', en: '20 pieces each' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '星球已经\u200b找到主人。', en: 'Every planet has found its owner.' },
      body: {
        cn: '初代已售罄；登记想要，或去看看 COSMO KILLER R2 与沙丘版。',
        en: 'The first run is sold out. Request it, or look at COSMO KILLER R2 and Dune.',
      },
    },
  ],
};
