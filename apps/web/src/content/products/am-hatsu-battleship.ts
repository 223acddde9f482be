import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-hatsu-battleship',
  productCode: 'am-hatsu-battleship',
  accent: '#7FA8C9',
  name: { cn: 'AM HATSU 战舰版', en: 'AM HATSU BATTLESHIP' },
  title: {
    cn: 'AM HATSU 战舰版 · 舰灰装甲的编号限量键盘',
    en: 'AM HATSU BATTLESHIP · The numbered 60% board in naval grey armour',
  },
  description: {
    cn: 'AM HATSU 战舰版：初号机的舰灰涂装，60% 配列 61 键，银色切角装甲与舷号点阵屏，限量 20 台，每台编号。',
    en: 'AM HATSU BATTLESHIP: Unit 01 in naval grey — 61 keys in a 60% layout, chamfered silver armour and a hull-number panel. 20 units, each numbered.',
  },
  art: { kind: 'keyboard', layout: '60', shell: 'mech', finish: 'silver', led: true, ledText: 'BB' },
  artLabel: {
    cn: '60% 键盘的俯视图：银灰切角装甲，点阵屏显示舷号 BB',
    en: 'A 60% keyboard from above: silver-grey chamfered armour and a panel showing the hull code BB',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM HATSU · 战舰版', en: 'AM HATSU · Battleship' },
      headline: { cn: '初号机，\u200b换上舰灰涂装。', en: 'Unit 01, painted for the fleet.' },
      body: {
        cn: '战舰版把 HATSU 的装甲刷成海军舰灰，点阵屏显示舷号，两侧格栅像甲板上的通风口。它不为出击，而为镇守你的桌面。',
        en: 'The Battleship edition paints HATSU’s armour naval grey, puts a hull number on the panel and turns the side vents into deck louvres. Built less to launch than to hold your desk.',
      },
      stats: [
        { value: '60%', label: { cn: '配列', en: 'layout' } },
        { value: '61', label: { cn: '按键', en: 'keys' } },
        { value: '20', label: { cn: '限量台数', en: 'units made' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '涂装', en: 'Paint' },
      headline: { cn: '舰灰，\u200b是最安静的颜色。', en: 'Naval grey is the quietest colour.' },
      body: {
        cn: '喷砂后多层喷涂的哑光舰灰，配以白色舷号与红色吃水线细节；序列号刻在机身左右两侧。',
        en: 'Matte naval grey over a blasted base, with white hull numbers and a thin red waterline; the serial is engraved on the left and right sides.',
      },
      bullets: [
        { cn: '哑光舰灰多层涂装', en: 'Multi-coat matte naval grey' },
        { cn: '红色吃水线细节', en: 'Red waterline detail' },
        { cn: '左右两侧刻编号', en: 'Numbered on both sides' },
      ],
      side: 'left',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '限量', en: 'Limited' },
      headline: { cn: '整支舰队，\u200b只有 20 艘。', en: 'A fleet of twenty.' },
      editions: [
        {
          name: { cn: '战舰版', en: 'Battleship' },
          body: {
            cn: '舰灰装甲、舷号点阵动画，附编号证书。',
            en: 'Naval grey armour, a hull-number panel animation and a numbered certificate.',
          },
          limited: 20,
          art: { kind: 'keyboard', layout: '60', shell: 'mech', finish: 'silver', led: true, ledText: 'BB' },
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
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '60%，61 键', en: '60%, 61 keys' } },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: '切角铝合金装甲，哑光舰灰', en: 'Chamfered aluminium armour, matte naval grey' },
        },
        {
          label: { cn: '序列号位置', en: 'Serial number' },
          value: { cn: '机身左右两侧', en: 'Left and right sides' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('5000mAh') },
        { label: { cn: '限量', en: 'Edition size' }, value: { cn: '20 台', en: '20 units' } },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '舰队已满员。', en: 'The fleet is full.' },
      body: {
        cn: '战舰版已售罄，登记后如有返场会第一时间通知你。',
        en: 'The Battleship edition is sold out; request it to hear first if it ever returns.',
      },
    },
  ],
};
