import type { VideoGuidePage } from '@/content/info/types';

export const page: VideoGuidePage = {
  key: 'disassembly-guide',
  product: 'cyberboard-r2',
  eyebrow: { cn: '视频教程', en: 'Video guide' },
  title: { cn: 'CYBERBOARD R2.5 拆装教程', en: 'Taking apart the CYBERBOARD R2.5' },
  description: {
    cn: '一步一步拆开 CYBERBOARD R2.5：需要的工具、拆下键帽与轴体、打开外壳、断开面板排线、取出定位板，再原样装回。',
    en: 'Take the CYBERBOARD R2.5 apart step by step: the tools you need, keycaps and switches off, opening the case, the panel ribbon cable, lifting out the plate, and putting it all back.',
  },
  video: {
    src: 'videos/guides/cyberboard-r2_5-disassembly.mp4',
    snapshotTime: 12,
    controls: true,
  },
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'R2.5' },
  duration: 515,
  tools: [
    { cn: '2.5mm 六角扳手（包装内附带）', en: '2.5 mm hex key (in the box)' },
    { cn: '拔键器和拔轴器', en: 'Keycap puller and switch puller' },
    { cn: '一块软布，防止外壳刮花', en: 'A soft cloth so the case does not scratch' },
    { cn: '一个小盒子，用来装螺丝', en: 'A small tray for the screws' },
  ],
  chapters: [
    {
      at: 0,
      title: { cn: '开始之前', en: 'Before you start' },
      body: {
        cn: '拔下数据线，把底部电源开关拨到 OFF，在桌上铺好软布。',
        en: 'Unplug the cable, slide the power switch underneath to OFF and lay the soft cloth on the desk.',
      },
    },
    {
      at: 42,
      title: { cn: '拆下键帽和轴体', en: 'Keycaps and switches off' },
      body: {
        cn: '先拔键帽，再用拔轴器垂直拔出轴体。只是更换定位板时，轴体可以留在上面。',
        en: 'Pull the keycaps first, then the switches, straight up. If you are only swapping the plate, the switches can stay in.',
      },
    },
    {
      at: 128,
      title: { cn: '拧下底部螺丝', en: 'Undo the bottom screws' },
      body: {
        cn: '翻过键盘，用六角扳手拧下底部 6 颗螺丝，放进小盒子里。',
        en: 'Turn the keyboard over and undo the 6 screws underneath with the hex key. Keep them in the tray.',
      },
    },
    {
      at: 205,
      title: { cn: '打开外壳', en: 'Open the case' },
      body: {
        cn: '从靠近你的一侧轻轻抬起上盖，只抬起 2 厘米左右——面板排线还连着。',
        en: 'Lift the top case gently from the edge nearest you, only about 2 cm — the panel ribbon cable is still attached.',
      },
    },
    {
      at: 262,
      title: { cn: '断开面板排线', en: 'Disconnect the panel cable' },
      body: {
        cn: '用指甲向上翻开排线座的锁扣，再水平抽出排线。不要直接拉扯排线。',
        en: 'Flip up the latch of the connector with a fingernail, then slide the ribbon out flat. Never pull on the ribbon itself.',
      },
    },
    {
      at: 340,
      title: { cn: '取出定位板与 PCB', en: 'Lift out the plate and PCB' },
      body: {
        cn: '拔下电池插头，把定位板和 PCB 作为一个整体取出，放在软布上。',
        en: 'Unplug the battery connector and lift the plate and PCB out as one piece onto the cloth.',
      },
    },
    {
      at: 430,
      title: { cn: '装回', en: 'Put it back together' },
      body: {
        cn: '按相反顺序装回。先插好电池和面板排线并扣上锁扣，再合上外壳、拧紧螺丝，最后开机检查面板。',
        en: 'Reverse the steps. Reconnect the battery and the panel ribbon and close the latch before the case goes back on; tighten the screws and switch on to check the panel.',
      },
    },
  ],
  cautions: [
    {
      cn: '拆装前一定要关闭电源并拔掉数据线。',
      en: 'Always switch off and unplug before you open the case.',
    },
    {
      cn: '面板排线很薄，弯折或拉扯都可能损坏它。',
      en: 'The panel ribbon is thin: creasing or pulling it can break it.',
    },
    {
      cn: '拆装过程中造成的损坏可能不在保修范围内；没有把握时，请先联系我们。',
      en: 'Damage caused while the case is open may not be covered by the warranty; if you are unsure, ask us first.',
    },
  ],
  links: [
    { to: '/cyberboard-r2/', label: { cn: 'CYBERBOARD R2 产品页', en: 'The CYBERBOARD R2 page' } },
    {
      to: '/cyberboard-r4/user-manual/',
      label: { cn: 'CYBERBOARD R4 用户手册', en: 'CYBERBOARD R4 user manual' },
    },
    { to: '/after-sales/', label: { cn: '售后服务', en: 'After sales' } },
  ],
};
