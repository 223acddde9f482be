import type { ManualPage } from '@/content/info/types';
import { careSection, firmwareSection, helpNote } from './_shared';

export const page: ManualPage = {
  id: 'am-afa-r2',
  eyebrow: { cn: '用户手册', en: 'User manual' },
  title: { cn: 'AM AFA R2 用户手册', en: 'AM AFA R2 user manual' },
  description: {
    cn: 'AM AFA R2 分体键盘的摆放与倾角调节、两半的无线配对、连接电脑、充电、固件升级和保养。',
    en: 'Setting up the AM AFA R2 split keyboard: placing and tenting the halves, pairing them, connecting to your computer, charging, firmware updates and care.',
  },
  updated: '2026-09-15',
  art: { kind: 'keyboard', layout: 'split' },
  facts: [
    { value: { cn: '62 键', en: '62 keys' }, label: { cn: '左右两半', en: 'across two halves' } },
    { value: { cn: '3 档', en: '3 heights' }, label: { cn: '磁吸支撑脚', en: 'of magnetic tenting feet' } },
    {
      value: { cn: '5000mAh', en: '5000mAh' },
      label: { cn: '电池，约一个月日常使用', en: 'battery, about a month of typing' },
    },
  ],
  sections: [
    {
      id: 'in-the-box',
      heading: { cn: '包装内容', en: 'In the box' },
      points: [
        { cn: '左右两半键盘', en: 'The left and right halves' },
        { cn: '3 对磁吸支撑脚（低、中、高）', en: '3 pairs of magnetic tenting feet (low, mid, high)' },
        { cn: 'USB-C 数据线与 2.4GHz 接收器', en: 'USB-C cable and 2.4 GHz receiver' },
        { cn: '拔键器与拔轴器', en: 'Keycap puller and switch puller' },
      ],
    },
    {
      id: 'placing',
      heading: { cn: '摆放你的两半', en: 'Placing the halves' },
      steps: [
        {
          cn: '坐直，双手自然放在桌上，把两半分别放在手落下的位置。',
          en: 'Sit up, let your hands fall naturally onto the desk, and put each half where a hand lands.',
        },
        {
          cn: '向外转动两半，直到前臂与按键排成一条直线。',
          en: 'Turn the halves outwards until your forearms line up with the keys.',
        },
        {
          cn: '从最低的支撑脚开始试，几天后再按需要调高。',
          en: 'Start with the lowest tenting feet and go higher after a few days if you want.',
        },
      ],
    },
    {
      id: 'pairing',
      heading: { cn: '两半配对与连接电脑', en: 'Pairing the halves and connecting' },
      paragraphs: [
        {
          cn: '两半出厂时已经配对，开机后会自动互相连接；左半负责连接电脑。',
          en: 'The halves come paired and find each other when switched on; the left half talks to your computer.',
        },
      ],
      table: [
        {
          label: { cn: '两半同时按住 Fn + P（5 秒）', en: 'Hold Fn + P on both halves (5 s)' },
          value: { cn: '重新配对两半', en: 'Pair the halves again' },
        },
        {
          label: { cn: 'Fn + Q / W / E', en: 'Fn + Q / W / E' },
          value: { cn: '蓝牙设备 1 / 2 / 3（长按配对）', en: 'Bluetooth device 1 / 2 / 3 (hold to pair)' },
        },
        { label: { cn: 'Fn + R', en: 'Fn + R' }, value: { cn: '2.4GHz 接收器', en: '2.4 GHz receiver' } },
        {
          label: { cn: '数据线接左半', en: 'Cable into the left half' },
          value: { cn: '有线模式', en: 'Wired mode' },
        },
      ],
    },
    {
      id: 'charging',
      heading: { cn: '充电', en: 'Charging' },
      points: [
        {
          cn: '两半各有电池，需要分别充电；可以轮流使用同一根数据线。',
          en: 'Each half has its own battery and charges separately; one cable can do both in turn.',
        },
        {
          cn: '指示灯琥珀色为充电中，熄灭为已充满。',
          en: 'The light is amber while charging and goes out when full.',
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
          label: { cn: '右半没有反应', en: 'The right half does nothing' },
          value: {
            cn: '检查右半电量，然后重新配对两半。',
            en: 'Check the right half’s battery, then pair the halves again.',
          },
        },
        {
          label: { cn: '手腕仍然不舒服', en: 'Your wrists still ache' },
          value: {
            cn: '降低支撑脚高度，或搭配腕托使用。',
            en: 'Lower the tenting feet, or add a wrist rest.',
          },
        },
      ],
      note: helpNote,
    },
  ],
};
