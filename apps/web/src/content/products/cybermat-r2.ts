import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cybermat-r2',
  productCode: 'cybermat-r2',
  accent: '#64FFDA',
  name: { cn: 'CYBERMAT R2', en: 'CYBERMAT R2' },
  title: {
    cn: 'CYBERMAT R2 · 印着电路走线的桌垫',
    en: 'CYBERMAT R2 · The desk mat printed with circuit traces',
  },
  description: {
    cn: 'CYBERMAT R2：印着电路板走线的第二代桌垫，夜光油墨在暗处微微发亮，防泼溅涂层、锁边包缝、天然橡胶底。',
    en: 'CYBERMAT R2: the second desk mat, printed with circuit-board traces in ink that glows faintly in the dark, with a splash-resistant coating, stitched edges and a natural rubber base.',
  },
  art: { kind: 'mat', pattern: 'circuit', size: 'desk' },
  artLabel: {
    cn: '桌垫的斜俯视图：深色布面上印着电路走线，线条在暗处发光',
    en: 'A desk mat from above at an angle: circuit traces across dark cloth, glowing in the dark',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERMAT R2 · 第二代桌垫', en: 'CYBERMAT R2 · Second-generation mat' },
      headline: { cn: '把整张桌子\u200b接上电路。', en: 'Wire up your whole desk.' },
      body: {
        cn: '第二代 CYBERMAT 把一块放大的电路板铺在你的桌上：走线从键盘下方延伸到鼠标旁边，关灯后还会微微发亮。',
        en: 'The second CYBERMAT lays an enlarged circuit board across your desk: traces run from under the keyboard to beside the mouse, and glow softly after the lights go out.',
      },
      stats: [
        { value: '900 × 400', label: { cn: '毫米', en: 'mm' } },
        { value: '4mm', label: { cn: '厚度', en: 'thick' } },
        { value: 'R2', label: { cn: '第二代', en: 'second generation' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '夜光', en: 'After dark' },
      headline: { cn: '关灯以后，\u200b线路还亮着。', en: 'Lights off, the traces stay on.' },
      body: {
        cn: '走线用夜光油墨印刷，白天是低调的灰，入夜后泛出一层淡淡的青光，和 CYBERBOARD 的点阵屏相互呼应。',
        en: 'The traces are printed in luminous ink: a quiet grey by day, a faint cyan glow by night that answers the CYBERBOARD’s panel.',
      },
      bullets: [
        { cn: '夜光油墨印刷走线', en: 'Traces printed in luminous ink' },
        { cn: '防泼溅涂层，咖啡洒了也不怕', en: 'Splash-resistant coating for spilled coffee' },
        { cn: '锁边包缝，天然橡胶底', en: 'Stitched edges, natural rubber base' },
      ],
      art: { kind: 'mat', pattern: 'circuit' },
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
          value: { cn: '织布，防泼溅涂层，夜光印花', en: 'Woven cloth, splash-resistant, luminous print' },
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
      headline: { cn: 'R2 已经售罄。', en: 'R2 has sold out.' },
      body: {
        cn: '登记兴趣，或者看看现已有货的 CYBERMAT R3。',
        en: 'Register your interest, or see CYBERMAT R3, in stock now.',
      },
    },
  ],
};
