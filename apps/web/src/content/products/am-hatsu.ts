import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-hatsu',
  productCode: 'am-hatsu',
  accent: '#A6FF3C',
  name: { cn: 'AM HATSU 初号机', en: 'AM HATSU' },
  title: {
    cn: 'AM HATSU 初号机 · 装甲外壳的编号限量键盘',
    en: 'AM HATSU · The armoured, numbered 60% keyboard',
  },
  description: {
    cn: 'AM HATSU 初号机：60% 配列包裹在棱角分明的装甲外壳里，两侧散热格栅与一条发光视窗；每台都有编号，车主在排队中亲手选号。阿根廷版两款各限量 7 台。',
    en: 'AM HATSU: a 60% board in angular armour with vents on both flanks and a lit visor. Every unit is numbered and owners pick their number in a live queue. Two Argentina editions, 7 units each.',
  },
  art: { kind: 'keyboard', layout: '60', shell: 'mech', led: true, ledText: 'UNIT 01' },
  artLabel: {
    cn: '60% 键盘的俯视图：切角装甲外壳、两侧散热格栅，点阵屏显示 UNIT 01',
    en: 'A 60% keyboard from above: chamfered armour, side vents and a panel reading UNIT 01',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM HATSU · 初号机', en: 'AM HATSU · Unit 01' },
      headline: { cn: '初号机，准备出击。', en: 'Unit 01, ready for launch.' },
      body: {
        cn: 'HATSU 把 60% 键盘装进棱角分明的装甲：两侧散热格栅、一条贯穿顶部的发光视窗，还有一块只属于你的编号。',
        en: 'HATSU wraps a 60% board in angular armour: vents down both flanks, a lit visor across the top, and a serial number that is yours alone.',
      },
      stats: [
        { value: '60%', label: { cn: '配列', en: 'layout' } },
        { value: '61', label: { cn: '按键', en: 'keys' } },
        { value: '3h', label: { cn: '选号时限', en: 'to pick your number' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '装甲', en: 'Armour' },
      headline: { cn: '每一道切角\u200b都有用处。', en: 'Every chamfer has a job.' },
      body: {
        cn: '切角保护边缘不被磕碰，两侧格栅让电池与主控保持凉爽，顶部视窗显示连接与电量状态。',
        en: 'Chamfers take the knocks so the edges don’t, the side vents keep the battery and controller cool, and the visor shows connection and charge at a glance.',
      },
      bullets: [
        { cn: '切角铝合金装甲', en: 'Chamfered aluminium armour' },
        { cn: '两侧散热格栅', en: 'Vents on both flanks' },
        { cn: '状态视窗与点阵屏', en: 'Status visor and dot-matrix panel' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '编号', en: 'Numbered' },
      headline: { cn: '每一台，都有\u200b自己的编号。', en: 'Every unit has its own number.' },
      body: {
        cn: '车主凭订单号进入选号队列。轮到你时有 3 小时挑选心仪的号码；超时则随机分配。序列号刻在机身左右两侧。',
        en: 'Owners join the number queue with their order number. When your turn comes you have 3 hours to choose; after that a number is assigned at random. The serial is engraved on the left and right sides.',
      },
      link: { to: '/am-hatsu/number/', label: { cn: '进入选号', en: 'Pick your number' } },
      side: 'left',
    },
    {
      kind: 'editions',
      eyebrow: { cn: '限量版', en: 'Limited editions' },
      headline: { cn: '阿根廷版：一共 14 台。', en: 'Argentina editions: 14 units in all.' },
      editions: [
        {
          name: { cn: '天蓝白', en: 'Albiceleste' },
          body: {
            cn: '天蓝与白色的条纹装甲，视窗亮起天蓝色。',
            en: 'Sky-blue and white striped armour with a sky-blue visor.',
          },
          limited: 7,
          price: { cn: '580 美元', en: '580 USD' },
          art: { kind: 'keyboard', layout: '60', shell: 'mech', finish: 'silver', led: true, ledText: 'ARG' },
        },
        {
          name: { cn: '冠军金', en: 'Campeón' },
          body: {
            cn: '金色细节与三颗星的点阵动画，附编号证书。',
            en: 'Gold details, a three-star panel animation and a numbered certificate.',
          },
          limited: 7,
          price: { cn: '890 美元', en: '890 USD' },
          art: { kind: 'keyboard', layout: '60', shell: 'mech', led: true, ledText: '***' },
        },
      ],
      note: {
        cn: '限量版为特殊产品，不支持无理由退货，仅提供更换或维修。',
        en: 'Limited editions are special products: not returnable, replacement or repair only.',
      },
    },
    {
      kind: 'video',
      eyebrow: { cn: '影像', en: 'In motion' },
      headline: { cn: '出击前的\u200b最后检查。', en: 'The last check before launch.' },
      video: {
        src: 'video/am-hatsu/launch.mp4',
        snapshotTime: 5,
        autoplay: false,
        muted: false,
        loop: false,
        controls: true,
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
          value: { cn: '切角铝合金装甲', en: 'Chamfered aluminium armour' },
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
        {
          label: { cn: '选号时限', en: 'Number pick window' },
          value: { cn: '轮到后 3 小时', en: '3 hours from your turn' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '加入\u200b初号机编队。', en: 'Join the squadron.' },
      body: {
        cn: '下单后即可凭订单号进入选号队列。',
        en: 'Once you order, your order number gets you into the number queue.',
      },
    },
  ],
};
