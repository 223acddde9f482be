import type { ManualPage } from '@/content/info/types';
import { helpNote } from './_shared';

export const page: ManualPage = {
  id: 'cyberblade',
  eyebrow: { cn: '用户手册', en: 'User manual' },
  title: { cn: 'CYBERBLADE 耳机用户手册', en: 'CYBERBLADE earbuds user manual' },
  description: {
    cn: 'CYBERBLADE 耳机的首次配对、触控操作、充电盒指示灯、佩戴与清洁，以及通过 AM Master 升级固件。',
    en: 'Pairing the CYBERBLADE earbuds for the first time, touch controls, the charging case light, fit and cleaning, and firmware updates with AM Master.',
  },
  updated: '2026-09-15',
  art: { kind: 'earbuds' },
  app: '/cyberblade/app/',
  facts: [
    {
      value: { cn: '蓝牙', en: 'Bluetooth' },
      label: { cn: '同时记住两台设备', en: 'remembers two devices' },
    },
    { value: { cn: 'USB-C', en: 'USB-C' }, label: { cn: '充电盒充电', en: 'to charge the case' } },
    {
      value: { cn: 'AM Master', en: 'AM Master' },
      label: { cn: '均衡器与固件升级', en: 'for EQ and firmware' },
    },
  ],
  sections: [
    {
      id: 'in-the-box',
      heading: { cn: '包装内容', en: 'In the box' },
      points: [
        { cn: 'CYBERBLADE 耳机与充电盒', en: 'CYBERBLADE earbuds and charging case' },
        {
          cn: '三种尺寸的耳塞套（S / M / L，M 已装好）',
          en: 'Ear tips in three sizes (S / M / L, M fitted)',
        },
        { cn: 'USB-C 数据线', en: 'USB-C cable' },
      ],
    },
    {
      id: 'pairing',
      heading: { cn: '第一次配对', en: 'Pairing for the first time' },
      steps: [
        {
          cn: '打开充电盒盖子，耳机自动进入配对状态，盒子指示灯白色闪烁。',
          en: 'Open the case lid: the earbuds enter pairing mode and the case light blinks white.',
        },
        {
          cn: '在手机或电脑的蓝牙设置里选择“CYBERBLADE”。',
          en: 'Choose “CYBERBLADE” in the Bluetooth settings of your phone or computer.',
        },
        {
          cn: '要配对第二台设备，长按盒子背面的按键 3 秒。',
          en: 'To pair a second device, hold the button on the back of the case for 3 seconds.',
        },
      ],
    },
    {
      id: 'controls',
      heading: { cn: '触控操作', en: 'Touch controls' },
      table: [
        {
          label: { cn: '单击任意一侧', en: 'Tap either side' },
          value: { cn: '播放 / 暂停', en: 'Play / pause' },
        },
        { label: { cn: '双击右侧', en: 'Double-tap right' }, value: { cn: '下一首', en: 'Next track' } },
        { label: { cn: '双击左侧', en: 'Double-tap left' }, value: { cn: '上一首', en: 'Previous track' } },
        {
          label: { cn: '长按任意一侧 2 秒', en: 'Hold either side for 2 s' },
          value: { cn: '切换降噪与通透模式', en: 'Noise cancelling or transparency' },
        },
        {
          label: { cn: '来电时双击', en: 'Double-tap on a call' },
          value: { cn: '接听 / 挂断', en: 'Answer / hang up' },
        },
      ],
    },
    {
      id: 'case-light',
      heading: { cn: '充电盒指示灯', en: 'The case light' },
      table: [
        { label: { cn: '绿色', en: 'Green' }, value: { cn: '电量充足', en: 'Well charged' } },
        { label: { cn: '琥珀色', en: 'Amber' }, value: { cn: '电量较低或正在充电', en: 'Low, or charging' } },
        { label: { cn: '白色闪烁', en: 'Blinking white' }, value: { cn: '配对中', en: 'Pairing' } },
      ],
    },
    {
      id: 'app',
      heading: { cn: '均衡器与固件升级', en: 'EQ and firmware updates' },
      paragraphs: [
        {
          cn: 'CYBERBLADE 的均衡器和固件升级通过 AM Master 完成：用数据线把充电盒接到电脑，耳机放在盒内，打开 AM Master 即可看到设备。',
          en: 'CYBERBLADE’s EQ and firmware updates go through AM Master: connect the case to your computer with the cable, leave the earbuds inside, and open AM Master to see them.',
        },
      ],
    },
    {
      id: 'care',
      heading: { cn: '佩戴与清洁', en: 'Fit and cleaning' },
      points: [
        {
          cn: '耳塞套尺寸合适时，低音最饱满、降噪效果最好。',
          en: 'The right ear-tip size gives the fullest bass and the best noise cancelling.',
        },
        {
          cn: '用干燥的软布和软毛刷清洁出音孔，不要用水冲洗。',
          en: 'Clean the sound outlets with a dry soft cloth and brush; do not rinse them.',
        },
        { cn: '放回充电盒前擦干汗水。', en: 'Wipe off sweat before putting them back in the case.' },
      ],
      note: helpNote,
    },
  ],
};
