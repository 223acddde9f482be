import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-carpio-g2',
  productCode: 'am-carpio-g2',
  accent: '#FF8A3C',
  name: { cn: 'AM CARPIO G2 腕托', en: 'AM CARPIO G2' },
  title: {
    cn: 'AM CARPIO G2 · 锦鲤鳞纹腕托',
    en: 'AM CARPIO G2 · The wrist rest with koi-scale texture',
  },
  description: {
    cn: 'AM CARPIO G2：缓坡造型的树脂腕托，表面锦鲤鳞纹防滑透气，提供 80% 与 65% 两种长度。',
    en: 'AM CARPIO G2: a gently sloped resin wrist rest with a koi-scale texture that grips and breathes, in lengths for 80% and 65% boards.',
  },
  art: { kind: 'wrist-rest' },
  artLabel: {
    cn: '长条腕托的斜俯视图：圆角缓坡，末端印着锦鲤鳞纹',
    en: 'A long wrist rest from above at an angle: rounded, gently sloped, with koi scales at one end',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM CARPIO G2 · 腕托', en: 'AM CARPIO G2 · Wrist rest' },
      headline: { cn: '如水一般，托住手腕。', en: 'Rest like water.' },
      body: {
        cn: 'CARPIO 取名自锦鲤。第二代腕托有着平缓的坡度和一片片鳞纹，让掌根稳稳停住，又不会闷热。',
        en: 'CARPIO is named for the koi. The second generation has a gentle slope and a field of scales that keeps your palms in place without getting warm.',
      },
      stats: [
        { value: '2', label: { cn: '种长度', en: 'lengths' } },
        { value: '7°', label: { cn: '坡度', en: 'slope' } },
        { value: 'G2', label: { cn: '第二代', en: 'second generation' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '鳞纹', en: 'Scales' },
      headline: { cn: '每一片鳞，都是\u200b一个小气孔。', en: 'Every scale is a tiny vent.' },
      body: {
        cn: '鳞纹之间的细小凹槽让空气流动、让掌根有抓地力；表面经过柔肤处理，摸起来像温润的石头。',
        en: 'The small grooves between the scales let air move and give your palms grip; a soft-touch finish makes it feel like a smooth stone.',
      },
      bullets: [
        { cn: '锦鲤鳞纹，防滑透气', en: 'Koi scales for grip and airflow' },
        { cn: '柔肤表面处理', en: 'Soft-touch finish' },
        { cn: '硅胶底垫，不滑动', en: 'Silicone feet that stay put' },
      ],
      side: 'right',
    },
    {
      kind: 'gallery',
      eyebrow: { cn: '长度', en: 'Lengths' },
      headline: { cn: '配你的键盘。', en: 'Matched to your board.' },
      items: [
        {
          image: 'images/am-carpio-g2/full.jpg',
          art: { kind: 'wrist-rest', length: 'full' },
          caption: { cn: '长款，适配 80% 键盘', en: 'Full, for 80% boards' },
        },
        {
          image: 'images/am-carpio-g2/compact.jpg',
          art: { kind: 'wrist-rest', length: 'compact' },
          caption: { cn: '短款，适配 60–65% 键盘', en: 'Compact, for 60–65% boards' },
        },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '保养', en: 'Care' },
      headline: { cn: '用得越久，越像你的。', en: 'It gets more yours with time.' },
      body: {
        cn: '清水擦拭即可，避免酒精与长时间暴晒。观看使用指南视频，了解清洁与收纳的小技巧。',
        en: 'Wipe it with water; keep it away from alcohol and long hours of direct sun. The user guide video shows cleaning and storage tips.',
      },
      link: {
        to: '/carpio-g2.0-am-editon/user-guide/',
        label: { cn: '观看使用指南', en: 'Watch the user guide' },
      },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '材质', en: 'Material' },
          value: { cn: '树脂，柔肤表面', en: 'Resin, soft-touch finish' },
        },
        {
          label: { cn: '长度', en: 'Lengths' },
          value: { cn: '长款 360 毫米 / 短款 290 毫米', en: 'Full 360 mm / compact 290 mm' },
        },
        { label: { cn: '坡度', en: 'Slope' }, value: same('7°') },
        { label: { cn: '底部', en: 'Base' }, value: { cn: '硅胶防滑垫', en: 'Silicone feet' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '让手腕\u200b游回正确的位置。', en: 'Let your wrists swim back into place.' },
      body: {
        cn: '两种长度，同一片鳞纹。',
        en: 'Two lengths, the same scales.',
      },
    },
  ],
};
