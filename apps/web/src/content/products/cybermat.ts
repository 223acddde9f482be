import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cybermat',
  productCode: 'cybermat',
  accent: '#5CE1FF',
  name: { cn: 'CYBERMAT', en: 'CYBERMAT' },
  title: {
    cn: 'CYBERMAT · 印着网格的初代桌垫',
    en: 'CYBERMAT · The first desk mat, printed with a grid',
  },
  description: {
    cn: '初代 CYBERMAT：整张桌面大小的网格桌垫，细密织布表面、天然橡胶底、锁边包缝，与 CYBERBOARD 同一套视觉语言。',
    en: 'The first CYBERMAT: a desk-sized mat printed with a grid, a fine woven surface, natural rubber underneath and stitched edges, in the same visual language as CYBERBOARD.',
  },
  art: { kind: 'mat', pattern: 'grid', size: 'desk' },
  artLabel: {
    cn: '桌垫的斜俯视图：深色布面上印着细细的网格线',
    en: 'A desk mat from above at an angle: fine grid lines on a dark cloth',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERMAT · 初代桌垫', en: 'CYBERMAT · The first mat' },
      headline: { cn: '给桌面\u200b画上坐标。', en: 'Coordinates for your desk.' },
      body: {
        cn: '一张深色布面，一层细细的网格：键盘、鼠标和杯子终于都有了自己的位置。',
        en: 'A dark cloth with a fine grid printed across it: the keyboard, the mouse and the mug finally each have a place.',
      },
      stats: [
        { value: '900 × 400', label: { cn: '毫米', en: 'mm' } },
        { value: '4mm', label: { cn: '厚度', en: 'thick' } },
        { value: '10mm', label: { cn: '网格间距', en: 'grid pitch' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '表面', en: 'The surface' },
      headline: { cn: '平滑，\u200b但停得住。', en: 'Smooth, but it stops where you do.' },
      body: {
        cn: '细密织布表面让鼠标顺滑移动，又能在你停手时稳稳停住；天然橡胶底牢牢贴住桌面，不会跟着键盘滑走。',
        en: 'A finely woven surface lets the mouse glide and stop cleanly when you do; a natural rubber base grips the desk so the mat never wanders off with the keyboard.',
      },
      bullets: [
        { cn: '细密织布表面', en: 'Finely woven surface' },
        { cn: '天然橡胶防滑底', en: 'Natural rubber non-slip base' },
        { cn: '锁边包缝，不易起毛', en: 'Stitched edges that do not fray' },
      ],
      art: { kind: 'mat', pattern: 'grid' },
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '尺寸', en: 'Size' }, value: { cn: '900 × 400 毫米', en: '900 × 400 mm' } },
        { label: { cn: '厚度', en: 'Thickness' }, value: { cn: '4 毫米', en: '4 mm' } },
        {
          label: { cn: '表面', en: 'Surface' },
          value: { cn: '细密织布，网格印花', en: 'Fine weave, printed grid' },
        },
        { label: { cn: '底面', en: 'Base' }, value: { cn: '天然橡胶', en: 'Natural rubber' } },
        {
          label: { cn: '序列号', en: 'Serial number' },
          value: { cn: '右上角布面之下', en: 'Under the cloth at the top right' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '初代桌垫已售罄。', en: 'The first CYBERMAT has sold out.' },
      body: {
        cn: '它的后继者 CYBERMAT R3 现已有货。',
        en: 'Its successor, CYBERMAT R3, is in stock now.',
      },
    },
  ],
};
