import type { ManualPage } from '@/content/info/types';
import { careSection, connectionTable, firmwareSection, helpNote } from './_shared';

export const page: ManualPage = {
  id: 'cyberboard-r4',
  eyebrow: { cn: '用户手册', en: 'User manual' },
  title: { cn: 'CYBERBOARD R4 用户手册', en: 'CYBERBOARD R4 user manual' },
  description: {
    cn: 'CYBERBOARD R4 的开箱、三种连接方式、LED 点阵面板操作、充电、固件升级、保养与序列号位置。',
    en: 'Unboxing the CYBERBOARD R4, its three ways to connect, the LED dot-matrix panel, charging, firmware updates, care and where to find the serial number.',
  },
  updated: '2026-09-15',
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'R4 STREET', finish: 'graffiti' },
  video: '/cyberboard-r2_5/disassembly-guide/',
  facts: [
    { value: { cn: '65%', en: '65%' }, label: { cn: '68 键配列', en: '68-key layout' } },
    { value: { cn: '10000mAh', en: '10000mAh' }, label: { cn: '内置电池', en: 'built-in battery' } },
    {
      value: { cn: '3 种', en: '3 ways' },
      label: { cn: '有线、2.4GHz、蓝牙', en: 'wired, 2.4 GHz, Bluetooth' },
    },
  ],
  sections: [
    {
      id: 'in-the-box',
      heading: { cn: '包装内容', en: 'In the box' },
      points: [
        {
          cn: 'CYBERBOARD R4 键盘（已装好轴体和键帽）',
          en: 'CYBERBOARD R4 keyboard, switches and keycaps fitted',
        },
        { cn: 'USB-C 转 USB-C 编织数据线', en: 'Braided USB-C to USB-C cable' },
        {
          cn: '2.4GHz 接收器（收纳在键盘底部的磁吸仓里）',
          en: '2.4 GHz receiver, stored in the magnetic slot under the keyboard',
        },
        { cn: '拔键器与拔轴器', en: 'Keycap puller and switch puller' },
        { cn: '喷涂师签名卡与防尘罩', en: 'The painter’s signed card and a dust cover' },
      ],
    },
    {
      id: 'first-start',
      heading: { cn: '第一次使用', en: 'First start' },
      steps: [
        {
          cn: '用附带的数据线连接电脑，键盘会开始充电，点阵面板亮起开机动画。',
          en: 'Connect the keyboard to your computer with the included cable. It starts charging and the panel plays its start-up animation.',
        },
        {
          cn: '第一次无线使用前，建议先充满电（约 4 小时）。',
          en: 'Before the first wireless session, charge it fully (about 4 hours).',
        },
        {
          cn: '把底部开关拨到 ON，即可切换到无线模式。',
          en: 'Slide the switch underneath to ON to use it wirelessly.',
        },
      ],
    },
    {
      id: 'connect',
      heading: { cn: '连接方式', en: 'Connecting' },
      paragraphs: [
        {
          cn: 'R4 可以记住 3 台蓝牙设备和 1 个 2.4GHz 接收器，在它们之间一键切换。配对时面板会闪烁对应的编号。',
          en: 'The R4 remembers three Bluetooth devices and one 2.4 GHz receiver, and switches between them with one key. While pairing, the panel blinks the slot number.',
        },
      ],
      table: connectionTable,
    },
    {
      id: 'panel',
      heading: { cn: 'LED 点阵面板', en: 'The LED dot-matrix panel' },
      table: [
        {
          label: { cn: 'Fn + 空格', en: 'Fn + Space' },
          value: { cn: '打开或关闭面板', en: 'Panel on or off' },
        },
        {
          label: { cn: 'Fn + ← / →', en: 'Fn + ← / →' },
          value: { cn: '切换面板动画', en: 'Previous or next animation' },
        },
        {
          label: { cn: 'Fn + ↑ / ↓', en: 'Fn + ↑ / ↓' },
          value: { cn: '调节亮度', en: 'Brightness up or down' },
        },
        {
          label: { cn: 'Fn + T', en: 'Fn + T' },
          value: { cn: '打字响应模式：面板随按键变化', en: 'Typing mode: the panel answers every keystroke' },
        },
      ],
      note: {
        cn: '自己绘制的动画和滚动文字在 AM Master 的面板编辑器里制作，一键写入键盘。',
        en: 'Draw your own animations and scrolling text in AM Master’s panel editor and write them to the keyboard in one click.',
      },
    },
    {
      id: 'battery',
      heading: { cn: '电池与充电', en: 'Battery and charging' },
      points: [
        {
          cn: '10000mAh 电池；面板常亮时续航会明显缩短，关闭面板最省电。',
          en: '10000mAh battery; a panel that is always on shortens the runtime noticeably — switching it off saves the most.',
        },
        {
          cn: '电量低于 15% 时，面板左上角会出现闪烁的电池图标。',
          en: 'Below 15% a blinking battery icon appears in the top-left corner of the panel.',
        },
        {
          cn: '请使用 5V 充电器或电脑 USB 口充电。',
          en: 'Charge from a 5 V charger or a computer’s USB port.',
        },
      ],
    },
    firmwareSection,
    {
      id: 'switches',
      heading: { cn: '更换轴体与键帽', en: 'Changing switches and keycaps' },
      steps: [
        { cn: '关闭键盘并拔下数据线。', en: 'Switch the keyboard off and unplug the cable.' },
        { cn: '用拔键器垂直拔下键帽。', en: 'Pull the keycap straight up with the keycap puller.' },
        {
          cn: '用拔轴器夹住轴体上下两个卡扣，垂直拔出。',
          en: 'Grip the top and bottom clips of the switch with the switch puller and pull it straight out.',
        },
        {
          cn: '插入新轴前确认引脚是直的，对准插孔垂直按下。支持 3 脚和 5 脚轴体。',
          en: 'Check the new switch’s pins are straight, line them up and press straight down. Both 3-pin and 5-pin switches fit.',
        },
      ],
    },
    careSection,
    {
      id: 'serial',
      heading: { cn: '序列号在哪里', en: 'Where is the serial number' },
      paragraphs: [
        {
          cn: 'CYBERBOARD 的序列号（SN）贴在键盘底部右下角。验证真伪或联系售后时都会用到它。',
          en: 'A CYBERBOARD’s serial number (SN) is on the bottom of the keyboard, at the bottom right. You need it to verify the product and when you contact after-sales.',
        },
      ],
    },
    {
      id: 'troubleshooting',
      heading: { cn: '常见问题', en: 'Troubleshooting' },
      table: [
        {
          label: { cn: '蓝牙连不上', en: 'Bluetooth will not connect' },
          value: {
            cn: '在电脑上删除旧的配对记录，再长按 Fn + Q 重新配对。',
            en: 'Remove the old pairing on your computer, then hold Fn + Q to pair again.',
          },
        },
        {
          label: { cn: '无线有延迟或断续', en: 'Wireless lags or drops' },
          value: {
            cn: '改用 2.4GHz，把接收器插在离键盘更近的 USB 口。',
            en: 'Use 2.4 GHz and plug the receiver into a USB port closer to the keyboard.',
          },
        },
        {
          label: { cn: '面板不亮', en: 'The panel stays dark' },
          value: {
            cn: '按 Fn + 空格；仍然不亮时检查电量，或在 AM Master 中查看面板设置。',
            en: 'Press Fn + Space; if it stays dark, check the battery or the panel settings in AM Master.',
          },
        },
        {
          label: { cn: '某个键没有反应', en: 'One key does nothing' },
          value: {
            cn: '拔下该键的轴体，检查引脚是否弯曲后重新插入。',
            en: 'Pull that switch, check its pins are straight and seat it again.',
          },
        },
      ],
      note: helpNote,
    },
  ],
};
