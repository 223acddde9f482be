import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-emptiness-phone-case-16',
  productCode: 'am-emptiness-phone-case-16',
  accent: '#D7D2FF',
  name: { cn: 'AM EMPTINESS 手机壳 16', en: 'AM EMPTINESS PHONE CASE 16' },
  title: {
    cn: 'AM EMPTINESS 手机壳 16 · 为新机型重新留白',
    en: 'AM EMPTINESS PHONE CASE 16 · Emptiness, refitted for the new phone',
  },
  description: {
    cn: 'AM EMPTINESS 手机壳 16：为 16 系列机型重新开模，保留 1.2 毫米薄壁与磁吸圈，新增拍照按键的蓝宝石镜面盖板，背面光环改为淡紫渐变。',
    en: 'AM EMPTINESS PHONE CASE 16: re-tooled for the 16 series, keeping the 1.2 mm walls and magnetic ring, adding a sapphire-glass cover over the camera button, with the rings now fading in lavender.',
  },
  art: { kind: 'phone-case' },
  artLabel: {
    cn: '手机壳的背面：镜头模组、磁吸圈与淡紫色光环',
    en: 'The back of a phone case: camera island, magnetic ring and lavender rings',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM EMPTINESS 16 · 手机壳', en: 'AM EMPTINESS 16 · Phone case' },
      headline: { cn: '新手机，\u200b同样的留白。', en: 'New phone. Same quiet.' },
      body: {
        cn: '为 16 系列重新开模：壁依旧 1.2 毫米，磁吸依旧一贴即充，背面的光环换成了更柔和的淡紫色，向边缘慢慢消失。',
        en: 'Re-tooled for the 16 series: the walls are still 1.2 mm, the magnets still snap on to charge, and the rings on the back now fade out in a softer lavender.',
      },
      stats: [
        { value: '1.2mm', label: { cn: '壁厚', en: 'walls' } },
        { value: '16', label: { cn: '系列机型', en: 'series' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '拍照按键', en: 'Camera button' },
      headline: { cn: '按键之上，\u200b一片镜面。', en: 'A sliver of glass over the button.' },
      body: {
        cn: '新的拍照按键上覆盖一片蓝宝石玻璃盖板，按压、轻扫都能准确传到手机上，不用为了拍照把壳摘下来。',
        en: 'A sapphire-glass cover sits over the new camera button and passes every press and swipe straight through, so you never take the case off to shoot.',
      },
      bullets: [
        { cn: '蓝宝石玻璃按键盖板', en: 'Sapphire-glass button cover' },
        { cn: '支持按压与轻扫', en: 'Press and swipe both pass through' },
        { cn: '镜头凸边保护', en: 'Raised lip round the lenses' },
      ],
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '适配', en: 'Fits' }, value: { cn: '16 系列机型', en: '16 series phones' } },
        { label: { cn: '壁厚', en: 'Walls' }, value: { cn: '1.2 毫米', en: '1.2 mm' } },
        {
          label: { cn: '磁吸', en: 'Magnets' },
          value: { cn: '内置磁吸圈，支持磁吸充电', en: 'Built-in ring, magnetic charging' },
        },
        {
          label: { cn: '拍照按键', en: 'Camera button' },
          value: { cn: '蓝宝石玻璃盖板', en: 'Sapphire-glass cover' },
        },
        { label: { cn: '印花', en: 'Print' }, value: { cn: '淡紫渐隐光环', en: 'Lavender fading rings' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '给新手机\u200b一点空白。', en: 'Give the new phone some room.' },
      body: {
        cn: '现货发售，下单即发。',
        en: 'In stock and ready to ship.',
      },
    },
  ],
};
