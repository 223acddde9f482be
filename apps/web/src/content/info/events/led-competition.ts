import type { EventPage } from '@/content/info/types';

export const page: EventPage = {
  key: 'led-competition',
  art: { kind: 'contest' },
  tag: '#Graffiti',
  eyebrow: { cn: '社区比赛 · 2022', en: 'Community contest · 2022' },
  title: { cn: '点阵涂鸦大赛', en: 'The dot-matrix graffiti contest' },
  description: {
    cn: '2022 年的点阵涂鸦大赛分两轮：夏季轮 6 月 22 日至 7 月 22 日征稿，冬季轮 2022 年 12 月 12 日至 2023 年 1 月 26 日征稿。这里是两轮的时间、规则、奖项和结果。',
    en: 'The 2022 dot-matrix graffiti contest ran in two rounds: summer entries from 22 June to 22 July, winter entries from 12 December 2022 to 26 January 2023. Here are the dates, rules, prizes and results of both.',
  },
  rounds: [
    {
      id: 'summer',
      title: { cn: '夏季轮：在面板上涂鸦', en: 'Summer round: tag the panel' },
      summary: {
        cn: '为 CYBERBOARD 的 LED 点阵面板画一幅涂鸦——一个静态的签名，或一段几秒钟的动画。',
        en: 'Paint a piece of graffiti for the CYBERBOARD LED panel — a still tag or an animation a few seconds long.',
      },
      milestones: [
        {
          id: 'entries',
          label: { cn: '征稿', en: 'Entries' },
          start: '2022-06-22T00:00:00+08:00',
          end: '2022-07-22T23:59:59+08:00',
        },
        {
          id: 'poll',
          label: { cn: '社区投票', en: 'Community poll' },
          start: '2022-07-25T00:00:00+08:00',
          end: '2022-07-25T23:59:59+08:00',
        },
        { id: 'results', label: { cn: '公布结果', en: 'Results' }, start: '2022-08-01T12:00:00+08:00' },
      ],
      prizes: [
        {
          place: { cn: '第一名', en: 'First place' },
          reward: {
            cn: '作品成为下一批键盘的出厂动画，并获得该批次销售额 1% 的设计分成',
            en: 'Your piece ships as a factory animation on the next batch, with a design share of 1% of that batch’s sales',
          },
          winners: 1,
        },
        {
          place: { cn: '第二、三名', en: 'Second and third' },
          reward: { cn: '自选一套键帽', en: 'A keycap set of your choice' },
          winners: 2,
        },
      ],
      prizeValidUntil: '2023-07-30',
    },
    {
      id: 'winter',
      title: { cn: '冬季轮：点亮长夜', en: 'Winter round: light up the long nights' },
      summary: {
        cn: '冬季主题的第二轮：雪、烟花、新年。入围前 6 名的作品进入投票，票数前三的参赛者各得一张 40 美元优惠券。',
        en: 'A second round on winter themes — snow, fireworks, the new year. The top 6 entries went to the poll, and the three with the most votes each won a 40 USD coupon.',
      },
      milestones: [
        {
          id: 'entries',
          label: { cn: '征稿', en: 'Entries' },
          start: '2022-12-12T00:00:00+08:00',
          end: '2023-01-26T23:59:59+08:00',
        },
        {
          id: 'poll',
          label: { cn: '社区投票', en: 'Community poll' },
          start: '2023-01-28T00:00:00+08:00',
          end: '2023-01-30T23:59:59+08:00',
        },
      ],
      shortlist: 6,
      prizes: [
        {
          place: { cn: '票数前三', en: 'Top three of the poll' },
          reward: { cn: '40 美元优惠券', en: 'A 40 USD coupon' },
          winners: 3,
        },
      ],
      prizeValidUntil: '2024-03-31',
    },
  ],
  howTo: [
    {
      cn: '在 AM Master 的面板编辑器里画好作品，导出为 GIF 或视频。',
      en: 'Draw your piece in AM Master’s panel editor and export it as a GIF or a video.',
    },
    {
      cn: '在社区发布一条任务或评论，附上作品，并加上比赛标签。',
      en: 'Post it in the community as a task or a comment, with the contest tag.',
    },
    {
      cn: '征稿结束后，评审选出入围作品，由社区投票决定名次。',
      en: 'When entries close, the judges pick a shortlist and the community votes on the order.',
    },
  ],
  rules: [
    { cn: '作品必须是你自己的原创。', en: 'Your entry must be your own original work.' },
    { cn: '作品需适配 CYBERBOARD 面板的点阵尺寸。', en: 'It has to fit the CYBERBOARD panel’s dot grid.' },
    {
      cn: '每位成员每轮最多投一票给同一作品，刷票作品将被取消资格。',
      en: 'One vote per member per entry; entries with manipulated votes are disqualified.',
    },
    { cn: '奖品优惠券需在有效期内使用，过期作废。', en: 'Prize coupons must be used before they expire.' },
  ],
  cta: { label: { cn: '看看大家的涂鸦', en: 'See the entries' } },
  links: [
    { to: '/led-competition-2025/', label: { cn: '2025 灯效设计大赛', en: 'The 2025 LED effect contest' } },
    { to: '/cyberboard-r4/', label: { cn: 'CYBERBOARD R4', en: 'CYBERBOARD R4' } },
    { to: '/am-master/', label: { cn: 'AM Master 面板编辑器', en: 'AM Master panel editor' } },
  ],
};
