import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'am-master-history',
  productCode: 'am-master-history',
  accent: '#6C8CFF',
  name: { cn: 'AM MASTER 历史版本', en: 'AM MASTER HISTORY' },
  title: {
    cn: 'AM MASTER 历史版本 · 每一版更新说明与下载',
    en: 'AM MASTER HISTORY · Every release, its notes and downloads',
  },
  description: {
    cn: 'AM MASTER 历史版本：查看每一次更新改了什么，需要时回到旧版本；当前桌面版 0.8.6，支持 Windows、Mac 与网页版。',
    en: 'AM MASTER HISTORY: see what each release changed and go back to an older one when you need to. The current desktop version is 0.8.6, for Windows, Mac and the web.',
  },
  art: { kind: 'app' },
  artLabel: {
    cn: '桌面应用窗口：版本列表与更新说明，旁边是键盘布局预览',
    en: 'A desktop app window: a list of versions and release notes beside a keyboard preview',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AM MASTER · 历史版本', en: 'AM MASTER · Release history' },
      headline: { cn: '每一版，\u200b都留有记录。', en: 'Every version, on the record.' },
      body: {
        cn: '这里保存着 AM MASTER 的版本记录：每次更新修了什么、加了什么，一目了然。新版本不合心意时，也能找回熟悉的那一版。',
        en: 'This is where AM MASTER keeps its history: what each update fixed and added, at a glance. If a new release doesn’t suit you, the familiar one is still here.',
      },
      stats: [
        { value: '0.8.6', label: { cn: '当前桌面版', en: 'current desktop' } },
        { value: '3', label: { cn: '个平台', en: 'platforms' } },
      ],
    },
    {
      kind: 'feature',
      eyebrow: { cn: '更新说明', en: 'Release notes' },
      headline: { cn: '改了什么，\u200b写得清清楚楚。', en: 'What changed, in plain words.' },
      body: {
        cn: '每个版本都附有更新说明：新支持的设备、修复的问题、固件要求。升级之前先看一眼，心里有数。',
        en: 'Each version comes with notes: newly supported devices, fixed issues and firmware requirements. Read them before you update and know what to expect.',
      },
      bullets: [
        { cn: '新增设备与功能', en: 'New devices and features' },
        { cn: '修复的问题', en: 'Fixed issues' },
        { cn: '对应的固件版本', en: 'Matching firmware versions' },
      ],
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '回退', en: 'Roll back' },
      headline: { cn: '旧版本，\u200b随时找得回。', en: 'Older versions, always within reach.' },
      body: {
        cn: '你的键盘配置保存在设备上，所以换用旧版本不会丢失改键与灯光设置。网页版始终是最新版本，无需安装。',
        en: 'Your settings live on the device, so switching to an older version keeps your remaps and lighting. The web version is always the newest and needs no install.',
      },
      art: { kind: 'keyboard', layout: '65', led: true, ledText: 'V0.8.6', finish: 'graphite' },
      side: 'left',
    },
    {
      kind: 'downloads',
      eyebrow: { cn: '下载', en: 'Download' },
      headline: { cn: '下载当前版本。', en: 'Get the current version.' },
      body: {
        cn: '桌面版支持 Windows 与 Mac；网页版在支持 WebHID 的浏览器中直接打开。',
        en: 'Desktop apps for Windows and Mac; the web version opens in any browser with WebHID.',
      },
      appCode: 'am-master',
      platforms: ['windows', 'mac'],
      webUrl: 'https://master.example.com/',
      fallbackVersion: '0.8.6',
    },
  ],
};
