import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'the-chimney-cat',
  productCode: 'the-chimney-cat',
  accent: '#FF8F5C',
  name: { cn: '烟囱猫 T 恤', en: 'THE CHIMNEY CAT' },
  title: {
    cn: '烟囱猫 · 屋顶上的那只猫，印在 T 恤上',
    en: 'THE CHIMNEY CAT · The cat on the rooftop, on a T-shirt',
  },
  description: {
    cn: '烟囱猫：一只蹲在烟囱上看城市灯火的猫，点阵风格印在重磅纯棉 T 恤上，胸前小标、背后大图，限量 20 件一批。',
    en: 'THE CHIMNEY CAT: a cat on a chimney watching the city lights, printed in dot-matrix style on a heavyweight cotton T-shirt — a small mark on the chest, the full scene on the back. Batches of 20.',
  },
  art: { kind: 'apparel' },
  artLabel: {
    cn: '一件黑色 T 恤，背后是点阵风格的烟囱与猫',
    en: 'A black T-shirt with a dot-matrix chimney and cat on the back',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '烟囱猫 · T 恤', en: 'THE CHIMNEY CAT · T-shirt' },
      headline: { cn: '它在屋顶，\u200b看着整座城。', en: 'Up on the roof, watching the city.' },
      body: {
        cn: '夜里，一只猫蹲在烟囱上，尾巴垂下来，身后的城市一格一格亮起灯：我们把这一幕用点阵画出来，印在了 T 恤背后。',
        en: 'At night a cat sits on a chimney, tail hanging down, while the city behind it lights up window by window. We drew the scene in dots and printed it on the back of a T-shirt.',
      },
      stats: [
        { value: '20', label: { cn: '每批件数', en: 'per batch' } },
        { value: '240g', label: { cn: '重磅纯棉', en: 'heavy cotton' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '印花', en: 'Print' },
      headline: { cn: '一个点，\u200b一扇亮着的窗。', en: 'Every dot a lit window.' },
      body: {
        cn: '背后大图由上千个圆点组成，与键盘点阵屏同一种语言；胸前只有一个小小的猫耳标志。印花采用水浆工艺，柔软透气，洗后不开裂。',
        en: 'The back print is made of over a thousand dots, the same language as our LED panels; the chest carries just a small pair of cat ears. Water-based ink keeps it soft and crack-free wash after wash.',
      },
      bullets: [
        { cn: '240g 重磅精梳棉', en: '240 g heavyweight combed cotton' },
        { cn: '水浆印花，柔软不开裂', en: 'Soft water-based print' },
        { cn: '微落肩宽松版型', en: 'Relaxed, slightly dropped shoulder' },
      ],
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '面料', en: 'Fabric' }, value: { cn: '240g 精梳纯棉', en: '240 g combed cotton' } },
        { label: { cn: '颜色', en: 'Colour' }, value: { cn: '夜黑', en: 'Night black' } },
        { label: { cn: '尺码', en: 'Sizes' }, value: same('S / M / L / XL / XXL') },
        {
          label: { cn: '印花', en: 'Print' },
          value: {
            cn: '背后点阵大图，胸前猫耳小标',
            en: 'Dot-matrix scene on the back, cat ears on the chest',
          },
        },
        { label: { cn: '限量', en: 'Edition size' }, value: { cn: '每批 20 件', en: '20 per batch' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '猫已经\u200b跳下屋顶了。', en: 'The cat has left the roof.' },
      body: {
        cn: '这一批已售罄，登记想要，下一批开印时通知你。',
        en: 'This batch is sold out; request it and we will tell you when the next one is printed.',
      },
    },
  ],
};
