import { same, type LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'back-to-the-future-r2',
  productCode: 'back-to-the-future-r2',
  accent: '#3CC8FF',
  name: { cn: '回到未来 R2', en: 'BACK TO THE FUTURE R2' },
  title: {
    cn: '回到未来 R2 · 点阵屏显示 88 MPH 的 65% 键盘',
    en: 'BACK TO THE FUTURE R2 · The 65% board whose panel hits 88 MPH',
  },
  description: {
    cn: '回到未来 R2：65% 配列 68 键，拉丝不锈钢质感外壳与速度表点阵动画，打字越快读数越高；团购定金 20%，开产前可退。',
    en: 'BACK TO THE FUTURE R2: 68 keys in a 65% layout, a brushed-steel look and a speedometer panel that climbs as you type faster. 20% group-buy deposit, refundable until production starts.',
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: '88 MPH' },
  artLabel: {
    cn: '65% 键盘的俯视图：点阵屏显示 88 MPH',
    en: 'A 65% keyboard from above with its panel reading 88 MPH',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: '回到未来 R2', en: 'BACK TO THE FUTURE R2' },
      headline: { cn: '打到 88，\u200b就出发。', en: 'Hit 88 and you’re gone.' },
      body: {
        cn: '点阵屏是一块速度表：打字越快，读数越高。冲到 88 的那一刻，整块屏幕会闪出一道电弧。',
        en: 'The panel is a speedometer: the faster you type, the higher it reads. Reach 88 and the whole matrix flashes with an arc of lightning.',
      },
      stats: [
        { value: '65%', label: { cn: '配列', en: 'layout' } },
        { value: '68', label: { cn: '按键', en: 'keys' } },
        { value: '88', label: { cn: '出发速度', en: 'to depart' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '速度表', en: 'Speedometer' },
      headline: { cn: '你的手速，\u200b就是车速。', en: 'Your typing is the throttle.' },
      body: {
        cn: '键盘实时统计每分钟击键数，换算成速度显示在屏上；也可以切回时钟、电量或自定义动画。',
        en: 'The board counts your keystrokes per minute live and shows them as speed; switch back to a clock, battery or your own animation any time.',
      },
      art: { kind: 'keyboard', layout: '65', led: true, ledText: '42 MPH', finish: 'silver' },
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: 'R2', en: 'What’s new' },
      headline: { cn: '第二趟，\u200b更稳的车身。', en: 'A steadier chassis for the second trip.' },
      body: {
        cn: 'R2 换上拉丝纹理的铝合金外壳、Gasket 结构和 10000mAh 电池，屏幕亮度也提高了一档。',
        en: 'R2 moves to a brushed aluminium case, a gasket mount and a 10000mAh battery, and the panel is a step brighter.',
      },
      bullets: [
        { cn: '拉丝铝合金外壳', en: 'Brushed aluminium case' },
        { cn: 'Gasket 结构', en: 'Gasket mount' },
        { cn: '10000mAh 电池', en: '10000mAh battery' },
      ],
      side: 'right',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规格', en: 'Specifications' },
      headline: { cn: '参数一览', en: 'The numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '65%，68 键', en: '65%, 68 keys' } },
        { label: { cn: '外壳', en: 'Case' }, value: { cn: '拉丝铝合金', en: 'Brushed aluminium' } },
        {
          label: { cn: '显示', en: 'Display' },
          value: { cn: 'LED 点阵屏，速度表动画', en: 'LED dot matrix, speedometer mode' },
        },
        {
          label: { cn: '连接', en: 'Connection' },
          value: { cn: 'USB-C 有线、2.4GHz、蓝牙', en: 'USB-C wired, 2.4 GHz, Bluetooth' },
        },
        { label: { cn: '电池', en: 'Battery' }, value: same('10000mAh') },
        {
          label: { cn: '定金', en: 'Deposit' },
          value: { cn: '全款的 20%，开产前可退', en: '20% of the full price, refundable until production' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '上车，\u200b系好安全带。', en: 'Get in. Buckle up.' },
      body: {
        cn: '团购进行中：付 20% 定金锁定名额，开产前可退。',
        en: 'The group buy is open: a 20% deposit holds your place and is refundable until production starts.',
      },
    },
  ],
};
