import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cybermat-r3',
  productCode: 'cybermat-r3',
  accent: '#7C9CFF',
  name: { cn: 'CYBERMAT R3', en: 'CYBERMAT R3' },
  title: {
    cn: 'CYBERMAT R3 · 印着等高线的桌垫',
    en: 'CYBERMAT R3 · The desk mat printed with contour lines',
  },
  description: {
    cn: 'CYBERMAT R3：印有等高线地图的桌垫，锁边包缝、防泼溅涂层，速度与控制兼顾；序列号藏在右上角布面之下。',
    en: 'CYBERMAT R3: a desk mat printed with a contour map, stitched edges and a splash-resistant coating balanced for speed and control; the serial number sits under the cloth at the top right.',
  },
  art: { kind: 'mat', pattern: 'contour' },
  artLabel: {
    cn: '桌垫的斜俯视图：印着等高线，边缘锁边，上面放着键盘和鼠标',
    en: 'A desk mat from above at an angle: contour lines, stitched edges, a keyboard and mouse resting on it',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERMAT R3 · 桌垫', en: 'CYBERMAT R3 · Desk mat' },
      headline: { cn: '铺在桌上的\u200b一张地图。', en: 'A map for your desk.' },
      body: {
        cn: '第三代 CYBERMAT 印上了一座想象中的山：等高线从键盘下方一圈圈铺开，在灯光下微微发亮。',
        en: 'The third CYBERMAT carries an imaginary mountain: contour lines ripple out from under your keyboard and catch the light.',
      },
      stats: [
        { value: '900 × 400', label: { cn: '毫米', en: 'mm' } },
        { value: '4mm', label: { cn: '厚度', en: 'thick' } },
        { value: 'R3', label: { cn: '第三代', en: 'third generation' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '表面', en: 'Surface' },
      headline: { cn: '滑得快，也停得住。', en: 'Fast to glide, quick to stop.' },
      body: {
        cn: '细密织物表面兼顾速度与控制；防泼溅涂层让咖啡在你擦掉之前不会渗进去；锁边包缝不起毛。',
        en: 'A fine-weave surface balances speed and control, a splash-resistant coating keeps coffee on top until you wipe it, and stitched edges never fray.',
      },
      bullets: [
        { cn: '细密织物，速度与控制兼顾', en: 'Fine weave for speed and control' },
        { cn: '防泼溅涂层', en: 'Splash-resistant coating' },
        { cn: '锁边包缝，防起毛', en: 'Stitched, fray-free edges' },
        { cn: '天然橡胶底，防滑', en: 'Natural rubber base that stays put' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '正品验证', en: 'Authenticity' },
      headline: { cn: '掀开右上角，看看编号。', en: 'Lift the top-right corner.' },
      body: {
        cn: '每张桌垫的序列号印在右上角布面之下。输入序列号即可查询生产日期与产地，辨别真伪。',
        en: 'Each mat carries its serial number under the cloth at the top right. Enter it to see the production date and maker — and to know it is genuine.',
      },
      link: { to: '/verify/cybermat/', label: { cn: '验证序列号', en: 'Verify a serial number' } },
      art: { kind: 'mat', pattern: 'contour', corner: 'lifted' },
      side: 'left',
    },
    {
      kind: 'gallery',
      eyebrow: { cn: '印花', en: 'Prints' },
      headline: { cn: '三种地形。', en: 'Three kinds of terrain.' },
      items: [
        {
          image: 'images/cybermat-r3/contour.jpg',
          art: { kind: 'mat', pattern: 'contour' },
          caption: { cn: '等高线', en: 'Contour' },
        },
        {
          image: 'images/cybermat-r3/grid.jpg',
          art: { kind: 'mat', pattern: 'grid' },
          caption: { cn: '点阵', en: 'Dot grid' },
        },
        {
          image: 'images/cybermat-r3/circuit.jpg',
          art: { kind: 'mat', pattern: 'circuit' },
          caption: { cn: '电路', en: 'Circuit' },
        },
      ],
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
          value: { cn: '细密织物，防泼溅涂层', en: 'Fine weave, splash-resistant coating' },
        },
        { label: { cn: '底面', en: 'Base' }, value: { cn: '天然橡胶', en: 'Natural rubber' } },
        { label: { cn: '边缘', en: 'Edges' }, value: { cn: '锁边包缝', en: 'Stitched' } },
        {
          label: { cn: '序列号位置', en: 'Serial number' },
          value: { cn: '右上角布面之下', en: 'Under the cloth, top right' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '给键盘\u200b找块好地方。', en: 'Give your keyboard a place to land.' },
      body: {
        cn: '三种印花，同一种手感。',
        en: 'Three prints, one feel.',
      },
    },
  ],
};
