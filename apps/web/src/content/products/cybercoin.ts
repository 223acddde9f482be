import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'cybercoin',
  productCode: 'cybercoin',
  accent: '#FFD23C',
  name: { cn: 'CYBERCOIN 赛博币', en: 'CYBERCOIN' },
  title: {
    cn: 'CYBERCOIN 赛博币 · 可以握在手里的纪念币',
    en: 'CYBERCOIN · A commemorative coin you can hold',
  },
  description: {
    cn: 'CYBERCOIN 赛博币：黄铜铸造、双面浮雕的实体纪念币，一面是 CYBERBOARD 点阵屏，一面是猫爪印，每枚附独立编号。',
    en: 'CYBERCOIN: a cast-brass commemorative coin in relief on both sides — the CYBERBOARD panel on one face, a cat’s paw on the other — each individually numbered.',
  },
  art: { kind: 'coin' },
  artLabel: {
    cn: '一枚金色纪念币的斜视图，币面刻着点阵图案',
    en: 'A gold coin at an angle, its face engraved with a dot-matrix pattern',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'CYBERCOIN · 纪念币', en: 'CYBERCOIN · Commemorative coin' },
      headline: { cn: '一枚\u200b可以握住的像素。', en: 'A pixel you can hold.' },
      body: {
        cn: '我们把 CYBERBOARD 的点阵屏铸进了一枚黄铜币：沉甸甸的，放在桌上、口袋里，或者键盘旁边。',
        en: 'We cast the CYBERBOARD panel into a brass coin: weighty, made for the desk, the pocket, or the spot next to your keyboard.',
      },
      stats: [
        { value: '40mm', label: { cn: '直径', en: 'diameter' } },
        { value: '3mm', label: { cn: '厚度', en: 'thick' } },
        { value: '2', label: { cn: '面浮雕', en: 'relief faces' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '两面', en: 'Two faces' },
      headline: { cn: '一面是光，\u200b一面是猫。', en: 'Light on one side, a cat on the other.' },
      body: {
        cn: '正面是凸起的点阵，排出 CYBER 字样；背面是一枚猫爪印和铸造编号。边缘滚有细齿，握在指间有清晰的触感。',
        en: 'The front is a raised dot matrix spelling CYBER; the back carries a cat’s paw and the coin’s number. A finely milled edge gives your fingers something to turn.',
      },
      bullets: [
        { cn: '黄铜铸造，仿古金色', en: 'Cast brass, antique gold finish' },
        { cn: '正面点阵浮雕', en: 'Dot-matrix relief on the front' },
        { cn: '背面猫爪与独立编号', en: 'Paw print and number on the back' },
      ],
      art: { kind: 'coin' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '社区', en: 'Community' },
      headline: { cn: '实体的币，\u200b虚拟的喵币。', en: 'A coin in hand, MIAO COIN online.' },
      body: {
        cn: '在社区任务板上，成员之间用 MIAO COIN 互相打赏。CYBERCOIN 是它在现实中的纪念版。',
        en: 'On the community task board, members reward each other with MIAO COIN. CYBERCOIN is its keepsake in the physical world.',
      },
      link: { to: '/dao/', label: { cn: '去社区看看', en: 'Visit the community' } },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '材质', en: 'Material' }, value: { cn: '铸造黄铜', en: 'Cast brass' } },
        {
          label: { cn: '尺寸', en: 'Size' },
          value: { cn: '直径 40 毫米，厚 3 毫米', en: '40 mm across, 3 mm thick' },
        },
        {
          label: { cn: '表面', en: 'Finish' },
          value: { cn: '仿古金色，双面浮雕', en: 'Antique gold, relief on both faces' },
        },
        {
          label: { cn: '包装', en: 'Packaging' },
          value: { cn: '透明亚克力币盒', en: 'Clear acrylic capsule' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '赛博币已全部发行。', en: 'Every coin has been minted.' },
      body: {
        cn: 'CYBERCOIN 已售罄。登记兴趣，下一次铸造时通知你。',
        en: 'CYBERCOIN has sold out. Register your interest to hear about the next minting.',
      },
    },
  ],
};
