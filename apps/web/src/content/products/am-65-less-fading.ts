import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-65-less-fading',
  productCode: 'am-65-less-fading',
  accent: '#FF8FC7',
  name: { cn: 'AM 65 LESS 褪色版', en: 'AM 65 LESS FADING' },
  title: {
    cn: 'AM 65 LESS 褪色版 · 只做 10 台的渐变外壳',
    en: 'AM 65 LESS FADING · A gradient shell, only 10 made',
  },
  description: {
    cn: 'AM 65 LESS 褪色版：阳极铝外壳从一端的暮粉渐渐褪成另一端的银灰，每台过渡各不相同，Alice 式 65% 配列，全球仅 10 台。',
    en: 'AM 65 LESS FADING: an anodised aluminium case that fades from dusk pink at one end to silver grey at the other, a little differently on every unit — an Alice-style 65% keyboard, only 10 made.',
  },
  art: { kind: 'keyboard', layout: 'alice', finish: 'graphite' },
  artLabel: {
    cn: 'Alice 配列键盘的俯视图：外壳颜色从一端渐渐褪去',
    en: 'An Alice-style keyboard from above, its case colour fading from one end to the other',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM 65 LESS · 褪色限量', en: 'AM 65 LESS · Fading edition' },
      headline: { cn: '像黄昏一样\u200b慢慢褪去。', en: 'Fading out, like dusk.' },
      body: {
        cn: '褪色版把一场日落留在了外壳上：从左手边的暮粉，到右手边的银灰，中间没有一条清晰的分界。',
        en: 'The Fading edition keeps a sunset on its case: dusk pink under your left hand, silver grey under your right, and no clear line in between.',
      },
      stats: [
        { value: '10', label: { cn: '全球限量', en: 'units worldwide' } },
        { value: '65%', label: { cn: '尺寸', en: 'footprint' } },
        { value: '8°', label: { cn: '每侧倾角', en: 'per-side angle' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '工艺', en: 'The craft' },
      headline: { cn: '每一台，\u200b都褪得不一样。', en: 'Every unit fades its own way.' },
      body: {
        cn: '渐变由手工分段浸染完成，染液在铝表面停留的时间决定颜色深浅。所以这 10 台里，没有两台的渐变完全相同。',
        en: 'The gradient is dyed by hand in stages; how long the dye rests on the aluminium sets the depth of colour. Among these 10, no two gradients match exactly.',
      },
      bullets: [
        { cn: '手工分段浸染阳极铝', en: 'Hand-dyed anodised aluminium, in stages' },
        { cn: '底部刻有编号 01–10', en: 'Numbered 01–10 on the base' },
        { cn: '附编号证书', en: 'Comes with a numbered certificate' },
      ],
      art: { kind: 'keyboard', layout: 'alice', finish: 'silver' },
      side: 'right',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '限量', en: 'Limited' },
      headline: { cn: '只有 10 台。', en: 'Ten, and no more.' },
      editions: [
        {
          name: { cn: '褪色版 FADING', en: 'FADING edition' },
          body: {
            cn: '暮粉到银灰的渐变阳极铝外壳，配灰白双色键帽。',
            en: 'A dusk-pink to silver-grey anodised case with grey and white keycaps.',
          },
          limited: 10,
          art: { kind: 'keyboard', layout: 'alice', finish: 'graphite' },
        },
      ],
      note: {
        cn: '限量版为特殊产品，不支持无理由退货，仅提供更换或维修。',
        en: 'Limited editions are special products: not returnable, replacement or repair only.',
      },
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '配列', en: 'Layout' },
          value: { cn: 'Alice 式，65% 尺寸', en: 'Alice-style, 65% footprint' },
        },
        { label: { cn: '倾角', en: 'Angle' }, value: { cn: '左右各 8°', en: '8° per side' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: '手工渐变阳极铝', en: 'Hand-graded anodised aluminium' },
        },
        {
          label: { cn: '灯光', en: 'Lighting' },
          value: { cn: '左右侧灯条，可定制文字', en: 'Side light bars with your own text' },
        },
        { label: { cn: '连接', en: 'Connection' }, value: { cn: 'USB-C 有线', en: 'USB-C wired' } },
        { label: { cn: '限量', en: 'Run' }, value: { cn: '10 台', en: '10 units' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '黄昏已经过去。', en: 'Dusk has passed.' },
      body: {
        cn: '10 台褪色版已全部售出。登记兴趣，下一次限量开放时通知你。',
        en: 'All 10 Fading units have sold. Register your interest to hear about the next limited run.',
      },
    },
  ],
};
