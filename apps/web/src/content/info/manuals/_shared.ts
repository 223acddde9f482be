import type { DocSection, Localized } from '@/content/info/types';

/** Sections several keyboard manuals share, so a change reaches every manual at once. */

export const connectionTable: DocSection['table'] = [
  {
    label: { cn: 'Fn + Q / W / E（长按 3 秒）', en: 'Fn + Q / W / E (hold 3 s)' },
    value: { cn: '配对蓝牙设备 1 / 2 / 3', en: 'Pair Bluetooth device 1 / 2 / 3' },
  },
  {
    label: { cn: 'Fn + Q / W / E（短按）', en: 'Fn + Q / W / E (tap)' },
    value: { cn: '切换到已配对的蓝牙设备', en: 'Switch to a paired Bluetooth device' },
  },
  {
    label: { cn: 'Fn + R', en: 'Fn + R' },
    value: { cn: '切换到 2.4GHz 接收器', en: 'Switch to the 2.4 GHz receiver' },
  },
  {
    label: { cn: '插入 USB-C 数据线', en: 'Plug in the USB-C cable' },
    value: { cn: '有线模式并同时充电', en: 'Wired mode, charging at the same time' },
  },
  { label: { cn: 'Fn + B', en: 'Fn + B' }, value: { cn: '显示剩余电量', en: 'Show the battery level' } },
  {
    label: { cn: 'Fn + Esc（长按 5 秒）', en: 'Fn + Esc (hold 5 s)' },
    value: { cn: '恢复出厂设置', en: 'Factory reset' },
  },
];

export const firmwareSection: DocSection = {
  id: 'firmware',
  heading: { cn: 'AM Master 与固件升级', en: 'AM Master and firmware updates' },
  paragraphs: [
    {
      cn: '改键、宏、灯效和固件升级都在 AM Master 中完成，设置保存在键盘上，换一台电脑也不会丢失。',
      en: 'Remapping, macros, lighting and firmware updates all happen in AM Master. Settings are stored on the keyboard, so they travel with it to any computer.',
    },
  ],
  steps: [
    {
      cn: '下载并打开 AM Master（Windows、Mac 或网页版）。',
      en: 'Download and open AM Master (Windows, Mac or the web version).',
    },
    {
      cn: '用 USB-C 数据线连接键盘——固件升级必须使用有线连接。',
      en: 'Connect the keyboard with the USB-C cable — firmware updates need a wired connection.',
    },
    {
      cn: '有新固件时，设备卡片上会出现“升级”按钮，点击后等待进度条走完。',
      en: 'When new firmware is out, an Update button appears on the device card; click it and wait for the progress bar to finish.',
    },
    {
      cn: '升级过程中请不要拔线。如果意外断开，重新插上即可，键盘会回到上一个可用版本。',
      en: 'Do not unplug during the update. If the cable comes loose, plug it back in: the keyboard falls back to its last working version.',
    },
  ],
};

export const careSection: DocSection = {
  id: 'care',
  heading: { cn: '清洁与保养', en: 'Cleaning and care' },
  points: [
    {
      cn: '用微湿的软布擦拭外壳，不要使用酒精或溶剂。',
      en: 'Wipe the case with a slightly damp soft cloth; no alcohol or solvents.',
    },
    { cn: '拔下键帽后可以用软毛刷清理灰尘。', en: 'With the keycaps off, a soft brush clears the dust.' },
    {
      cn: '长期不用时，请充到一半左右电量再存放。',
      en: 'If you store it for a long time, charge the battery to about half first.',
    },
    { cn: '避免进液、暴晒和重压。', en: 'Keep it away from liquids, strong sun and heavy loads.' },
  ],
};

export const helpNote: Localized = {
  cn: '问题仍未解决？带上订单号和序列号，通过页面底部的“联系我们”找到我们，具体规则见“售后服务”。',
  en: 'Still stuck? Contact us through “Contact us” at the bottom of the page with your order and serial numbers; the After sales page has the rules.',
};
