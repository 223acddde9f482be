import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-silk-glass',
  productCode: 'am-silk-glass',
  accent: '#9FF3E0',
  name: { cn: 'AM SILK GLASS 丝绸玻璃鼠标垫', en: 'AM SILK GLASS' },
  title: {
    cn: 'AM SILK GLASS · 摸起来像丝绸的玻璃鼠标垫',
    en: 'AM SILK GLASS · A glass mouse pad that feels like silk',
  },
  description: {
    cn: 'AM SILK GLASS：4mm 钢化玻璃鼠标垫，表面蚀刻成丝绸般的细腻纹理，滑动顺畅、不积灰、用湿布一擦即净。',
    en: 'AM SILK GLASS: a 4 mm tempered glass mouse pad, etched to a silky micro-texture — smooth to glide on, hard for dust to cling to, clean with a damp cloth.',
  },
  art: { kind: 'mat', pattern: 'grid' },
  artLabel: {
    cn: '一块平铺的玻璃鼠标垫，表面有细密的网格纹理',
    en: 'A flat glass mouse pad with a fine grid texture on its surface',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM SILK GLASS · 玻璃鼠标垫', en: 'AM SILK GLASS · Glass pad' },
      headline: { cn: '玻璃的硬，\u200b丝绸的滑。', en: 'Hard as glass. Smooth as silk.' },
      body: {
        cn: '一块钢化玻璃，表面经过蚀刻，变成指尖摸得出的细腻纹理：鼠标滑过时几乎没有阻力，停下时又稳稳落定。',
        en: 'A sheet of tempered glass, etched to a texture your fingertips can feel: the mouse glides with almost no drag and settles exactly where you stop.',
      },
      stats: [
        { value: '4mm', label: { cn: '钢化玻璃', en: 'tempered glass' } },
        { value: '0', label: { cn: '积灰与毛边', en: 'fraying' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '表面', en: 'Surface' },
      headline: { cn: '一样的手感，\u200b用上好几年。', en: 'The same glide, year after year.' },
      body: {
        cn: '布面会起毛、会吸汗，玻璃不会。蚀刻纹理不随时间磨平，脏了用湿布一擦就恢复如新。',
        en: 'Cloth pads fray and soak up sweat; glass does neither. The etched texture doesn’t wear smooth, and a damp cloth brings it back to new.',
      },
      bullets: [
        { cn: '蚀刻丝绸纹理', en: 'Etched silk texture' },
        { cn: '防水，一擦即净', en: 'Waterproof, wipes clean' },
        { cn: '圆角磨边，不割手', en: 'Rounded, polished edges' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '底部', en: 'Underneath' },
      headline: { cn: '放下就不动。', en: 'Put it down. It stays.' },
      body: {
        cn: '底部整面硅胶防滑垫，在木桌、石材或桌垫上都稳稳贴住，不会随甩动鼠标而移位。',
        en: 'A full silicone base grips wood, stone or a desk mat, so the pad stays put however hard you flick.',
      },
      art: { kind: 'mat', pattern: 'grid', size: 'desk' },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '面板', en: 'Top' },
          value: { cn: '4mm 钢化玻璃，蚀刻表面', en: '4 mm tempered glass, etched' },
        },
        { label: { cn: '底部', en: 'Base' }, value: { cn: '硅胶防滑', en: 'Silicone grip' } },
        { label: { cn: '边缘', en: 'Edges' }, value: { cn: '圆角磨边', en: 'Rounded and polished' } },
        { label: { cn: '清洁', en: 'Care' }, value: { cn: '湿布擦拭', en: 'Wipe with a damp cloth' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '换一种\u200b滑动的感觉。', en: 'Feel the glide change.' },
      body: {
        cn: '现货发售，下单即发。',
        en: 'In stock and ready to ship.',
      },
    },
  ],
};
