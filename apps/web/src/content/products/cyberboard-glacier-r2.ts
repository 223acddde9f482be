import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cyberboard-glacier-r2',
  productCode: 'cyberboard-glacier-r2',
  accent: '#9FE7FF',
  name: { cn: 'CYBERBOARD GLACIER R2', en: 'CYBERBOARD GLACIER R2' },
  title: {
    cn: 'CYBERBOARD GLACIER R2 · 冰川色点阵屏键盘第二版',
    en: 'CYBERBOARD GLACIER R2 · The ice-toned dot-matrix keyboard, second edition',
  },
  description: {
    cn: 'CYBERBOARD GLACIER R2：冰蓝磨砂外壳配白色键帽，点阵屏只用冷白与冰蓝两色，65% 配列 68 键，5000mAh 电池。',
    en: 'CYBERBOARD GLACIER R2: an ice-blue frosted shell with white keycaps, a panel lit only in cold white and ice blue, 68 keys in a 65% layout and a 5000mAh battery.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'GLACIER', finish: 'frost' },
  artLabel: {
    cn: '65% 键盘的俯视图：冰蓝磨砂外壳，点阵屏显示 GLACIER',
    en: 'A 65% keyboard from above: an ice-blue frosted shell with the panel reading GLACIER',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERBOARD · 冰川 R2', en: 'CYBERBOARD · Glacier R2' },
      headline: { cn: '一块\u200b不会融化的冰。', en: 'Ice that never melts.' },
      body: {
        cn: '冰川第二版把整块键盘调成了冷色：冰蓝磨砂外壳、白色键帽，点阵屏像冰层下透出的光。',
        en: 'The second Glacier edition turns the whole board cold: an ice-blue frosted shell, white keycaps, and a panel that glows like light beneath an ice sheet.',
      },
      stats: [
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '5000mAh', label: { cn: '电池', en: 'battery' } },
        { value: 'R2', label: { cn: '第二版', en: 'second edition' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '色彩', en: 'The palette' },
      headline: { cn: '只用两种\u200b冷色的光。', en: 'Two cold colours, nothing else.' },
      body: {
        cn: '点阵屏预设只有冷白与冰蓝两色，动画里飘着缓慢的雪和冰裂纹。你仍然可以在 AM Master 里画下任何图案。',
        en: 'The panel’s presets use only cold white and ice blue, with slow snowfall and creeping ice cracks. In AM Master you can still draw anything you like.',
      },
      bullets: [
        { cn: '冰蓝磨砂半透外壳', en: 'Ice-blue frosted translucent shell' },
        { cn: '白色 PBT 键帽，灰蓝字符', en: 'White PBT keycaps with blue-grey legends' },
        { cn: '预装落雪与冰裂动画', en: 'Snowfall and ice-crack animations preinstalled' },
      ],
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'SNOW', finish: 'frost' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '第二版', en: 'What changed' },
      headline: { cn: '更透，\u200b也更安静。', en: 'Clearer, and quieter.' },
      body: {
        cn: '相比初版冰川，R2 的外壳更透，内部加了一层吸音棉，敲击声更低沉；无线连接与 5000mAh 电池让它可以离开线缆。',
        en: 'Compared with the first Glacier, R2’s shell is clearer and a layer of foam inside deepens the sound. Wireless connection and a 5000mAh battery let it leave the cable behind.',
      },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        { label: { cn: '外壳', en: 'Case' }, value: { cn: '冰蓝磨砂 PC', en: 'Ice-blue frosted PC' } },
        { label: { cn: '键帽', en: 'Keycaps' }, value: { cn: '白色 PBT', en: 'White PBT' } },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: '顶部 LED 点阵屏', en: 'LED dot matrix along the top' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '冰川 R2 已售罄。', en: 'Glacier R2 has sold out.' },
      body: {
        cn: '登记兴趣，下一次降温时我们会通知你。',
        en: 'Register your interest and we will let you know when the next cold front arrives.',
      },
    },
  ],
};
