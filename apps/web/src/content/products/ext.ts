import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'ext',
  productCode: 'ext',
  accent: '#C6FF3C',
  name: { cn: 'EXT. 扩展', en: 'EXT.' },
  title: {
    cn: 'EXT. · 正在开发中的可扩展 60% 键盘',
    en: 'EXT. · An expandable 60% keyboard, in development',
  },
  description: {
    cn: 'EXT.：一块仍在开发中的 60% 点阵屏键盘，侧边预留磁吸扩展接口，可以接上旋钮、数字键或更多屏幕；细节可能会变化。',
    en: 'EXT.: a 60% dot-matrix keyboard still in development, with a magnetic expansion port on its side for a knob, a number pad or more screens. Details may change.',
  },
  art: { kind: 'keyboard', layout: '60', led: true, ledText: 'EXT.', finish: 'graphite' },
  artLabel: {
    cn: '60% 键盘的俯视图：石墨外壳，点阵屏显示 EXT.',
    en: 'A 60% keyboard from above: a graphite case with the panel reading EXT.',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'EXT. · 开发中', en: 'EXT. · In development' },
      headline: { cn: '一块\u200b可以继续长的键盘。', en: 'A keyboard that keeps growing.' },
      body: {
        cn: 'EXT. 是一个还没写完的想法：一块紧凑的 60% 键盘，侧边留出一个接口，等你需要什么，就接上什么。',
        en: 'EXT. is an idea still being written: a compact 60% keyboard with a port on its side, so you can attach whatever you need, when you need it.',
      },
      stats: [
        { value: '60%', label: { cn: '配列', en: 'layout' } },
        { value: '61', label: { cn: '按键', en: 'keys' } },
        { value: '1', label: { cn: '扩展接口', en: 'expansion port' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '扩展', en: 'Expansion' },
      headline: { cn: '磁吸一扣，\u200b多出一块。', en: 'Snap on one more piece.' },
      body: {
        cn: '我们正在试验几种扩展模块：一个旋钮、一组数字键、一块更宽的点阵屏。它们通过磁吸接口连接，不需要额外的线。',
        en: 'We are prototyping a few modules: a knob, a number block and a wider dot-matrix panel. They attach through the magnetic port, with no extra cable.',
      },
      bullets: [
        { cn: '旋钮模块（原型）', en: 'Knob module (prototype)' },
        { cn: '数字键模块（原型）', en: 'Number-pad module (prototype)' },
        { cn: '扩展点阵屏（构思中）', en: 'Extra panel (being explored)' },
      ],
      art: { kind: 'keyboard', layout: '60', led: true, ledText: 'PLUG IN', knob: true },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '一起做', en: 'Build it with us' },
      headline: { cn: '下一个模块，\u200b由你来提。', en: 'Suggest the next module.' },
      body: {
        cn: 'EXT. 的开发过程在社区公开。你想要什么样的扩展？在任务板上告诉我们，投票最高的想法会先做成原型。',
        en: 'EXT. is being developed in the open. What would you attach? Tell us on the task board — the most-voted ideas are prototyped first.',
      },
      link: { to: '/dao/', label: { cn: '去社区提建议', en: 'Share an idea' } },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '目前的规格', en: 'Specifications so far' },
      headline: { cn: '参数草案', en: 'Draft numbers' },
      rows: [
        { label: { cn: '配列', en: 'Layout' }, value: { cn: '60%，61 键', en: '60%, 61 keys' } },
        {
          label: { cn: '点阵屏', en: 'Panel' },
          value: { cn: '顶部 LED 点阵屏', en: 'LED dot matrix along the top' },
        },
        {
          label: { cn: '外壳', en: 'Case' },
          value: { cn: 'CNC 铝合金，石墨色', en: 'CNC aluminium, graphite' },
        },
        { label: { cn: '扩展', en: 'Expansion' }, value: { cn: '侧边磁吸接口', en: 'Magnetic side port' } },
        { label: { cn: '连接', en: 'Connection' }, value: { cn: 'USB-C 有线', en: 'USB-C wired' } },
      ],
      note: {
        cn: '开发中的产品，最终规格可能与此不同。',
        en: 'This product is in development; final specifications may differ.',
      },
    },
    {
      kind: 'cta',
      headline: { cn: '还在路上。', en: 'Still on its way.' },
      body: {
        cn: '订阅更新，EXT. 有新进展时第一时间告诉你。',
        en: 'Subscribe for updates and hear first when EXT. takes its next step.',
      },
    },
  ],
};
