import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'carpio-am-editon',
  productCode: 'carpio-am-editon',
  accent: '#FF6B4A',
  name: { cn: 'CARPIO AM 版', en: 'CARPIO AM EDITION' },
  title: {
    cn: 'CARPIO AM 版 · 初代锦鲤树脂腕托',
    en: 'CARPIO AM EDITION · The first koi resin wrist rest',
  },
  description: {
    cn: 'CARPIO AM 版：初代锦鲤腕托，手工浇铸的透明树脂里游着一尾红白锦鲤，短款适配 60% 与 65% 键盘，限量 20 只。',
    en: 'CARPIO AM EDITION: the first koi wrist rest — a red-and-white koi swimming in hand-cast clear resin, in a compact length for 60% and 65% boards. 20 pieces.',
  },
  art: { kind: 'wrist-rest', length: 'compact' },
  artLabel: {
    cn: '一只短款树脂腕托，内部可见游动的锦鲤',
    en: 'A compact resin wrist rest with a koi visible inside',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CARPIO · AM 版', en: 'CARPIO · AM Edition' },
      headline: { cn: '一尾锦鲤，\u200b游在手腕下。', en: 'A koi beneath your wrists.' },
      body: {
        cn: '在 CARPIO G2 之前，是这一只：透明树脂一层层浇铸，锦鲤悬停其中，像把一小片池塘放在了键盘前面。',
        en: 'Before CARPIO G2 there was this one: clear resin cast layer by layer with a koi suspended inside, like a small pond set in front of your keyboard.',
      },
      stats: [
        { value: '20', label: { cn: '限量只数', en: 'pieces made' } },
        { value: '60/65%', label: { cn: '适配配列', en: 'boards it fits' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '工艺', en: 'Craft' },
      headline: { cn: '水是树脂，\u200b鱼是手绘。', en: 'Resin for water, paint for the fish.' },
      body: {
        cn: '每尾锦鲤都在两层树脂之间手工绘制，红白斑纹的位置各不相同；最后一层透明树脂封顶，打磨成柔和的缓坡。',
        en: 'Each koi is painted by hand between two layers of resin, so no two share the same markings; a final clear layer seals it, sanded into a gentle slope.',
      },
      bullets: [
        { cn: '分层浇铸透明树脂', en: 'Clear resin, cast in layers' },
        { cn: '手绘锦鲤，花纹各异', en: 'Hand-painted koi, each one different' },
        { cn: '底部防滑硅胶脚垫', en: 'Silicone feet underneath' },
      ],
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '材质', en: 'Material' },
          value: { cn: '透明树脂，手绘锦鲤', en: 'Clear resin, hand-painted koi' },
        },
        {
          label: { cn: '长度', en: 'Length' },
          value: { cn: '短款，适配 60% 与 65% 键盘', en: 'Compact, for 60% and 65% boards' },
        },
        { label: { cn: '底部', en: 'Base' }, value: { cn: '硅胶防滑脚垫', en: 'Silicone feet' } },
        { label: { cn: '限量', en: 'Edition size' }, value: { cn: '20 只', en: '20 pieces' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '这一池\u200b已经游完了。', en: 'This pond has emptied.' },
      body: {
        cn: 'AM 版已售罄；想要锦鲤腕托，可以看看 CARPIO G2，或登记等待返场。',
        en: 'The AM Edition is sold out. For a koi rest today, see CARPIO G2 — or request this one and hear if it returns.',
      },
    },
  ],
};
