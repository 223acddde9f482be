import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-emptiness-phone-case',
  productCode: 'am-emptiness-phone-case',
  accent: '#E4E4EE',
  name: { cn: 'AM EMPTINESS 手机壳', en: 'AM EMPTINESS PHONE CASE' },
  title: {
    cn: 'AM EMPTINESS 手机壳 · 留白的设计',
    en: 'AM EMPTINESS PHONE CASE · Designed around what isn’t there',
  },
  description: {
    cn: 'AM EMPTINESS 手机壳：1.2 毫米薄壁、镜头凸边保护、内置磁吸圈，背面是向外渐隐的光环印花。',
    en: 'AM EMPTINESS PHONE CASE: 1.2 mm walls, a raised lip around the lenses, a built-in magnetic ring and rings of light that fade towards the edges.',
  },
  art: { kind: 'phone-case' },
  artLabel: {
    cn: '手机壳的背面：左上角三摄镜头模组，中央磁吸圈与向外扩散的光环',
    en: 'The back of a phone case: a three-lens camera island, a magnetic ring and rings spreading outwards',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM EMPTINESS · 手机壳', en: 'AM EMPTINESS · Phone case' },
      headline: { cn: '留白。', en: 'Room to breathe.' },
      body: {
        cn: '一只围绕“没有”来设计的手机壳：更薄的壁、恰好的保护，背面一圈圈光环向边缘渐渐淡去。',
        en: 'A case designed around what isn’t there: thinner walls, just enough protection, and rings of light that fade out towards the edges.',
      },
      stats: [
        { value: '1.2mm', label: { cn: '壁厚', en: 'walls' } },
        { value: '0.5mm', label: { cn: '镜头凸边', en: 'lens lip' } },
        { value: 'N52', label: { cn: '磁铁', en: 'magnets' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '保护', en: 'Protection' },
      headline: { cn: '薄，但不脆弱。', en: 'Thin, not fragile.' },
      body: {
        cn: '四角内置气囊吸收跌落冲击，镜头与屏幕边缘都高出 0.5 毫米，平放在桌上时不会直接接触桌面。',
        en: 'Air pockets in the corners soak up drops, and a 0.5 mm lip around the lenses and screen keeps both off the table when the phone lies flat.',
      },
      bullets: [
        { cn: '四角气囊防摔', en: 'Air-pocket corners' },
        { cn: '镜头与屏幕凸边 0.5 毫米', en: '0.5 mm lip for lenses and screen' },
        { cn: '实体按键，手感清晰', en: 'Covered buttons with a clean click' },
      ],
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '磁吸', en: 'Magnetic' },
      headline: { cn: '一圈磁铁，吸住就充。', en: 'One ring of magnets. Snap and charge.' },
      body: {
        cn: '内置磁吸圈对准无线充电线圈，支持磁吸充电器与配件；搭配 CYBERCHARGE，从桌面到口袋一套搞定。',
        en: 'A built-in magnetic ring lines up with the charging coil for magnetic chargers and accessories — pair it with CYBERCHARGE from desk to pocket.',
      },
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '适配机型', en: 'Fits' },
          value: { cn: 'iPhone 15 Pro / 15 Pro Max', en: 'iPhone 15 Pro / 15 Pro Max' },
        },
        { label: { cn: '壁厚', en: 'Wall thickness' }, value: { cn: '1.2 毫米', en: '1.2 mm' } },
        {
          label: { cn: '材质', en: 'Material' },
          value: { cn: '磨砂 PC 背板，TPU 边框', en: 'Frosted PC back, TPU frame' },
        },
        { label: { cn: '磁吸', en: 'Magnets' }, value: { cn: '内置 N52 磁吸圈', en: 'Built-in N52 ring' } },
        { label: { cn: '无线充电', en: 'Wireless charging' }, value: { cn: '支持', en: 'Supported' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '让手机\u200b也留点白。', en: 'Give your phone some space.' },
      body: {
        cn: 'iPhone 16 系列请选择 EMPTINESS 手机壳 16。',
        en: 'For the iPhone 16 series, choose EMPTINESS PHONE CASE 16.',
      },
    },
  ],
};
