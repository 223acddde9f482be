import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-master',
  productCode: 'am-master',
  accent: '#4DA3FF',
  name: { cn: 'AM MASTER', en: 'AM MASTER' },
  title: {
    cn: 'AM MASTER · 设备管理与固件更新',
    en: 'AM MASTER · Device management and firmware updates',
  },
  description: {
    cn: 'AM MASTER：改键、绘制点阵屏动画、调整灯光、一键更新固件。提供 Windows、Mac 桌面版与网页版。',
    en: 'AM MASTER: remap keys, draw panel animations, tune lighting and update firmware in one click. For Windows, Mac and the web.',
  },
  art: { kind: 'app' },
  artLabel: {
    cn: '桌面应用窗口：左侧设备列表，右侧键盘布局、点阵屏预览与固件更新进度条',
    en: 'A desktop app window: a device list, the keyboard layout, a panel preview and a firmware update progress bar',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM MASTER · 设备管理', en: 'AM MASTER · Device manager' },
      headline: { cn: '一个应用，管好\u200b每一台设备。', en: 'One app for every board.' },
      body: {
        cn: '改键、分层、点阵屏动画、灯光和固件更新，桌面上所有 MIAO 设备都在同一个窗口里。',
        en: 'Remapping, layers, panel animations, lighting and firmware: every MIAO device on your desk, in one window.',
      },
      stats: [
        { value: '3', label: { cn: '个平台', en: 'platforms' } },
        { value: '0.8.6', label: { cn: '桌面版', en: 'desktop version' } },
        { value: '1', label: { cn: '键更新固件', en: 'click to update' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '改键', en: 'Remap' },
      headline: { cn: '每个键\u200b都听你的。', en: 'Every key answers to you.' },
      body: {
        cn: '点一下键位、选一个功能：单键、组合键、宏，或者切换到另一层。设置保存在键盘里，换台电脑也不会丢。',
        en: 'Click a key, choose what it does: a key, a combo, a macro or a jump to another layer. Settings live on the keyboard, so they travel with it.',
      },
      bullets: [
        { cn: '多层配置与 Fn 组合', en: 'Layers and Fn combinations' },
        { cn: '录制宏，精确到毫秒', en: 'Macros recorded to the millisecond' },
        { cn: '配置保存在设备上', en: 'Settings stored on the device' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '点阵屏', en: 'Panel editor' },
      headline: { cn: '逐点作画，逐帧播放。', en: 'Draw dot by dot. Play frame by frame.' },
      body: {
        cn: '为 CYBERBOARD 等带点阵屏的键盘绘制动画：画笔、时间轴、导入图片，画完一键写入键盘。',
        en: 'Animate the panel of CYBERBOARD and other boards with a matrix: brush, timeline and image import, then write it to the keyboard in one click.',
      },
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'DRAW ME', finish: 'graphite' },
      side: 'left',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '固件', en: 'Firmware' },
      headline: { cn: '更新固件，不再提心吊胆。', en: 'Firmware updates without the nerves.' },
      body: {
        cn: '新固件发布时自动提醒。更新过程中即使线缆松动，设备也会回到上一个可用版本，重新插上就能继续。',
        en: 'You are told when new firmware is out. If the cable comes loose mid-update, the device falls back to the last working version — plug it in and carry on.',
      },
      bullets: [
        { cn: '新版本自动提醒', en: 'New-version alerts' },
        { cn: '断线自动回退', en: 'Safe fallback if disconnected' },
        { cn: '查看历史版本与更新说明', en: 'Version history and release notes' },
      ],
      side: 'right',
    },
    {
      kind: 'downloads',
      eyebrow: { cn: '下载', en: 'Download' },
      headline: { cn: '选择你的平台。', en: 'Choose your platform.' },
      body: {
        cn: '桌面版支持 Windows 与 Mac；网页版无需安装，在支持 WebHID 的浏览器中直接使用。',
        en: 'Desktop apps for Windows and Mac; the web version needs no install and runs in any browser with WebHID.',
      },
      appCode: 'am-master',
      platforms: ['windows', 'mac'],
      webUrl: 'https://master.example.com/',
      fallbackVersion: '0.8.6',
    },
  ],
};
