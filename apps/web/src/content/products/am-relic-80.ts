import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-relic-80',
  productCode: 'am-relic-80',
  accent: '#E8B36A',
  name: { cn: 'AM RELIC 80', en: 'AM RELIC 80' },
  title: {
    cn: 'AM RELIC 80 · 做旧银色的 80% 无数字区键盘',
    en: 'AM RELIC 80 · A tenkeyless keyboard with a hand-rubbed patina',
  },
  description: {
    cn: 'AM RELIC 80：87 键 80% 配列，手工做旧的铝合金外壳，配列套件可更换底行与右侧修饰键。',
    en: 'AM RELIC 80: 87 keys in an 80% layout, a hand-rubbed aluminium case, and a layout kit that swaps the bottom row and right-hand modifiers.',
  },
  art: { kind: 'keyboard', layout: '80', finish: 'silver' },
  artLabel: {
    cn: '80% 无数字区键盘的俯视图：银色外壳，独立功能键与方向键',
    en: 'An 80% tenkeyless keyboard from above: a silver case, a separate function row and arrow keys',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM RELIC 80 · 无数字区', en: 'AM RELIC 80 · Tenkeyless' },
      headline: { cn: '从未来出土的\u200b键盘。', en: 'Dug up from the future.' },
      body: {
        cn: '一块像出土文物般的键盘：做旧银色外壳、柔和的边线，87 键完整 80% 配列，功能键就在你习惯的位置。',
        en: 'A keyboard shaped like an artefact: a weathered silver case with softened edges, 87 keys in a full 80% layout, and the function row right where your hands expect it.',
      },
      stats: [
        { value: '80%', label: { cn: '配列', en: 'layout' } },
        { value: '87', label: { cn: '按键', en: 'keys' } },
        { value: '1000Hz', label: { cn: '回报率', en: 'polling' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '做旧工艺', en: 'Patina' },
      headline: { cn: '刻意的岁月感。', en: 'Patina, on purpose.' },
      body: {
        cn: '每一块外壳经过喷砂、手工擦色与保护涂层三道工序：第一天就带着岁月的痕迹，并且永远停在那一刻。',
        en: 'Each case is bead-blasted, rubbed by hand and sealed. It looks well travelled on day one — and stays exactly that way.',
      },
      bullets: [
        { cn: '喷砂铝合金外壳', en: 'Bead-blasted aluminium case' },
        { cn: '手工擦色，每块纹理不同', en: 'Hand-rubbed finish, every case unique' },
        { cn: '耐磨保护涂层', en: 'Hard protective top coat' },
      ],
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '配列', en: 'Layout' },
      headline: { cn: '不多一键，不少一键。', en: 'Nothing missing. Nothing extra.' },
      body: {
        cn: '独立功能键、导航区和方向键：表格、代码和游戏，都用同一套肌肉记忆。',
        en: 'A separate function row, a navigation cluster and dedicated arrows: spreadsheets, code and games on the same muscle memory.',
      },
      stats: [
        { value: '12', label: { cn: '独立功能键', en: 'function keys' } },
        { value: '6', label: { cn: '导航键', en: 'navigation keys' } },
        { value: '4', label: { cn: '方向键', en: 'arrows' } },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '配列套件', en: 'Layout kit' },
      headline: { cn: '换配列，不换键盘。', en: 'Change the layout, keep the board.' },
      body: {
        cn: '配列套件替换底行和右侧修饰键：分体空格、7u 长空格或无 Win 键布局，每种都配有专属定位板。',
        en: 'The layout kit swaps the bottom row and right-hand modifiers — split space bars, a 7u bar or a WKL block — each with its own plate.',
      },
      bullets: [
        { cn: '分体空格：拇指各司其职', en: 'Split space: one job per thumb' },
        { cn: '7u 长空格：复古的对称感', en: '7u bar: classic symmetry' },
        { cn: 'WKL：没有误触的 Win 键', en: 'WKL: no stray Windows key' },
      ],
      art: { kind: 'keyboard', layout: '80', finish: 'graphite' },
      side: 'left',
    },
    {
      kind: 'gallery',
      eyebrow: { cn: '配色', en: 'Finishes' },
      headline: { cn: '三种出土状态。', en: 'Three states of discovery.' },
      items: [
        {
          image: 'images/am-relic-80/weathered-silver.jpg',
          art: { kind: 'keyboard', layout: '80', finish: 'silver' },
          caption: { cn: '做旧银', en: 'Weathered silver' },
        },
        {
          image: 'images/am-relic-80/obsidian.jpg',
          art: { kind: 'keyboard', layout: '80', finish: 'graphite' },
          caption: { cn: '黑曜石', en: 'Obsidian' },
        },
        {
          image: 'images/am-relic-80/frost.jpg',
          art: { kind: 'keyboard', layout: '80', finish: 'frost' },
          caption: { cn: '霜白', en: 'Frost' },
        },
      ],
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        {
          label: { cn: '配列', en: 'Layout' },
          value: { cn: '80% 无数字区，87 键', en: '80% tenkeyless, 87 keys' },
        },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: '铝合金，喷砂与手工做旧', en: 'Aluminium, bead-blasted, hand-rubbed' },
        },
        {
          label: { cn: '定位板', en: 'Plate' },
          value: { cn: 'PC 或铝合金，随配列套件更换', en: 'PC or aluminium, matched to the layout kit' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '回报率', en: 'Polling rate' }, value: same('1000Hz') },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        {
          label: { cn: '软件', en: 'Software' },
          value: { cn: 'AM Master 改键与固件更新', en: 'AM Master remapping and firmware updates' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '把它带回\u200b你的桌面。', en: 'Bring it back to your desk.' },
      body: {
        cn: '配列套件可单独购买，也可以与键盘一同下单。',
        en: 'The layout kit is sold on its own or together with the keyboard.',
      },
    },
  ],
};
