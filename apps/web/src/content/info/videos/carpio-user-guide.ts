import type { VideoGuidePage } from '@/content/info/types';

export const page: VideoGuidePage = {
  key: 'carpio-user-guide',
  product: 'carpio-am-editon',
  eyebrow: { cn: '视频教程', en: 'Video guide' },
  title: { cn: 'CARPIO G2.0 AM 版腕托使用指南', en: 'Using the CARPIO G2.0 AM edition wrist rest' },
  description: {
    cn: 'CARPIO G2.0 AM 版腕托的开箱、摆放高度、日常清洁和收纳，四分钟看完。',
    en: 'Unboxing the CARPIO G2.0 AM edition wrist rest, setting it at the right height, everyday cleaning and storage — in four minutes.',
  },
  video: {
    src: 'videos/guides/carpio-g2_0-am-edition.mp4',
    snapshotTime: 6,
    controls: true,
  },
  art: { kind: 'wrist-rest', length: 'full' },
  duration: 236,
  tools: [
    { cn: '一块微湿的软布', en: 'A slightly damp soft cloth' },
    { cn: '一块干布', en: 'A dry cloth' },
  ],
  chapters: [
    {
      at: 0,
      title: { cn: '开箱', en: 'Unboxing' },
      body: {
        cn: '撕掉保护膜，检查底部的硅胶脚是否贴牢。',
        en: 'Peel off the protective film and check the silicone feet underneath are firmly attached.',
      },
    },
    {
      at: 38,
      title: { cn: '摆放位置', en: 'Placing it' },
      body: {
        cn: '把腕托贴着键盘前沿放，手腕自然落在鳞片上，与按键顶部大致齐平。',
        en: 'Put it against the front edge of your keyboard so your wrists rest on the scales at about the height of the keytops.',
      },
    },
    {
      at: 95,
      title: { cn: '选择长度', en: 'Full or compact' },
      body: {
        cn: '长款适合 80% 键盘，短款适合 60% 到 65% 的键盘。',
        en: 'The full length suits 80% boards; the compact one suits 60% to 65% boards.',
      },
    },
    {
      at: 140,
      title: { cn: '日常清洁', en: 'Everyday cleaning' },
      body: {
        cn: '用微湿的软布顺着鳞片擦拭，再用干布擦干。不要使用酒精。',
        en: 'Wipe along the scales with a slightly damp cloth, then dry it. No alcohol.',
      },
    },
    {
      at: 192,
      title: { cn: '收纳', en: 'Storage' },
      body: {
        cn: '平放收纳，避免长时间暴晒，也不要在上面压重物。',
        en: 'Store it flat, out of long hours of direct sun, with nothing heavy on top.',
      },
    },
  ],
  cautions: [
    { cn: '不要用酒精或清洁剂擦拭表面。', en: 'Do not clean the surface with alcohol or detergents.' },
    { cn: '避免长时间阳光直射和高温。', en: 'Keep it out of strong sun and heat for long periods.' },
  ],
  links: [
    { to: '/carpio-am-editon/', label: { cn: 'CARPIO AM 版产品页', en: 'The CARPIO AM edition page' } },
    { to: '/am-carpio-g2/', label: { cn: 'AM CARPIO G2 产品页', en: 'The AM CARPIO G2 page' } },
    { to: '/after-sales/', label: { cn: '售后服务', en: 'After sales' } },
  ],
};
