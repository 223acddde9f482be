import type { ManualPage } from '@/content/info/types';
import { careSection, connectionTable, firmwareSection, helpNote } from './_shared';

export const page: ManualPage = {
  id: 'am-hatsu',
  eyebrow: { cn: '用户手册', en: 'User manual' },
  title: { cn: 'AM HATSU 用户手册', en: 'AM HATSU user manual' },
  description: {
    cn: 'AM HATSU 的开箱、连接、状态面罩的含义、编号与序列号位置、固件升级和保养。',
    en: 'Unboxing AM HATSU, connecting it, what the status visor tells you, its number and serial, firmware updates and care.',
  },
  updated: '2026-09-15',
  art: { kind: 'keyboard', layout: '60', shell: 'mech', led: true, ledText: 'UNIT 01' },
  facts: [
    { value: { cn: '60%', en: '60%' }, label: { cn: '61 键配列', en: '61-key layout' } },
    { value: { cn: '5000mAh', en: '5000mAh' }, label: { cn: '内置电池', en: 'built-in battery' } },
    {
      value: { cn: '专属编号', en: 'Numbered' },
      label: { cn: '刻在左右两侧', en: 'engraved on both sides' },
    },
  ],
  sections: [
    {
      id: 'in-the-box',
      heading: { cn: '包装内容', en: 'In the box' },
      points: [
        { cn: 'AM HATSU 键盘与编号证书', en: 'AM HATSU keyboard and its numbered certificate' },
        { cn: 'USB-C 编织数据线', en: 'Braided USB-C cable' },
        { cn: '2.4GHz 接收器', en: '2.4 GHz receiver' },
        { cn: '拔键器、拔轴器和六角扳手', en: 'Keycap puller, switch puller and hex key' },
      ],
    },
    {
      id: 'first-start',
      heading: { cn: '第一次使用', en: 'First start' },
      steps: [
        {
          cn: '用数据线连接电脑，面罩亮起，显示你的编号。',
          en: 'Connect it to your computer with the cable: the visor lights up and shows your unit number.',
        },
        { cn: '首次无线使用前请先充满电。', en: 'Charge it fully before the first wireless session.' },
        { cn: '按下面的组合键选择连接方式。', en: 'Choose how to connect with the key combinations below.' },
      ],
    },
    {
      id: 'connect',
      heading: { cn: '连接方式', en: 'Connecting' },
      table: connectionTable,
    },
    {
      id: 'visor',
      heading: { cn: '状态面罩', en: 'The status visor' },
      table: [
        { label: { cn: '青色常亮', en: 'Steady cyan' }, value: { cn: '已连接', en: 'Connected' } },
        { label: { cn: '青色闪烁', en: 'Blinking cyan' }, value: { cn: '正在配对', en: 'Pairing' } },
        { label: { cn: '琥珀色', en: 'Amber' }, value: { cn: '正在充电', en: 'Charging' } },
        {
          label: { cn: '红色闪烁', en: 'Blinking red' },
          value: { cn: '电量低于 15%', en: 'Battery below 15%' },
        },
      ],
    },
    {
      id: 'number',
      heading: { cn: '编号与序列号', en: 'Your number and serial' },
      paragraphs: [
        {
          cn: '每台 AM HATSU 都有自己的编号。选号通过排队进行：轮到你时有 3 小时选择，超时将随机分配。编号和序列号刻在键盘的左右两侧。',
          en: 'Every AM HATSU has its own number, picked through a queue: when your turn comes you have 3 hours to choose, after which a number is assigned at random. The number and the serial are engraved on the left and right sides.',
        },
      ],
    },
    firmwareSection,
    careSection,
    {
      id: 'troubleshooting',
      heading: { cn: '常见问题', en: 'Troubleshooting' },
      table: [
        {
          label: { cn: '面罩不显示编号', en: 'The visor does not show the number' },
          value: {
            cn: '在 AM Master 中打开“显示编号”，或恢复出厂设置。',
            en: 'Turn on “Show number” in AM Master, or do a factory reset.',
          },
        },
        {
          label: { cn: '蓝牙连不上', en: 'Bluetooth will not connect' },
          value: {
            cn: '删除电脑上的旧配对，再长按 Fn + Q 重新配对。',
            en: 'Remove the old pairing on your computer, then hold Fn + Q to pair again.',
          },
        },
      ],
      note: helpNote,
    },
  ],
};
