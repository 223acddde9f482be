import type { AppDownloadPage } from '@/content/info/types';

/**
 * /cyberblade/app/: CYBERBLADE's EQ and firmware go through the firmware manager (AM Master), so
 * the page offers its desktop installers and web version (spec 2, app download). Another channel
 * of the version service is one `appCode` and `platforms` change away (decision 007).
 */
export const page: AppDownloadPage = {
  appCode: 'am-master',
  platforms: ['windows', 'mac', 'web'],
  fallback: { version: '0.8.6', webUrl: 'https://master.miao.example.com/' },
  eyebrow: { cn: 'CYBERBLADE · 软件下载', en: 'CYBERBLADE · Download' },
  title: { cn: '下载固件管理器', en: 'Get the firmware manager' },
  description: {
    cn: 'CYBERBLADE 耳机的均衡器和固件升级通过 AM Master 完成。先选择你的平台，再下载最新版本；历史版本和更新说明都在下方。',
    en: 'CYBERBLADE’s EQ and firmware updates run through AM Master. Choose your platform, then download the newest version; earlier versions and their notes are listed below.',
  },
  steps: {
    choose: { cn: '选择平台', en: 'Choose your platform' },
    download: { cn: '下载并安装', en: 'Download and install' },
  },
  platformCopy: {
    windows: {
      summary: { cn: '适用于 Windows 电脑的安装程序。', en: 'The installer for Windows PCs.' },
      requirements: { cn: 'Windows 10 或更新版本，64 位', en: 'Windows 10 or later, 64-bit' },
    },
    mac: {
      summary: {
        cn: '适用于 Mac 的安装包，支持 Apple 芯片和 Intel 芯片。',
        en: 'The disk image for Mac, for Apple silicon and Intel.',
      },
      requirements: { cn: 'macOS 12 或更新版本', en: 'macOS 12 or later' },
    },
    web: {
      summary: { cn: '无需安装，在浏览器里直接打开。', en: 'Nothing to install: it opens in your browser.' },
      requirements: {
        cn: '支持 WebHID 的浏览器，例如 Chrome 或 Edge',
        en: 'A browser with WebHID, such as Chrome or Edge',
      },
    },
  },
  afterInstall: [
    {
      cn: '用 USB-C 数据线把充电盒连接到电脑，耳机留在盒内。',
      en: 'Connect the charging case to your computer with the USB-C cable, earbuds inside.',
    },
    {
      cn: '打开 AM Master，CYBERBLADE 会出现在设备列表里。',
      en: 'Open AM Master: CYBERBLADE appears in the device list.',
    },
    {
      cn: '有新固件时点击“升级”，升级完成前不要拔线。',
      en: 'If new firmware is out, click Update and keep the cable in until it finishes.',
    },
  ],
};
