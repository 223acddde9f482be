import type { ManualPage } from '@/content/info/types';
import { careSection, connectionTable, firmwareSection, helpNote } from './_shared';

export const page: ManualPage = {
  id: 'am-relic-80',
  eyebrow: { cn: '用户手册', en: 'User manual' },
  title: { cn: 'AM RELIC 80 用户手册', en: 'AM RELIC 80 user manual' },
  description: {
    cn: 'AM RELIC 80 的开箱、连接、1000Hz 回报率设置、配列套件的安装、固件升级，以及做旧外壳的保养。',
    en: 'Unboxing the AM RELIC 80, connecting it, the 1000Hz polling rate, fitting the layout kit, firmware updates and caring for the hand-rubbed case.',
  },
  updated: '2026-09-15',
  art: { kind: 'keyboard', layout: '80', finish: 'silver' },
  facts: [
    { value: { cn: '80%', en: '80%' }, label: { cn: '87 键配列', en: '87-key layout' } },
    {
      value: { cn: '1000Hz', en: '1000Hz' },
      label: { cn: '有线与 2.4GHz 回报率', en: 'polling, wired and 2.4 GHz' },
    },
    { value: { cn: '5000mAh', en: '5000mAh' }, label: { cn: '内置电池', en: 'built-in battery' } },
  ],
  sections: [
    {
      id: 'in-the-box',
      heading: { cn: '包装内容', en: 'In the box' },
      points: [
        { cn: 'AM RELIC 80 键盘', en: 'AM RELIC 80 keyboard' },
        { cn: 'USB-C 编织数据线与 2.4GHz 接收器', en: 'Braided USB-C cable and 2.4 GHz receiver' },
        { cn: '拔键器、拔轴器和螺丝刀', en: 'Keycap puller, switch puller and screwdriver' },
        { cn: '外壳保养布', en: 'A cloth for the case' },
      ],
    },
    {
      id: 'connect',
      heading: { cn: '连接方式', en: 'Connecting' },
      paragraphs: [
        {
          cn: '有线和 2.4GHz 模式下回报率为 1000Hz，蓝牙模式下为了省电会自动降低。',
          en: 'Wired and 2.4 GHz run at a 1000Hz polling rate; Bluetooth lowers it automatically to save power.',
        },
      ],
      table: connectionTable,
    },
    {
      id: 'layout-kit',
      heading: { cn: '安装配列套件', en: 'Fitting the layout kit' },
      paragraphs: [
        {
          cn: '配列套件可以把底行和右侧修饰键换成分离空格、7u 空格或 WKL。每种配列都有自己的定位板。',
          en: 'The layout kit swaps the bottom row and right-hand modifiers for split space bars, a 7u bar or a WKL block. Each layout has its own plate.',
        },
      ],
      steps: [
        {
          cn: '关闭键盘，拔下数据线，取下全部键帽。',
          en: 'Switch the keyboard off, unplug it and take off every keycap.',
        },
        {
          cn: '拧下底部 8 颗螺丝，轻轻抬起上盖。',
          en: 'Undo the 8 screws underneath and lift the top case gently.',
        },
        {
          cn: '拔下电池排线，取出定位板和 PCB 组件。',
          en: 'Disconnect the battery cable and lift out the plate and PCB together.',
        },
        {
          cn: '换上新配列的定位板，按新配列插回轴体。',
          en: 'Fit the plate of the new layout and put the switches back in the new positions.',
        },
        {
          cn: '按相反顺序装回，并在 AM Master 中选择对应的配列。',
          en: 'Reassemble in reverse order, then choose the same layout in AM Master.',
        },
      ],
    },
    firmwareSection,
    {
      ...careSection,
      note: {
        cn: '做旧外壳已经封过保护层，使用附带的保养布干擦即可，不需要上油或抛光。',
        en: 'The hand-rubbed case is sealed under a protective coat: dry-wipe it with the included cloth — no oil, no polish.',
      },
    },
    {
      id: 'troubleshooting',
      heading: { cn: '常见问题', en: 'Troubleshooting' },
      table: [
        {
          label: { cn: '换配列后按键错位', en: 'Keys are wrong after a layout change' },
          value: {
            cn: '在 AM Master 中选择与定位板一致的配列。',
            en: 'Choose the layout that matches the plate in AM Master.',
          },
        },
        {
          label: { cn: '游戏中偶尔掉键', en: 'Missed keys in games' },
          value: {
            cn: '改用有线或 2.4GHz，确认回报率为 1000Hz。',
            en: 'Use wired or 2.4 GHz and check the polling rate is 1000Hz.',
          },
        },
      ],
      note: helpNote,
    },
  ],
};
